import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { AutocompleteResponse } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

/** Suggestions for the typed text: requested only for non-empty text, lowercased first. */
export async function getAutocomplete(locale: Locale, text: string, signal?: AbortSignal): Promise<string[]> {
  try {
    const body = await getJson<AutocompleteResponse>(api.autocomplete(locale, text), signal);
    return Array.isArray(body?.suggestions) ? body.suggestions : [];
  } catch (error) {
    // Autocomplete failures are reported and otherwise silent.
    if (!signal?.aborted) console.error('mf-search: autocomplete failed', error);
    return [];
  }
}

export const getAutocompleteQueryOptions = (locale: Locale, text: string) => {
  const term = text.trim().toLowerCase();
  return queryOptions({
    queryKey: ['search', 'autocomplete', locale, term],
    queryFn: ({ signal }) => getAutocomplete(locale, term, signal),
    enabled: term.length > 0,
    staleTime: 5 * 60_000,
  });
};

export const useAutocomplete = (locale: Locale, text: string) => useQuery(getAutocompleteQueryOptions(locale, text));
