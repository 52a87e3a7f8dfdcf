import type { Queryable } from '../db/types';

/** The rows that make up one page in every language: what a version snapshot stores and what a Page is built from. */
export interface PageRow {
  id: number;
  parent_id: number | null;
  position: number;
  content_type: string;
  is_online: boolean;
  is_clickable: boolean;
  in_menu: boolean;
  in_footer: boolean;
  is_landing_page: boolean;
  middleware: string[];
  og_type: string;
  og_image: { image_obj: { url: string }; image_thumbnails: { small: string } } | null;
}
export interface TranslationRow {
  page_id: number;
  locale: string;
  path: string;
  title: string;
  headline: string;
  meta_title: string;
  meta_description: string;
  og_title: string;
  og_description: string;
}
export interface ModuleRow {
  id: number;
  page_id: number | null;
  locale: string;
  parent_id: number | null;
  column_index: number | null;
  position: number;
  kind: string;
  slug: string | null;
  object_id: number | null;
  layout: string | null;
  column_classes: string[] | null;
  data: Record<string, unknown>;
}
export interface PageState {
  page: PageRow;
  translations: TranslationRow[];
  modules: ModuleRow[];
}

export const PAGE_COLUMNS =
  'id, parent_id, position, content_type, is_online, is_clickable, in_menu, in_footer, is_landing_page, middleware, og_type, og_image';
export const MODULE_COLUMNS = 'id, page_id, locale, parent_id, column_index, position, kind, slug, object_id, layout, column_classes, data';
const TRANSLATION_COLUMNS = 'page_id, locale, path, title, headline, meta_title, meta_description, og_title, og_description';

// jsonb arrives parsed from both drivers; a string only if someone stored JSON text, so parse defensively.
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
export const normalizePage = (r: PageRow): PageRow => ({ ...r, middleware: json<string[]>(r.middleware) ?? [], og_image: json(r.og_image) });
export const normalizeModule = (r: ModuleRow): ModuleRow => ({ ...r, data: json(r.data) ?? {}, column_classes: json(r.column_classes) });

export async function loadPageState(db: Queryable, pageId: number): Promise<PageState | null> {
  const [page] = await db.query<PageRow>(`SELECT ${PAGE_COLUMNS} FROM pages WHERE id = $1`, [pageId]);
  if (!page) return null;
  const translations = await db.query<TranslationRow>(`SELECT ${TRANSLATION_COLUMNS} FROM page_translations WHERE page_id = $1`, [pageId]);
  const modules = await db.query<ModuleRow>(`SELECT ${MODULE_COLUMNS} FROM modules WHERE page_id = $1 ORDER BY position, id`, [pageId]);
  return { page: normalizePage(page), translations, modules: modules.map(normalizeModule) };
}

/** Stores the page's current state as a new version and returns its id (the page's version_id from now on). */
export async function snapshotPage(db: Queryable, pageId: number, userId: number | null, note: string, at: Date, moduleKind: string | null = null): Promise<number> {
  const state = await loadPageState(db, pageId);
  if (!state) throw new Error(`page ${pageId} missing`);
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO page_versions (page_id, created_by, note, snapshot, created_at, module_kind) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [pageId, userId, note, JSON.stringify(state), at.toISOString(), moduleKind],
  );
  await db.query('UPDATE pages SET updated_at = $2 WHERE id = $1', [pageId, at.toISOString()]);
  return row.id;
}

export async function loadVersion(db: Queryable, pageId: number, versionId: number): Promise<PageState | null> {
  const [row] = await db.query<{ snapshot: unknown }>('SELECT snapshot FROM page_versions WHERE id = $1 AND page_id = $2', [versionId, pageId]);
  return row ? json<PageState>(row.snapshot) : null;
}

export async function latestVersionId(db: Queryable, pageId: number): Promise<number> {
  const [row] = await db.query<{ id: number | null }>('SELECT max(id) AS id FROM page_versions WHERE page_id = $1', [pageId]);
  return row?.id ?? 0;
}

/** Puts a stored version back as the current state (modules keep their ids), then records it as a new version. */
export async function restorePageState(db: Queryable, state: PageState): Promise<void> {
  const p = state.page;
  await db.query(
    `UPDATE pages SET parent_id = $2, position = $3, content_type = $4, is_online = $5, is_clickable = $6, in_menu = $7, in_footer = $8,
       is_landing_page = $9, middleware = $10, og_type = $11, og_image = $12 WHERE id = $1`,
    [p.id, p.parent_id, p.position, p.content_type, p.is_online, p.is_clickable, p.in_menu, p.in_footer, p.is_landing_page,
      JSON.stringify(p.middleware), p.og_type, p.og_image === null ? null : JSON.stringify(p.og_image)],
  );
  for (const t of state.translations) {
    await db.query(
      `INSERT INTO page_translations (page_id, locale, path, title, headline, meta_title, meta_description, og_title, og_description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (page_id, locale) DO UPDATE SET path = $3, title = $4, headline = $5, meta_title = $6, meta_description = $7,
         og_title = $8, og_description = $9`,
      [t.page_id, t.locale, t.path, t.title, t.headline, t.meta_title, t.meta_description, t.og_title, t.og_description],
    );
  }
  await db.query('DELETE FROM modules WHERE page_id = $1', [p.id]);
  // Parents first, so the foreign key to the parent module holds while inserting.
  const inserted = new Set<number>();
  let pending = [...state.modules];
  while (pending.length) {
    const ready = pending.filter((m) => m.parent_id === null || inserted.has(m.parent_id));
    if (!ready.length) break;
    for (const m of ready) {
      await insertModuleRow(db, m);
      inserted.add(m.id);
    }
    pending = pending.filter((m) => !inserted.has(m.id));
  }
}

export async function insertModuleRow(db: Queryable, m: Omit<ModuleRow, 'id'> & { id?: number }): Promise<number> {
  const cols = ['page_id', 'locale', 'parent_id', 'column_index', 'position', 'kind', 'slug', 'object_id', 'layout', 'column_classes', 'data'];
  const values: unknown[] = [m.page_id, m.locale, m.parent_id, m.column_index, m.position, m.kind, m.slug, m.object_id, m.layout,
    m.column_classes === null ? null : JSON.stringify(m.column_classes), JSON.stringify(m.data)];
  if (m.id !== undefined) {
    cols.unshift('id');
    values.unshift(m.id);
  }
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO modules (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    values,
  );
  return row.id;
}
