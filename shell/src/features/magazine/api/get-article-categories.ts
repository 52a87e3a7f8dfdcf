import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { ArticleCategory } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from '../../../lib/http';

/** On failure an empty list (section 8). */
export async function getArticleCategories(locale: Locale): Promise<ArticleCategory[]> {
  try {
    const data = await getJson<ArticleCategory[] | { results: ArticleCategory[] }>(api.articleCategories(locale));
    return Array.isArray(data) ? data : data.results;
  } catch (error) {
    console.warn('[shell] article categories failed', error);
    return [];
  }
}

export const getArticleCategoriesQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['magazine', 'categories', locale], queryFn: () => getArticleCategories(locale), staleTime: 10 * 60_000 });

export const useArticleCategories = (locale: Locale) => useQuery(getArticleCategoriesQueryOptions(locale));
