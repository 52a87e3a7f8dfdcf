import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { SettingsResponse, SiteSettings } from 'shared-contracts/site';
import { getJson } from 'site-config/remote-kit/http';

export async function getSettings(): Promise<SiteSettings> {
  const response = await getJson<SettingsResponse>(api.settings());
  return response.data;
}

export const getSettingsQueryOptions = () => queryOptions({ queryKey: ['site', 'settings'], queryFn: getSettings, staleTime: 5 * 60_000 });

export const useSettings = () => useQuery(getSettingsQueryOptions());

/**
 * Reads the cached settings without ever fetching. Error screens use this: an observer that refetches an errored
 * query on mount would flip it back to pending, unmount the 503 screen and remount it, in a loop.
 */
export const useCachedSettings = () => useQuery({ ...getSettingsQueryOptions(), enabled: false });
