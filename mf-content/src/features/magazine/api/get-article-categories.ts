import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { ArticleCategory } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

/** A failure of the categories call is an empty list. */
export async function getArticleCategories(locale: Locale, signal?: AbortSignal): Promise<ArticleCategory[]> {
  try {
    return await getJson<ArticleCategory[]>(api.articleCategories(locale), signal);
  } catch (error) {
    console.error('mf-content: article categories failed', error);
    return [];
  }
}

export const getArticleCategoriesQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['magazine', 'categories', locale], queryFn: ({ signal }) => getArticleCategories(locale, signal), staleTime: 10 * 60_000 });

export const useArticleCategories = (locale: Locale) => useQuery(getArticleCategoriesQueryOptions(locale));
