import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import type { PageModule } from 'shared-contracts/site';
import { sendJson } from 'site-config/remote-kit/http';

export interface ModuleUpdate {
  id: number;
  data: Record<string, unknown>;
}

/** PATCH /{locale}/pageeditor-api/modules/{id}/ with the module's data; credentials and CSRF. */
export const updateModule = (locale: Locale, update: ModuleUpdate) =>
  sendJson<PageModule>('PATCH', api.editorModule(locale, 'modules', update.id), { data: update.data });

export function useUpdateModule(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ModuleUpdate) => updateModule(locale, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['editor', 'page'] }),
  });
}
