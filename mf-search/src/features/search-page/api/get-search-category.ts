import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Paginated, SearchHit } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

export type SearchCategory = 'events' | 'others';

/** One page of one result category (/api/search/events/ or /api/search/others/). */
export const getSearchCategory = (locale: Locale, category: SearchCategory, query: string, page: number, signal?: AbortSignal) =>
  getJson<Paginated<SearchHit>>(
    category === 'events' ? api.searchEvents(locale, query, page) : api.searchOthers(locale, query, page),
    signal,
  );

export const getSearchCategoryQueryOptions = (locale: Locale, category: SearchCategory, query: string, page: number) =>
  queryOptions({
    queryKey: ['search', category, locale, query, page],
    queryFn: ({ signal }) => getSearchCategory(locale, category, query, page, signal),
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const useSearchCategory = (locale: Locale, category: SearchCategory | null, query: string, page: number) =>
  useQuery({
    ...getSearchCategoryQueryOptions(locale, category ?? 'events', query, page),
    enabled: category !== null && query.trim().length > 0,
  });
