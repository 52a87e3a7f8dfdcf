import { COLUMN_KINDS, LIST_CHILD_KINDS } from 'shared-contracts/modules';
import { COLUMN_LAYOUTS, type ColumnLayout, type ModuleKind, type PageModule } from 'shared-contracts/site';
import type { ModuleRow } from './page-state';

export function columnCount(layout: ColumnLayout): number {
  return layout === '100' ? 1 : layout.split('-').length;
}
export function defaultColumnClasses(layout: ColumnLayout): string[] {
  return layout === '100' ? ['col-100'] : layout.split('-').map((w) => `col-${w}`);
}

/** Builds nested modules from flat rows: column children by column_index, list items as children. */
export function buildModuleTree(rows: ModuleRow[], rootParent: number | null = null): PageModule[] {
  const nodes = new Map<number, PageModule>();
  for (const r of rows) {
    const kind = r.kind as ModuleKind;
    const node: PageModule = {
      id: r.id,
      content_type: kind,
      slug: r.slug,
      parent: r.parent_id,
      object_id: r.object_id,
      position: r.position,
      data: r.data,
    };
    if (COLUMN_KINDS.includes(kind)) {
      const layout = (COLUMN_LAYOUTS as readonly string[]).includes(r.layout ?? '') ? (r.layout as ColumnLayout) : '100';
      const classes = r.column_classes ?? defaultColumnClasses(layout);
      node.layout = layout;
      node.columns = Array.from({ length: columnCount(layout) }, (_, i) => ({ classes: classes[i] ?? defaultColumnClasses(layout)[i], children: [] }));
    }
    if (LIST_CHILD_KINDS[kind]) node.children = [];
    nodes.set(r.id, node);
  }
  const roots: PageModule[] = [];
  const sorted = [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
  for (const r of sorted) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    if (r.parent_id === rootParent || !parent) {
      if (r.parent_id === rootParent) roots.push(node);
      continue;
    }
    if (parent.columns && r.column_index !== null) {
      (parent.columns[Math.min(r.column_index, parent.columns.length - 1)] ?? parent.columns[0]).children.push(node);
    } else {
      (parent.children ??= []).push(node);
    }
  }
  return roots;
}
