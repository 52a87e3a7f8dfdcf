import { COLUMN_KINDS, LIST_CHILD_KINDS } from 'shared-contracts/modules';
import { COLUMN_LAYOUTS, type ColumnLayout, MODULE_KINDS, type ModuleKind, type PageModule } from 'shared-contracts/site';

export { COLUMN_LAYOUTS };

/** Kinds that only exist as items of a list; they are added inside their list, never into a column. */
const ITEM_ONLY: readonly ModuleKind[] = ['teaser_item', 'logo_item', 'anchor_item'];

export const isColumnKind = (kind: ModuleKind) => COLUMN_KINDS.includes(kind);
export const listItemKinds = (kind: ModuleKind): readonly ModuleKind[] => LIST_CHILD_KINDS[kind] ?? [];

/** The module kinds that may be added at a place: sections on the page, content in a column, items in a list. */
export function allowedKinds(place: { type: 'page' } | { type: 'column' } | { type: 'list'; kind: ModuleKind }): readonly ModuleKind[] {
  if (place.type === 'page') return COLUMN_KINDS;
  if (place.type === 'list') return listItemKinds(place.kind);
  return MODULE_KINDS.filter((k) => !ITEM_ONLY.includes(k));
}

/** Column widths of a layout in percent ('33-33-33' → [33, 33, 33]). */
export const columnWidths = (layout: ColumnLayout | undefined) => (layout ?? '100').split('-').map(Number);

const strip = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();

/** A short text naming the module in the tree: its headline, text, title or link text, else nothing. */
export function moduleSummary(module: PageModule): string {
  const d = module.data;
  const faq = Array.isArray(d.items) && typeof (d.items[0] as { question?: unknown })?.question === 'string' ? String((d.items[0] as { question: string }).question) : '';
  const text = [d.headline, d.content, d.title, d.link_text, d.text, d.author, faq].find((v) => typeof v === 'string' && strip(v as string));
  const plain = typeof text === 'string' ? strip(text) : module.slug ?? '';
  return plain.length > 48 ? `${plain.slice(0, 47)}…` : plain;
}

/** Whether a dated item is shown to visitors now: scheduled (not yet), expired (no more) or live. */
export function scheduleOf(module: PageModule, now = Date.now()): 'scheduled' | 'expired' | null {
  const from = typeof module.data.online_from === 'string' ? Date.parse(module.data.online_from) : NaN;
  const to = typeof module.data.online_to === 'string' ? Date.parse(module.data.online_to) : NaN;
  if (!Number.isNaN(from) && from > now) return 'scheduled';
  if (!Number.isNaN(to) && to < now) return 'expired';
  return null;
}

export interface ColumnTarget {
  parent: number;
  column: number;
  /** Section number (1-based, in page order) and its column count, for the label. */
  section: number;
  columns: number;
  kind: ModuleKind;
}

/** Every column on the page a module may move into (not its own subtree, not where it already is). */
export function columnTargets(modules: PageModule[], moving: PageModule, currentParent: number | null, currentColumn: number | null): ColumnTarget[] {
  const targets: ColumnTarget[] = [];
  let section = 0;
  const walk = (module: PageModule, top: number) => {
    if (module.id === moving.id) return;
    if (isColumnKind(module.content_type)) {
      const count = module.columns?.length ?? columnWidths(module.layout).length;
      for (let column = 0; column < count; column++) {
        if (module.id === currentParent && column === currentColumn) continue;
        targets.push({ parent: module.id, column, section: top, columns: count, kind: module.content_type });
      }
    }
    module.columns?.forEach((c) => c.children.forEach((child) => walk(child, top)));
  };
  for (const module of modules) walk(module, ++section);
  return targets;
}
