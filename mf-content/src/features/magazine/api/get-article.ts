import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Article } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

export const getArticle = (locale: Locale, id: string, signal?: AbortSignal) => getJson<Article>(api.article(locale, id), signal);

export const getArticleQueryOptions = (locale: Locale, id: string) =>
  queryOptions({ queryKey: ['magazine', 'article', locale, id], queryFn: ({ signal }) => getArticle(locale, id, signal) });

export const useArticle = (locale: Locale, id: string) => useQuery(getArticleQueryOptions(locale, id));
