import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import type { Navigation } from 'shared-contracts/site';
import { getJson } from 'site-config/remote-kit/http';

export const getNavigation = (locale: Locale) => getJson<Navigation>(api.nav(locale));

export const getNavigationQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['navigation', locale], queryFn: () => getNavigation(locale), staleTime: 5 * 60_000 });

export const useNavigation = (locale: Locale) => useQuery(getNavigationQueryOptions(locale));
