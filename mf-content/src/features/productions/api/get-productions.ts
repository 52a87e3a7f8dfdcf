import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Paginated, Production } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

export interface ProductionFilter {
  season: string | null;
  exhibition_type: string | null;
  tag: string | null;
}

/** The list's filter as the query string carries it (it survives reloads and shared links). */
export const productionFilterOf = (query: Record<string, string>): ProductionFilter => ({
  season: query.season || null,
  exhibition_type: query.exhibition_type || null,
  tag: query.tag || null,
});

export const getProductions = (locale: Locale, filter: ProductionFilter, page: number, signal?: AbortSignal) =>
  getJson<Paginated<Production>>(api.productions(locale, { ...filter, page: page > 1 ? page : undefined }), signal);

/** Paged like the event list: a filter change starts again at page 1, pages append until no next. */
export const getProductionsQueryOptions = (locale: Locale, filter: ProductionFilter) =>
  infiniteQueryOptions({
    queryKey: ['productions', 'list', locale, filter],
    queryFn: ({ pageParam, signal }) => getProductions(locale, filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.next ? page + 1 : undefined),
  });

export const useProductions = (locale: Locale, filter: ProductionFilter) => useInfiniteQuery(getProductionsQueryOptions(locale, filter));
