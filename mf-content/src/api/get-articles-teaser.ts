import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { ArticleTeaser } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

/** The latest magazine teasers (blog teaser list module). */
export const getArticlesTeaser = (locale: Locale, signal?: AbortSignal) => getJson<ArticleTeaser[]>(api.articlesTeaser(locale), signal);

export const getArticlesTeaserQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['magazine', 'teasers', locale], queryFn: ({ signal }) => getArticlesTeaser(locale, signal) });

export const useArticlesTeaser = (locale: Locale) => useQuery(getArticlesTeaserQueryOptions(locale));
