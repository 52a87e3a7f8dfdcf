import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { PageListItem, PageSettings, PageSettingsPatch } from 'shared-contracts/editor/page-settings';
import type { Locale } from 'shared-contracts/locales';
import { getJsonWithCredentials } from 'site-config/remote-kit/http';
import { sendAsEditor } from '../../page-editing/api/page-version';

export const usePageSettings = (locale: Locale, pageId: number) =>
  useQuery({
    queryKey: ['editor', 'page-settings', pageId],
    queryFn: ({ signal }) => getJsonWithCredentials<PageSettings>(api.editorModule(locale, `pages/${pageId}/settings`), signal),
    retry: false,
  });

export const usePageList = (locale: Locale, q: string) =>
  useQuery({
    queryKey: ['editor', 'pages', locale, q],
    queryFn: ({ signal }) => getJsonWithCredentials<PageListItem[]>(`${api.editorModule(locale, 'pages')}${q ? `?q=${encodeURIComponent(q)}` : ''}`, signal),
    retry: false,
  });

/** Saves through the page's one update call (PATCH pages/{id}/), based on the page version this editor has seen. */
export function useSavePageSettings(locale: Locale, pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PageSettingsPatch) => sendAsEditor<unknown>('PATCH', api.editorModule(locale, 'pages', pageId), pageId, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['editor'] }),
  });
}
