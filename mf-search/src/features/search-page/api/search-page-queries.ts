import type { Locale } from 'shared-contracts/locales';
import type { DeclaredQuery } from 'site-config/remote-kit/server-prefetch';
import { type SearchCategory, getSearchCategoryQueryOptions } from './get-search-category';
import { getSearchQueryOptions } from './get-search';

export const SEARCH_CATEGORIES: readonly SearchCategory[] = ['events', 'others'];

/** What the results page shows for its address: the query text, the chosen tab (none: the overview) and the page. */
export function searchPageInput(query: Record<string, string>, category: string | undefined, page: string | undefined) {
  return {
    q: (query.q ?? '').trim(),
    chosen: (SEARCH_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as SearchCategory) : null,
    pageNumber: Math.max(1, Number.parseInt(page ?? '1', 10) || 1),
  };
}

/** What it reads: the overview (both tabs' counts) and, on a tab's address, that tab's page. */
export function searchPageQueries(locale: Locale, query: Record<string, string>, category?: string, page?: string): DeclaredQuery[] {
  const { q, chosen, pageNumber } = searchPageInput(query, category, page);
  if (!q) return [];
  return [getSearchQueryOptions(locale, q), ...(chosen ? [getSearchCategoryQueryOptions(locale, chosen, q, pageNumber)] : [])];
}
