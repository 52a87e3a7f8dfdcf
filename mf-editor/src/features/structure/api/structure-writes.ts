import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import type { ColumnLayout, ModuleKind, PageModule } from 'shared-contracts/site';
import { sendJson } from '../../../lib/http';

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

/** The editor's structure calls (section 7 resource access on modules); credentials and CSRF on each. */
export function writeStructure(locale: Locale, write: StructureWrite): Promise<PageModule | { ids: number[] } | null> {
  switch (write.type) {
    case 'create':
      return sendJson('POST', url(locale), { content_type: write.content_type, ...write.placement, data: write.data, ...(write.layout ? { layout: write.layout } : {}) });
    case 'delete':
      return sendJson('DELETE', url(locale, write.id));
    case 'duplicate':
      return sendJson('POST', `${url(locale, write.id)}duplicate/`, {});
    case 'move':
      return sendJson('PATCH', url(locale, write.id), write.placement);
    case 'layout':
      return sendJson('PATCH', url(locale, write.id), { layout: write.layout });
    case 'reorder':
      return sendJson('POST', url(locale, 'reorder'), { ids: write.ids });
  }
}

export function useStructureWrite(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: StructureWrite) => writeStructure(locale, write),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['editor'] }),
  });
}
