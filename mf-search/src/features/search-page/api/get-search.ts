import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { SearchResponse } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

/** Both result categories' first pages for a query. */
export const getSearch = (locale: Locale, query: string, signal?: AbortSignal) =>
  getJson<SearchResponse>(api.search(locale, query), signal);

export const getSearchQueryOptions = (locale: Locale, query: string) =>
  queryOptions({
    queryKey: ['search', 'all', locale, query],
    queryFn: ({ signal }) => getSearch(locale, query, signal),
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const useSearch = (locale: Locale, query: string, enabled = true) =>
  useQuery({ ...getSearchQueryOptions(locale, query), enabled: enabled && query.trim().length > 0 });
