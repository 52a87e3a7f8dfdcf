import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { PagePublication } from 'shared-contracts/editor/page-publication';
import type { Locale } from 'shared-contracts/locales';
import { getJsonWithCredentials } from 'site-config/remote-kit/http';
import { sendAsEditor } from '../../page-editing/api/page-version';

/** Publish takes an optional note (at most 200 characters) that the versions list shows beside it. */
export interface PublicationAction {
  action: 'publish' | 'discard';
  note?: string;
}

const base = (locale: Locale, pageId: number) => api.editorModule(locale, 'pages', pageId);
export const publicationKey = (locale: Locale, pageId: number | undefined) => ['editor', 'publication', locale, pageId] as const;

export const usePublication = (locale: Locale, pageId: number | undefined) =>
  useQuery({
    queryKey: publicationKey(locale, pageId),
    queryFn: ({ signal }) => getJsonWithCredentials<PagePublication>(`${base(locale, pageId!)}publication/`, signal),
    enabled: pageId !== undefined,
    retry: false,
  });

/**
 * POST pages/{id}/publish/ or discard/ with the page version this editor last saw: someone else's newer save answers
 * 409 (who, when) instead of being published or thrown away unseen.
 */
export function usePublicationAction(locale: Locale, pageId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, note }: PublicationAction) => sendAsEditor<PagePublication>('POST', `${base(locale, pageId!)}${action}/`, pageId!, note ? { note } : {}),
    onSuccess: (publication) => {
      queryClient.setQueryData(publicationKey(locale, pageId), publication);
      return queryClient.invalidateQueries({ queryKey: ['editor'] });
    },
  });
}
