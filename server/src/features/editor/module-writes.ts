import { COLUMN_KINDS, LIST_CHILD_KINDS, type ModuleWrite, moduleDataSchemas } from 'shared-contracts/modules';
import type { ColumnLayout, ModuleKind, PageModule } from 'shared-contracts/site';
import type { Queryable } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { buildModuleTree, columnCount } from '../../lib/module-tree';
import { MODULE_COLUMNS, type ModuleRow, insertModuleRow, normalizeModule } from '../../lib/page-state';
import { deriveImageFields } from './derive-image';
import { libraryAlt } from './media-library';
import { sanitizeModuleData } from './sanitize';

/** Validates a module's data with its kind's schema; the 400 names the field as `data.<field>`. */
export function validateModuleData(kind: ModuleKind, data: unknown): Record<string, unknown> {
  const result = moduleDataSchemas[kind].safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = ['data', ...issue.path].join('.');
    const errors = Object.fromEntries(result.error.issues.map((i) => [['data', ...i.path].join('.'), i.message]));
    throw new HttpError(400, `${field}: ${issue.message}`, field, { errors });
  }
  return sanitizeModuleData(kind, result.data as Record<string, unknown>);
}

/** Kinds whose image field comes with a derived `image_obj` and `image_thumbnails`. */
const hasImageObj = (kind: ModuleKind) => 'image_obj' in moduleDataSchemas[kind].shape;

/** Validated data plus the image fields the server derives itself (never the client's copies). */
async function prepareData(db: Queryable, locale: string, kind: ModuleKind, data: unknown, previous: Record<string, unknown> | null) {
  const valid = validateModuleData(kind, data);
  return hasImageObj(kind) ? deriveImageFields(valid, previous, (url) => libraryAlt(db, url, locale)) : valid;
}

/**
 * A PATCH merges like a JSON merge patch: a key sent as null is removed, so an optional field the editor emptied is
 * saved as empty instead of keeping its old value.
 */
export function mergeData(current: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = value;
  }
  return out;
}

export async function loadModuleRow(db: Queryable, id: number, locale?: string): Promise<ModuleRow | null> {
  const [row] = await db.query<ModuleRow>(
    `SELECT ${MODULE_COLUMNS} FROM modules WHERE id = $1${locale ? ' AND locale = $2' : ''}`,
    locale ? [id, locale] : [id],
  );
  return row ? normalizeModule(row) : null;
}

/** A module with its subtree, as the page API nests it. */
export async function loadModuleTree(db: Queryable, id: number): Promise<PageModule | null> {
  const cols = MODULE_COLUMNS.split(', ');
  const rows = (
    await db.query<ModuleRow>(
      `WITH RECURSIVE tree AS (SELECT ${MODULE_COLUMNS} FROM modules WHERE id = $1
         UNION ALL SELECT ${cols.map((c) => `m.${c}`).join(', ')} FROM modules m JOIN tree ON m.parent_id = tree.id)
       SELECT * FROM tree`,
      [id],
    )
  ).map(normalizeModule);
  if (!rows.length) return null;
  return buildModuleTree(rows.map((r) => (r.id === id ? { ...r, parent_id: null } : r)))[0] ?? null;
}

/** Where a module may sit: parents must exist in the same language, lists take only their item kinds. */
async function placement(db: Queryable, locale: string, kind: ModuleKind, input: Partial<ModuleWrite>, selfId?: number) {
  let pageId = input.page ?? null;
  let columnIndex: number | null = null;
  if (input.parent) {
    if (input.parent === selfId) throw badRequest('parent', 'a module cannot be its own parent');
    const parent = await loadModuleRow(db, input.parent, locale);
    if (!parent) throw badRequest('parent', 'parent module not found');
    const parentKind = parent.kind as ModuleKind;
    if (COLUMN_KINDS.includes(parentKind)) {
      columnIndex = input.column_index ?? 0;
      if (columnIndex >= columnCount((parent.layout ?? '100') as ColumnLayout)) throw badRequest('column_index', 'no such column in the parent layout');
    } else if (LIST_CHILD_KINDS[parentKind]?.includes(kind)) {
      columnIndex = null;
    } else {
      throw badRequest('parent', `a ${parentKind} module cannot hold ${kind} modules`);
    }
    pageId = parent.page_id;
  } else if (pageId !== null) {
    const [page] = await db.query('SELECT 1 FROM pages WHERE id = $1', [pageId]);
    if (!page) throw badRequest('page', 'page not found');
  }
  return { pageId, parentId: input.parent ?? null, columnIndex };
}

