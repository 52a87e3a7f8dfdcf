import { useQuery } from '@tanstack/react-query';
import type { ResourceKindInfo } from 'shared-contracts/back-office/descriptor';
import type { Locale } from 'shared-contracts/locales';
import { getJsonWithCredentials } from 'site-config/remote-kit/http';
import { resourceApi } from './resource-paths';

/** The kinds the user's role may use (the server decides; the hub shows only these). */
export const useKinds = (locale: Locale) =>
  useQuery({
    queryKey: ['back-office', 'kinds', locale],
    queryFn: ({ signal }) => getJsonWithCredentials<ResourceKindInfo[]>(resourceApi(locale), signal),
    retry: false,
  });
