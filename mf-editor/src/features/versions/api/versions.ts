import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import type { PageVersion } from 'shared-contracts/page-versions';
import type { Page } from 'shared-contracts/site';
import { getJsonWithCredentials } from 'site-config/remote-kit/http';
import { sendAsEditor } from '../../page-editing/api/page-version';


export const getPageVersions = (locale: Locale, pageId: number, signal?: AbortSignal) =>
  getJsonWithCredentials<PageVersion[]>(`${api.editorModule(locale, 'pages', pageId)}versions/`, signal);

export const usePageVersions = (locale: Locale, pageId: number | undefined) =>
  useQuery({
    queryKey: ['editor', 'versions', locale, pageId],
    queryFn: ({ signal }) => getPageVersions(locale, pageId!, signal),
    enabled: pageId !== undefined,
    retry: false,
  });

/** POST /{locale}/pageeditor-api/pages/{id}/restore/: the version becomes the draft (itself a new version); Publish makes it live. */
export const restoreVersion = (locale: Locale, pageId: number, versionId: number) =>
  sendAsEditor<Page>('POST', `${api.editorModule(locale, 'pages', pageId)}restore/`, pageId, { version_id: versionId });

export function useRestoreVersion(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pageId, versionId }: { pageId: number; versionId: number }) => restoreVersion(locale, pageId, versionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['editor'] }),
  });
}
