import { useQuery } from '@tanstack/react-query';
import type { HistoryEntry, ResourceEntry } from 'shared-contracts/back-office/descriptor';
import type { Locale } from 'shared-contracts/locales';
import { getJsonWithCredentials } from 'site-config/remote-kit/http';
import { resourceApi } from './resource-paths';

export const resourceKey = (kind: string, id: number) => ['back-office', 'entry', kind, id] as const;

export const useResource = (locale: Locale, kind: string, id: number | null) =>
  useQuery({
    queryKey: resourceKey(kind, id ?? 0),
    queryFn: ({ signal }) => getJsonWithCredentials<ResourceEntry>(resourceApi(locale, kind, id!), signal),
    enabled: id !== null,
    retry: false,
  });

export const useHistory = (locale: Locale, kind: string, id: number) =>
  useQuery({
    queryKey: ['back-office', 'history', kind, id],
    queryFn: ({ signal }) => getJsonWithCredentials<HistoryEntry[]>(resourceApi(locale, kind, id, 'history/'), signal),
    retry: false,
  });