type Place = { pageId: number | null; parentId: number | null; columnIndex: number | null };

async function nextPosition(db: Queryable, locale: string, where: Place): Promise<number> {
  const [row] = await db.query<{ next: number }>(
    `SELECT coalesce(max(position) + 1, 0) AS next FROM modules
      WHERE locale = $1 AND parent_id IS NOT DISTINCT FROM $2 AND page_id IS NOT DISTINCT FROM $3 AND column_index IS NOT DISTINCT FROM $4`,
    [locale, where.parentId, where.pageId, where.columnIndex],
  );
  return Number(row.next);
}

/** Whether `candidate` is `rootId` or lies below it (a move there would cut the subtree off the page). */
async function isInside(db: Queryable, candidate: number, rootId: number): Promise<boolean> {
  const rows = await db.query(
    `WITH RECURSIVE tree AS (SELECT id FROM modules WHERE id = $1 UNION ALL SELECT m.id FROM modules m JOIN tree ON m.parent_id = tree.id)
     SELECT 1 FROM tree WHERE id = $2`,
    [rootId, candidate],
  );
  return rows.length > 0;
}

function uniqueSlug<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((error: { code?: string }) => {
    if (error?.code === '23505') throw badRequest('slug', 'a container with this slug already exists');
    throw error;
  });
}

export async function createModule(db: Queryable, locale: string, input: ModuleWrite): Promise<{ id: number; pageId: number | null }> {
  const kind = input.content_type;
  const data = await prepareData(db, locale, kind, mergeData({}, input.data), null);
  const where = await placement(db, locale, kind, input);
  const isColumns = COLUMN_KINDS.includes(kind);
  const position = input.position ?? (await nextPosition(db, locale, where));
  const id = await uniqueSlug(
    insertModuleRow(db, {
      page_id: where.pageId,
      locale,
      parent_id: where.parentId,
      column_index: where.columnIndex,
      position,
      kind,
      slug: input.slug ?? null,
      object_id: input.object_id ?? where.pageId,
      layout: isColumns ? (input.layout ?? '100') : null,
      column_classes: isColumns ? (input.column_classes ?? null) : null,
      data,
    }),
  );
  return { id, pageId: where.pageId };
}

/** Replaces (POST) or merges (PATCH) a module's fields; the kind never changes. */
export async function updateModule(
  db: Queryable,
  locale: string,
  id: number,
  input: Partial<ModuleWrite>,
  mode: 'replace' | 'merge',
): Promise<{ pageId: number | null; kind: ModuleKind }> {
  const current = await loadModuleRow(db, id, locale);
  if (!current) throw notFound('module');
  const kind = current.kind as ModuleKind;
  if (input.content_type && input.content_type !== kind) throw badRequest('content_type', 'the kind of a module cannot change');
  const sent = input.data ?? {};
  const data = await prepareData(db, locale, kind, mergeData(mode === 'merge' ? current.data : {}, sent), current.data);
  const moves = input.parent !== undefined || input.column_index !== undefined;
  const where = moves
    ? await placement(db, locale, kind, { parent: input.parent ?? null, column_index: input.column_index, page: input.page ?? current.page_id }, id)
    : { pageId: current.page_id, parentId: current.parent_id, columnIndex: current.column_index };
  let position = input.position ?? current.position;
  const changesPlace = moves && (where.parentId !== current.parent_id || where.columnIndex !== current.column_index || where.pageId !== current.page_id);
  if (changesPlace && input.position === undefined) {
    // A module moved to another column or section goes to its end, never onto a sibling's position.
    position = await nextPosition(db, locale, where);
  }
  if (moves && where.parentId !== null && (await isInside(db, where.parentId, id))) throw badRequest('parent', 'a module cannot move into its own subtree');
  const layout = COLUMN_KINDS.includes(kind) ? (input.layout ?? current.layout ?? '100') : null;
  if (layout && layout !== current.layout) {
    // Children beyond the new column count move into the last column instead of disappearing.
    await db.query('UPDATE modules SET column_index = $2 WHERE parent_id = $1 AND column_index >= $2', [id, columnCount(layout as ColumnLayout) - 1]);
  }
  await uniqueSlug(
    db.query(
      `UPDATE modules SET data = $2, page_id = $3, parent_id = $4, column_index = $5, position = $6, slug = $7, object_id = $8, layout = $9,
         column_classes = $10, updated_at = now() WHERE id = $1`,
      [id, JSON.stringify(data), where.pageId, where.parentId, where.columnIndex, position,
        input.slug !== undefined ? input.slug : current.slug, input.object_id !== undefined ? input.object_id : current.object_id, layout,
        input.column_classes ? JSON.stringify(input.column_classes) : current.column_classes ? JSON.stringify(current.column_classes) : null],
    ),
  );
  if (moves && where.pageId !== current.page_id) {
    await db.query(
      `WITH RECURSIVE tree AS (SELECT id FROM modules WHERE parent_id = $1 UNION ALL SELECT m.id FROM modules m JOIN tree ON m.parent_id = tree.id)
       UPDATE modules SET page_id = $2 WHERE id IN (SELECT id FROM tree)`,
      [id, where.pageId],
    );
  }
  return { pageId: current.page_id ?? where.pageId, kind };
}

