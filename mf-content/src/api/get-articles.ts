import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { ArticleTeaser, Paginated } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

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

/**
 * The latest article of each category in `categories`, in their order (null where a category has none or its call
 * failed): one articles call per category, read as one query so a page needs no `useQueries` for it.
 */
export const getLatestPerCategoryQueryOptions = (locale: Locale, categories: readonly number[]) =>
  queryOptions({
    queryKey: ['magazine', 'articles', 'latest-per-category', locale, categories],
    queryFn: async ({ signal }) => {
      const answers = await Promise.allSettled(categories.map((category) => getArticles(locale, { category }, signal)));
      return answers.map((answer) => (answer.status === 'fulfilled' ? (answer.value.results[0] ?? null) : null));
    },
  });

/** The magazine list's paging: pages appended while scrolling, ends when there is no next page. */
export const getArticlesInfiniteQueryOptions = (locale: Locale, filter: Omit<ArticleFilter, 'page'>) =>
  infiniteQueryOptions({
    queryKey: ['magazine', 'articles', 'infinite', locale, filter],
    queryFn: ({ pageParam, signal }) => getArticles(locale, { ...filter, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.next ? page + 1 : undefined),
  });

export const useArticlesInfinite = (locale: Locale, filter: Omit<ArticleFilter, 'page'>) => useInfiniteQuery(getArticlesInfiniteQueryOptions(locale, filter));
