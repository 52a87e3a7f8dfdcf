import type { PageModule } from 'shared-contracts/site';

/** One changed field of a module, old → new, as short plain text. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}
export type ModuleChange =
  | { type: 'added' | 'removed'; id: number; kind: string; label: string }
  | { type: 'moved'; id: number; kind: string; label: string }
  | { type: 'changed'; id: number; kind: string; label: string; fields: FieldChange[] };

interface Placed {
  module: PageModule;
  /** The parent module's id (0 at the top of the page) and the column inside it. */
  place: string;
  siblings: number[];
}

type Tree = PageModule & { columns?: { children: PageModule[] }[]; children?: PageModule[] };

/** Every module of the tree with where it sits: parent, column and its siblings in order. */
function flatten(modules: PageModule[], parent = 0, column: number | null = null, out = new Map<number, Placed>()): Map<number, Placed> {
  const ids = modules.map((m) => m.id);
  for (const module of modules) {
    out.set(module.id, { module, place: `${parent}:${column ?? '-'}`, siblings: ids });
    const tree = module as Tree;
    tree.columns?.forEach((c, index) => flatten(c.children, module.id, index, out));
    if (tree.children?.length) flatten(tree.children, module.id, null, out);
  }
  return out;
}

/** Plain text of a field value: markup removed, whitespace folded, cut to a readable length. */
export function plain(value: unknown, max = 120): string {
  if (value === undefined || value === null || value === '') return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const folded = text.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return folded.length > max ? `${folded.slice(0, max - 1)}…` : folded;
}

/** The module's own words to recognise it in the list: its headline or text, else nothing. */
function labelOf(module: PageModule): string {
  const data = module.data as Record<string, unknown>;
  return plain(data.content ?? data.headline ?? data.title ?? data.link_text ?? data.caption ?? '', 60);
}

/** Derived parts follow the image on the server; comparing them would report every image change three times. */
const DERIVED = new Set(['image_obj', 'image_thumbnails']);

function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !DERIVED.has(k)).sort();
  return keys
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map((key) => ({ field: key, before: plain(before[key]), after: plain(after[key]) }));
}

/** Position among the siblings both versions have, so an insertion before a module does not count as moving it. */
const orderAmong = (siblings: number[], common: Set<number>, id: number) => siblings.filter((s) => common.has(s)).indexOf(id);

/**
 * What changed from an older version to the current page, module by module (module ids survive restores, so a
 * module is the same module in both): added, removed, moved (other parent, column or order), changed fields.
 * In the order of the current page, removed ones last.
 */
export function compareVersions(older: PageModule[], current: PageModule[]): ModuleChange[] {
  const before = flatten(older);
  const after = flatten(current);
  const common = new Set([...after.keys()].filter((id) => before.has(id)));
  const changes: ModuleChange[] = [];
  for (const [id, now] of after) {
    const kind = now.module.content_type;
    const label = labelOf(now.module);
    const then = before.get(id);
    if (!then) {
      changes.push({ type: 'added', id, kind, label });
      continue;
    }
    if (then.place !== now.place || orderAmong(then.siblings, common, id) !== orderAmong(now.siblings, common, id)) {
      changes.push({ type: 'moved', id, kind, label });
    }
    const fields = fieldChanges(then.module.data as Record<string, unknown>, now.module.data as Record<string, unknown>);
    const layoutBefore = (then.module as { layout?: string | null }).layout ?? null;
    const layoutAfter = (now.module as { layout?: string | null }).layout ?? null;
    if (layoutBefore !== layoutAfter) fields.unshift({ field: 'layout', before: layoutBefore ?? '', after: layoutAfter ?? '' });
    if (fields.length) changes.push({ type: 'changed', id, kind, label, fields });
  }
  for (const [id, then] of before) {
    if (!after.has(id)) changes.push({ type: 'removed', id, kind: then.module.content_type, label: labelOf(then.module) });
  }
  return changes;
}
