import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import type { PageSchedule } from 'shared-contracts/page-versions';
import { sendJson } from 'site-config/remote-kit/http';
import type { PagePublication } from 'shared-contracts/editor/page-publication';
import { publicationKey } from './publication';

/** POST pages/{id}/schedule/: when the draft goes live by itself, and when the page leaves visitors (null clears). */
export function useSaveSchedule(locale: Locale, pageId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: PageSchedule) => sendJson<PagePublication>('POST', `${api.editorModule(locale, 'pages', pageId!)}schedule/`, schedule),
    onSuccess: (publication) => queryClient.setQueryData(publicationKey(locale, pageId), publication),
  });
}