export async function deleteModule(db: Queryable, locale: string, id: number): Promise<{ pageId: number | null; kind: ModuleKind }> {
  const current = await loadModuleRow(db, id, locale);
  if (!current) throw notFound('module');
  await db.query('DELETE FROM modules WHERE id = $1', [id]);
  return { pageId: current.page_id, kind: current.kind as ModuleKind };
}

/** Sets positions in the given order; all ids must share one parent (and column). */
export async function reorderModules(db: Queryable, locale: string, ids: number[]): Promise<{ pageId: number | null }> {
  if (new Set(ids).size !== ids.length) throw badRequest('ids', 'ids must be unique');
  const rows = await db.query<{ id: number; parent_id: number | null; column_index: number | null; page_id: number | null }>(
    'SELECT id, parent_id, column_index, page_id FROM modules WHERE id = ANY($1::int[]) AND locale = $2',
    [ids, locale],
  );
  if (rows.length !== ids.length) throw badRequest('ids', 'unknown module id');
  const first = rows[0];
  if (rows.some((r) => r.parent_id !== first.parent_id || r.column_index !== first.column_index || r.page_id !== first.page_id)) {
    throw badRequest('ids', 'modules to reorder must share one parent');
  }
  for (const [index, id] of ids.entries()) await db.query('UPDATE modules SET position = $2 WHERE id = $1', [id, index]);
  return { pageId: first.page_id };
}

/**
 * Copies a module with its whole subtree right after the original (later siblings move down one place). A copy never
 * takes the slug: slugs name one section.
 */
export async function duplicateModule(db: Queryable, locale: string, id: number): Promise<{ id: number; pageId: number | null; kind: ModuleKind }> {
  const current = await loadModuleRow(db, id, locale);
  if (!current) throw notFound('module');
  const cols = MODULE_COLUMNS.split(', ');
  const rows = (
    await db.query<ModuleRow>(
      `WITH RECURSIVE tree AS (SELECT ${MODULE_COLUMNS} FROM modules WHERE id = $1
         UNION ALL SELECT ${cols.map((c) => `m.${c}`).join(', ')} FROM modules m JOIN tree ON m.parent_id = tree.id)
       SELECT * FROM tree`,
      [id],
    )
  ).map(normalizeModule);
  await db.query(
    `UPDATE modules SET position = position + 1 WHERE locale = $1 AND parent_id IS NOT DISTINCT FROM $2 AND page_id IS NOT DISTINCT FROM $3
      AND column_index IS NOT DISTINCT FROM $4 AND position > $5`,
    [locale, current.parent_id, current.page_id, current.column_index, current.position],
  );
  const newIds = new Map<number, number>();
  // Parents come before their children in the recursive result, so each child finds its parent's copy.
  for (const row of rows) {
    const isRoot = row.id === id;
    const copyId = await insertModuleRow(db, {
      ...row,
      id: undefined,
      parent_id: isRoot ? row.parent_id : newIds.get(row.parent_id!)!,
      position: isRoot ? row.position + 1 : row.position,
      slug: null,
    });
    newIds.set(row.id, copyId);
  }
  return { id: newIds.get(id)!, pageId: current.page_id, kind: current.kind as ModuleKind };
}
