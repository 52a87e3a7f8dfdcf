import { z } from 'zod';
import type { pagePatchSchema, pageWriteSchema } from 'shared-contracts/modules';
import type { PageListItem, PageSettings, PageTexts } from 'shared-contracts/editor/page-settings';
import { LOCALES, type Locale } from 'shared-contracts/locales';
import type { Queryable } from '../../db/types';
import { badRequest, notFound } from '../../http/errors';
import { PAGE_COLUMNS, type PageRow, normalizePage } from '../../lib/page-state';
import { renditionsOf } from './derive-image';
import { checkPathIsFree, keepOldAddress, pageUrl } from './page-address';
import { syncNavEntries } from './page-nav';

type PageWrite = z.infer<typeof pageWriteSchema>;
type PagePatch = z.infer<typeof pagePatchSchema>;

const FLAGS = ['is_online', 'is_clickable', 'in_menu', 'in_footer', 'is_landing_page'] as const;

/**
 * The page_translations columns a patch may set. Column names cannot be bound as parameters, so the UPDATE is built
 * only from this list: a key that is not on it never reaches the SQL, whatever the request validation let through.
 */
type TranslationPatch = NonNullable<NonNullable<PagePatch['translations']>['de']>;
const TRANSLATION_COLUMNS = ['path', 'title', 'headline', 'meta_title', 'meta_description', 'og_title', 'og_description'] as const satisfies readonly (keyof TranslationPatch)[];

function uniquePath<T>(promise: Promise<T>, locale: string): Promise<T> {
  return promise.catch((error: { code?: string; constraint?: string }) => {
    if (error?.code === '23505') throw badRequest(`translations.${locale}.path`, 'another page already has this path');
    throw error;
  });
}

async function checkParent(db: Queryable, parent: number | null | undefined, selfId?: number) {
  if (parent === undefined || parent === null) return;
  if (parent === selfId) throw badRequest('parent', 'a page cannot be its own parent');
  const [row] = await db.query('SELECT 1 FROM pages WHERE id = $1', [parent]);
  if (!row) throw badRequest('parent', 'parent page not found');
}

/** The stored sharing image for an image url of the library; only library images have the thumbnails sharing needs. */
async function ogImageOf(url: string | null | undefined) {
  if (url === undefined || url === null) return url;
  const base = await renditionsOf(url);
  if (!base) throw badRequest('og_image', 'choose an image of the media library');
  return { image_obj: base.image_obj, image_thumbnails: base.image_thumbnails };
}

