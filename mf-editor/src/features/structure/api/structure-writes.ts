import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import type { ColumnLayout, ModuleKind, PageModule } from 'shared-contracts/site';
import { sendAsEditor } from '../../page-editing/api/page-version';

/** Where a new or moved module goes: a page's top level, a column of a container or section, or a list. */
export interface Placement {
  page?: number;
  parent?: number | null;
  column_index?: number | null;
}

export type StructureWrite =
  | { type: 'create'; content_type: ModuleKind; placement: Placement; data: Record<string, unknown>; layout?: ColumnLayout }
  | { type: 'delete'; id: number }
  | { type: 'duplicate'; id: number }
  | { type: 'move'; id: number; placement: Placement }
  | { type: 'layout'; id: number; layout: ColumnLayout }
  | { type: 'reorder'; ids: number[] };

const url = (locale: Locale, id?: number | 'reorder') => api.editorModule(locale, 'modules', id);

/** The editor's structure calls (staff-only access to modules); credentials and CSRF on each. */
export function writeStructure(locale: Locale, pageId: number | null, write: StructureWrite): Promise<PageModule | { ids: number[] } | null> {
  switch (write.type) {
    case 'create':
      return sendAsEditor('POST', url(locale), pageId, { content_type: write.content_type, ...write.placement, data: write.data, ...(write.layout ? { layout: write.layout } : {}) });
    case 'delete':
      return sendAsEditor('DELETE', url(locale, write.id), pageId);
    case 'duplicate':
      return sendAsEditor('POST', `${url(locale, write.id)}duplicate/`, pageId, {});
    case 'move':
      return sendAsEditor('PATCH', url(locale, write.id), pageId, write.placement);
    case 'layout':
      return sendAsEditor('PATCH', url(locale, write.id), pageId, { layout: write.layout });
    case 'reorder':
      return sendAsEditor('POST', url(locale, 'reorder'), pageId, { ids: write.ids });
  }
}

export function useStructureWrite(locale: Locale, pageId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: StructureWrite) => writeStructure(locale, pageId, write),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['editor'] }),
  });
}
