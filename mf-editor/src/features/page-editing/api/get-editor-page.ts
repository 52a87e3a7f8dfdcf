import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import type { Page } from 'shared-contracts/site';
import { getJsonWithCredentials } from 'site-config/remote-kit/http';

/** The page of the current address as an editor sees it (offline and version-specific pages included). */
export const getEditorPage = (locale: Locale, pathname: string, signal?: AbortSignal) =>
  getJsonWithCredentials<Page>(api.page(locale, pathname.split('/').slice(2).join('/')), signal);

export const getEditorPageQueryOptions = (locale: Locale, pathname: string) =>
  queryOptions({ queryKey: ['editor', 'page', locale, pathname], queryFn: ({ signal }) => getEditorPage(locale, pathname, signal), retry: false });

export const useEditorPage = (locale: Locale, pathname: string, enabled: boolean) => useQuery({ ...getEditorPageQueryOptions(locale, pathname), enabled });
