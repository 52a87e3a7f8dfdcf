import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { BreakingNews } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

/** Breaking news is a list; the first item is the alert. */
export async function getBreakingNews(locale: Locale): Promise<BreakingNews | null> {
  const list = await getJson<BreakingNews[] | { results: BreakingNews[] }>(api.breakingNews(locale));
  const items = Array.isArray(list) ? list : list.results;
  return items[0] ?? null;
}

export const getBreakingNewsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['breaking-news', locale], queryFn: () => getBreakingNews(locale), staleTime: 5 * 60_000 });

export const useBreakingNews = (locale: Locale) => useQuery(getBreakingNewsQueryOptions(locale));
