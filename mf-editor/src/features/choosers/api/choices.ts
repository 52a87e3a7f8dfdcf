import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Choice, ChoiceKind } from 'shared-contracts/editor/choices';
import type { Locale } from 'shared-contracts/locales';
import { getJsonWithCredentials } from 'site-config/remote-kit/http';

const choicesUrl = (locale: Locale, kind: ChoiceKind) => api.editorModule(locale, `choices/${kind}`);

/** Entries of a list matching the search (by name, or an id typed as a number). */
export const useChoices = (locale: Locale, kind: ChoiceKind, q: string) =>
  useQuery({
    queryKey: ['editor', 'choices', locale, kind, q],
    queryFn: ({ signal }) => getJsonWithCredentials<Choice[]>(`${choicesUrl(locale, kind)}${q ? `?q=${encodeURIComponent(q)}` : ''}`, signal),
    retry: false,
  });

/** The entries already chosen, by id, so the field shows names instead of numbers. */
export const useChosen = (locale: Locale, kind: ChoiceKind, ids: number[]) =>
  useQuery({
    queryKey: ['editor', 'choices', locale, kind, 'ids', ids.join(',')],
    queryFn: ({ signal }) => getJsonWithCredentials<Choice[]>(`${choicesUrl(locale, kind)}?ids=${ids.join(',')}&limit=200`, signal),
    enabled: ids.length > 0,
    retry: false,
  });
