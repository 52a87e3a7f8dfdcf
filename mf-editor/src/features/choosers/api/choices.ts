import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import { getJsonWithCredentials } from 'site-config/remote-kit/http';

/** The lists a module reference is chosen from. */
export type ChoiceKind = 'venues' | 'articles' | 'article-categories' | 'event-tags' | 'events' | 'productions';

export interface Choice {
  id: number;
  name: string;
  /** An event's start (with offset), an article's or production's date; null for kinds without a date. */
  date: string | null;
  url: string | null;
}

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
