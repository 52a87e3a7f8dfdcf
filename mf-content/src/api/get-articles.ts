import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { ArticleTeaser, Paginated } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from '../lib/http';

export interface ArticleFilter {
  category?: string | number;
  tag?: string | number;
  page?: number;
}

/** Magazine list: by category or tag, paged. */
export const getArticles = (locale: Locale, filter: ArticleFilter, signal?: AbortSignal) =>
  getJson<Paginated<ArticleTeaser>>(api.articles(locale, { category: filter.category, tag: filter.tag, page: filter.page && filter.page > 1 ? filter.page : undefined }), signal);

export const getArticlesQueryOptions = (locale: Locale, filter: ArticleFilter) =>
  queryOptions({
    queryKey: ['magazine', 'articles', locale, filter],
    queryFn: ({ signal }) => getArticles(locale, filter, signal),
    placeholderData: keepPreviousData,
  });

export const useArticles = (locale: Locale, filter: ArticleFilter) => useQuery(getArticlesQueryOptions(locale, filter));
