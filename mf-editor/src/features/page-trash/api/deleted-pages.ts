import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import type { DeletedPage } from 'shared-contracts/page-versions';
import { getJsonWithCredentials } from 'site-config/remote-kit/http';
import { sendAsEditor } from '../../page-editing/api/page-version';

export const useDeletedPages = (locale: Locale) =>
  useQuery({
    queryKey: ['editor', 'deleted-pages', locale],
    queryFn: ({ signal }) => getJsonWithCredentials<DeletedPage[]>(api.editorModule(locale, 'pages/deleted'), signal),
    retry: false,
  });

/** Puts a deleted page back; the page list and the trash are loaded again, and `onRestored` is told (the page tree). */
export function useRestorePage(locale: Locale, onRestored?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    // A deleted page has no version an editor could have seen, so the write goes without one.
    mutationFn: (pageId: number) => sendAsEditor<unknown>('POST', api.editorModule(locale, 'pages/deleted', `${pageId}/restore`), null),
    onSuccess: () => {
      onRestored?.();
      return queryClient.invalidateQueries({ queryKey: ['editor'] });
    },
  });
}
