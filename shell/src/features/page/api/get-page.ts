import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import type { Page } from 'shared-contracts/site';
import { getJson } from 'site-config/remote-kit/http';

/** A CMS page by its path below the locale ('' is the home page); `version_id` only matters for editors. */
export const getPage = (locale: Locale, path: string, versionId?: number) => getJson<Page>(api.page(locale, path, versionId));

export const getPageQueryOptions = (locale: Locale, path: string, versionId?: number) =>
  queryOptions({ queryKey: ['page', locale, path, versionId ?? null], queryFn: () => getPage(locale, path, versionId) });

export const usePage = (locale: Locale, path: string, versionId?: number, enabled = true) => useQuery({ ...getPageQueryOptions(locale, path, versionId), enabled });
