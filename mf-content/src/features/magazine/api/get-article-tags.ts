import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { ArticleCategory } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

/** Topic tags (#Topics) share the category shape: id, name, slug. */
export const getArticleTags = (locale: Locale, signal?: AbortSignal) => getJson<ArticleCategory[]>(api.articleTags(locale), signal);

export const getArticleTagsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['magazine', 'tags', locale], queryFn: ({ signal }) => getArticleTags(locale, signal), staleTime: 10 * 60_000 });

export const useArticleTags = (locale: Locale) => useQuery(getArticleTagsQueryOptions(locale));
