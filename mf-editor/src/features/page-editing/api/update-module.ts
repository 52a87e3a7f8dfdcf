import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import type { PageModule } from 'shared-contracts/site';
import { sendAsEditor } from './page-version';

type Data = Record<string, unknown>;

export interface ModuleUpdate {
  id: number;
  /** The page the module is on (its version is the base of the write); null outside pages. */
  pageId: number | null;
  /** The module's data before the edit: keys it had and `data` lacks are sent as null, which clears them. */
  before: Data;
  data: Data;
  /** Undo sends the old data whole (POST replaces), so the module comes back exactly as it was. */
  mode?: 'merge' | 'replace';
}

/** The edited data as a JSON merge patch: every field, and null for each field the editor emptied. */
export function mergePatch(before: Data, after: Data): Data {
  const cleared = Object.keys(before).filter((key) => !(key in after));
  return { ...after, ...Object.fromEntries(cleared.map((key) => [key, null])) };
}

/** PATCH (merge) or POST (replace) /{locale}/pageeditor-api/modules/{id}/ with credentials and CSRF. */
export const updateModule = (locale: Locale, update: ModuleUpdate) =>
  update.mode === 'replace'
    ? sendAsEditor<PageModule>('POST', api.editorModule(locale, 'modules', update.id), update.pageId, { data: update.data })
    : sendAsEditor<PageModule>('PATCH', api.editorModule(locale, 'modules', update.id), update.pageId, { data: mergePatch(update.before, update.data) });

export function useUpdateModule(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ModuleUpdate) => updateModule(locale, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['editor', 'page'] }),
  });
}