export async function createPage(db: Queryable, input: PageWrite): Promise<number> {
  await checkParent(db, input.parent);
  for (const locale of LOCALES) checkPathIsFree(locale, input.translations[locale].path);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO pages (parent_id, position, is_online, is_clickable, in_menu, in_footer, is_landing_page, middleware)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [input.parent ?? null, input.position ?? 0, input.is_online ?? true, input.is_clickable ?? true, input.in_menu ?? false,
      input.in_footer ?? false, input.is_landing_page ?? false, JSON.stringify(input.middleware ?? [])],
  );
  for (const locale of LOCALES) {
    const t = input.translations[locale];
    await uniquePath(
      db.query(
        `INSERT INTO page_translations (page_id, locale, path, title, headline, meta_title, meta_description, og_title, og_description)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [row.id, locale, t.path, t.title, t.headline ?? '', t.meta_title ?? '', t.meta_description ?? '', t.og_title ?? '', t.og_description ?? ''],
      ),
      locale,
    );
  }
  return row.id;
}

/**
 * The one write of a page's settings (flags, sharing fields, per-language title, headline, address, meta): every
 * screen that changes page settings goes through here, inside the caller's transaction. Like every editor write it
 * changes the draft; the redirect from a changed address and the menu entries follow at Publish
 * (`publishAddressAndMenus`).
 */
export async function updatePage(db: Queryable, id: number, input: PagePatch): Promise<void> {
  const [current] = await db.query<PageRow>(`SELECT ${PAGE_COLUMNS} FROM pages WHERE id = $1`, [id]);
  if (!current) throw notFound('page');
  const page = normalizePage(current);
  await checkParent(db, input.parent, id);
  const next = { ...page, ...Object.fromEntries(FLAGS.filter((f) => input[f] !== undefined).map((f) => [f, input[f]])) };
  const ogImage = await ogImageOf(input.og_image);
  await db.query(
    `UPDATE pages SET parent_id = $2, position = $3, is_online = $4, is_clickable = $5, in_menu = $6, in_footer = $7, is_landing_page = $8,
       middleware = $9, og_type = $10, og_image = $11 WHERE id = $1`,
    [id, input.parent !== undefined ? input.parent : page.parent_id, input.position ?? page.position, next.is_online, next.is_clickable,
      next.in_menu, next.in_footer, next.is_landing_page, JSON.stringify(input.middleware ?? page.middleware), input.og_type ?? page.og_type,
      ogImage === undefined ? (page.og_image ? JSON.stringify(page.og_image) : null) : ogImage === null ? null : JSON.stringify(ogImage)],
  );
  for (const locale of LOCALES) {
    const t = input.translations?.[locale];
    if (!t) continue;
    if (t.path !== undefined) checkPathIsFree(locale, t.path);
    const sets = TRANSLATION_COLUMNS.filter((column) => t[column] !== undefined).map((column) => [column, t[column]] as const);
    if (!sets.length) continue;
    await uniquePath(
      db.query(
        `UPDATE page_translations SET ${sets.map(([k], i) => `${k} = $${i + 3}`).join(', ')} WHERE page_id = $1 AND locale = $2`,
        [id, locale, ...sets.map(([, v]) => v)],
      ),
      locale,
    );
  }
}

/**
 * What visitors reach of a page besides its content, its addresses and its menu and footer entries, changes when the
 * page is published, not when the draft is saved: a redirect from an address visitors still use, to one they cannot
 * see yet, would lead them to a 404. Called inside the publish transaction, it compares the published state (none for
 * a page never published) with the draft: a changed address keeps the old one working as a redirect, and the header
 * menu and footer follow in_menu, in_footer and the address.
 */
export async function publishAddressAndMenus(db: Queryable, pageId: number): Promise<void> {
  const [draft] = await db.query<{ parent_id: number | null; in_menu: boolean; in_footer: boolean }>('SELECT parent_id, in_menu, in_footer FROM pages WHERE id = $1', [pageId]);
  if (!draft) throw notFound('page');
  const [published] = await db.query<{ in_menu: boolean; in_footer: boolean }>('SELECT in_menu, in_footer FROM published_pages WHERE id = $1', [pageId]);
  const drafts = await db.query<{ locale: Locale; path: string; title: string }>('SELECT locale, path, title FROM page_translations WHERE page_id = $1', [pageId]);
  const live = await db.query<{ locale: string; path: string }>('SELECT locale, path FROM published_page_translations WHERE page_id = $1', [pageId]);
  // Switched on always makes sure of the entry; switched off removes entries only when the flag really changed.
  const flag = (now: boolean, before: boolean | undefined) => (now ? true : before ? false : undefined);
  for (const t of drafts) {
    const oldPath = live.find((row) => row.locale === t.locale)?.path ?? t.path;
    const [parent] = draft.parent_id
      ? await db.query<{ path: string }>('SELECT path FROM page_translations WHERE page_id = $1 AND locale = $2', [draft.parent_id, t.locale])
      : [];
    await keepOldAddress(db, t.locale, pageUrl(t.locale, oldPath), pageUrl(t.locale, t.path), { field: `translations.${t.locale}.path`, locale: t.locale });
    await syncNavEntries(
      db,
      t.locale,
      { title: t.title, oldUrl: pageUrl(t.locale, oldPath), url: pageUrl(t.locale, t.path), parentUrl: parent ? pageUrl(t.locale, parent.path) : null },
      { menu: flag(draft.in_menu, published?.in_menu), footer: flag(draft.in_footer, published?.in_footer) },
    );
  }
}

export async function listPages(db: Queryable, locale: Locale, filters: { parent?: number; is_online?: boolean; q?: string }): Promise<PageListItem[]> {
  const rows = await db.query<{ id: number; parent_id: number | null; is_online: boolean; in_menu: boolean; in_footer: boolean; is_landing_page: boolean; title: string; path: string; position: number }>(
    `SELECT p.id, p.parent_id, p.is_online, p.in_menu, p.in_footer, p.is_landing_page, p.position, t.title, t.path FROM pages p JOIN page_translations t ON t.page_id = p.id AND t.locale = $1
      WHERE ($2::int IS NULL OR p.parent_id = $2) AND ($3::boolean IS NULL OR p.is_online = $3) AND ($4::text IS NULL OR t.title ILIKE '%' || $4 || '%')
      ORDER BY p.parent_id NULLS FIRST, p.position, p.id`,
    [locale, filters.parent ?? null, filters.is_online ?? null, filters.q ?? null],
  );
  return rows.map((r) => ({ ...r, url: pageUrl(locale, r.path) }));
}

/** A page's settings in both languages, shaped like the update it is edited into. */
export async function pageSettings(db: Queryable, id: number): Promise<PageSettings | null> {
  const [current] = await db.query<PageRow>(`SELECT ${PAGE_COLUMNS} FROM pages WHERE id = $1`, [id]);
  if (!current) return null;
  const page = normalizePage(current);
  const rows = await db.query<{ locale: string; path: string; title: string; headline: string; meta_title: string; meta_description: string; og_title: string; og_description: string }>(
    'SELECT locale, path, title, headline, meta_title, meta_description, og_title, og_description FROM page_translations WHERE page_id = $1',
    [id],
  );
  const translations = Object.fromEntries(LOCALES.map((locale) => {
    const { locale: _l, ...fields } = rows.find((r) => r.locale === locale) ?? { locale, path: '', title: '', headline: '', meta_title: '', meta_description: '', og_title: '', og_description: '' };
    return [locale, { ...fields, url: pageUrl(locale, fields.path) }];
  })) as Record<Locale, PageTexts>;
  return {
    id: page.id,
    is_online: page.is_online,
    in_menu: page.in_menu,
    in_footer: page.in_footer,
    is_landing_page: page.is_landing_page,
    og_type: page.og_type,
    og_image: page.og_image?.image_obj.url ?? null,
    translations,
  };
}
