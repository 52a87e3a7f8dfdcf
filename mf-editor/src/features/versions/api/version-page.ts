import { useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import type { Page } from 'shared-contracts/site';
import { getJsonWithCredentials } from 'site-config/remote-kit/http';

/** A stored version of the page at this address, as staff may read it (`version_id`). Versions never change. */
export const useVersionPage = (locale: Locale, pathname: string, versionId: number) =>
  useQuery({
    queryKey: ['editor', 'version-page', locale, pathname, versionId],
    queryFn: ({ signal }) => getJsonWithCredentials<Page>(api.page(locale, pathname.split('/').slice(2).join('/'), versionId), signal),
    staleTime: Infinity,
    retry: false,
  });
