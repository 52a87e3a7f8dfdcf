import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { SettingsResponse, SiteSettings } from 'shared-contracts/site';
import { getJson } from '../../../lib/http';

export async function getSettings(): Promise<SiteSettings> {
  const response = await getJson<SettingsResponse>(api.settings());
  return response.data;
}

export const getSettingsQueryOptions = () => queryOptions({ queryKey: ['site', 'settings'], queryFn: getSettings, staleTime: 5 * 60_000 });

export const useSettings = () => useQuery(getSettingsQueryOptions());
