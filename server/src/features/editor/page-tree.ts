import { LOCALES, type Locale } from 'shared-contracts/locales';
import type { PageTreeCreate, PageTreeMove, PageTreeNode } from 'shared-contracts/page-tree';
import type { ColumnLayout } from 'shared-contracts/site';
import type { Queryable } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { insertModuleRow } from '../../lib/page-state';
import { createPage } from './page-writes';
import { checkPathIsFree, pageUrl } from './page-address';

/** A page's address is its parent's plus its own segment; the home page's address is empty. */
const joinPath = (parentPath: string, segment: string) => (parentPath ? `${parentPath}/${segment}` : segment);
const segmentOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export async function listTree(db: Queryable, locale: Locale): Promise<PageTreeNode[]> {
  const rows = await db.query<Omit<PageTreeNode, 'url'> & { path: string }>(
    `SELECT p.id, p.parent_id, p.position, p.in_menu, t.title, t.path, (p.published_version_id IS NOT NULL) AS published,
            coalesce(v.latest, 0)::int AS version, (p.published_version_id IS NULL OR v.latest > p.published_version_id) AS has_draft
       FROM pages p LEFT JOIN LATERAL (SELECT max(id) AS latest FROM page_versions WHERE page_id = p.id) v ON true JOIN page_translations t ON t.page_id = p.id AND t.locale = $1
      ORDER BY p.parent_id NULLS FIRST, p.position, p.id`,
    [locale],
  );
  return rows.map(({ path, ...row }) => ({ ...row, url: pageUrl(locale, path) }));
}

async function pathOf(db: Queryable, pageId: number, locale: Locale): Promise<string | null> {
  const [row] = await db.query<{ path: string }>('SELECT path FROM page_translations WHERE page_id = $1 AND locale = $2', [pageId, locale]);
  return row ? row.path : null;
}

/** Refuses an address another page has, naming the segment field staff typed. */
async function assertAddressFree(db: Queryable, locale: Locale, path: string, selfId: number | null): Promise<void> {
  try {
    checkPathIsFree(locale, path);
  } catch {
    throw badRequest(`translations.${locale}.segment`, 'this address belongs to a screen of the site');
  }
  const [taken] = await db.query<{ page_id: number }>('SELECT page_id FROM page_translations WHERE locale = $1 AND path = $2', [locale, path]);
  if (taken && taken.page_id !== selfId) throw badRequest(`translations.${locale}.segment`, `a page under this parent already has the address ${pageUrl(locale, path)}`);
}

async function assertParent(db: Queryable, parent: number | null): Promise<void> {
  if (parent === null) return;
  const [row] = await db.query('SELECT 1 FROM pages WHERE id = $1', [parent]);
  if (!row) throw badRequest('parent', 'parent page not found');
}

const nextPosition = async (db: Queryable, parent: number | null) =>
  (await db.query<{ next: number }>('SELECT coalesce(max(position), -1)::int + 1 AS next FROM pages WHERE parent_id IS NOT DISTINCT FROM $1', [parent]))[0].next;

/** A new page under `parent`, last among its siblings, with one empty section in the chosen layout per language; a draft until published. */
export async function createInTree(db: Queryable, input: Required<Omit<PageTreeCreate, 'in_menu'>> & { in_menu: boolean }): Promise<number> {
  await assertParent(db, input.parent);
  const paths = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const parentPath = input.parent === null ? '' : ((await pathOf(db, input.parent, locale)) ?? '');
    paths[locale] = joinPath(parentPath, input.translations[locale].segment);
    await assertAddressFree(db, locale, paths[locale], null);
  }
  const id = await createPage(db, {
    parent: input.parent,
    position: await nextPosition(db, input.parent),
    in_menu: input.in_menu,
    translations: {
      de: { path: paths.de, title: input.translations.de.title },
      en: { path: paths.en, title: input.translations.en.title },
    },
  });
  for (const locale of LOCALES) await addSection(db, id, locale, input.layout);
  return id;
}

async function addSection(db: Queryable, pageId: number, locale: Locale, layout: ColumnLayout): Promise<void> {
  await insertModuleRow(db, {
    page_id: pageId, locale, parent_id: null, column_index: null, position: 0, kind: 'container', slug: null, object_id: pageId,
    layout, column_classes: null, data: {},
  });
}

/** The ids of a page and every page below it. */
async function subtree(db: Queryable, pageId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `WITH RECURSIVE below(id) AS (SELECT $1::int UNION ALL SELECT p.id FROM pages p JOIN below b ON p.parent_id = b.id) SELECT id FROM below`,
    [pageId],
  );
  return rows.map((r) => r.id);
}

/**
 * Moves a page (and its subpages) under another parent at a position among the new siblings. The addresses follow the
 * tree in the draft; visitors keep the old ones until each page is published, when the old address becomes a 301.
 * Returns the pages whose draft changed, so each gets a version.
 */
export async function moveInTree(db: Queryable, pageId: number, move: PageTreeMove): Promise<number[]> {
  const [page] = await db.query<{ parent_id: number | null }>('SELECT parent_id FROM pages WHERE id = $1 FOR UPDATE', [pageId]);
  if (!page) throw notFound('page');
  if ((await pathOf(db, pageId, 'de')) === '') throw new HttpError(409, 'page: the home page stays at the top of the tree', 'page');
  await assertParent(db, move.parent);
  const below = await subtree(db, pageId);
  if (move.parent !== null && below.includes(move.parent)) throw badRequest('parent', 'a page cannot move under itself or one of its subpages');

  const changed = new Set<number>([pageId]);
  if (move.parent !== page.parent_id) {
    for (const locale of LOCALES) {
      const oldPath = (await pathOf(db, pageId, locale)) ?? '';
      const parentPath = move.parent === null ? '' : ((await pathOf(db, move.parent, locale)) ?? '');
      const newPath = joinPath(parentPath, segmentOf(oldPath));
      if (newPath === oldPath) continue;
      await assertAddressFree(db, locale, newPath, pageId);
      // Subpages whose address starts with the old one keep their place below it.
      const moved = await db.query<{ page_id: number }>(
        `UPDATE page_translations SET path = $3 || substr(path, length($2) + 1)
          WHERE locale = $1 AND page_id = ANY($4::int[]) AND (path = $2 OR path LIKE $2 || '/%') RETURNING page_id`,
        [locale, oldPath, newPath, below],
      ).catch((error: { code?: string }) => {
        if (error?.code === '23505') throw badRequest(`translations.${locale}.segment`, 'a subpage would take the address of another page');
        throw error;
      });
      for (const row of moved) changed.add(row.page_id);
    }
  }
  const siblings = (await db.query<{ id: number }>(
    'SELECT id FROM pages WHERE parent_id IS NOT DISTINCT FROM $1 AND id <> $2 ORDER BY position, id',
    [move.parent, pageId],
  )).map((r) => r.id);
  siblings.splice(Math.min(move.position, siblings.length), 0, pageId);
  await db.query('UPDATE pages SET parent_id = $2 WHERE id = $1', [pageId, move.parent]);
  for (const [position, id] of siblings.entries()) await db.query('UPDATE pages SET position = $2 WHERE id = $1', [id, position]);
  return [...changed];
}

/** A copy of the page right after it: same parent, sections and texts, "-kopie" / "-copy" addresses, a draft not in any menu. */
export async function duplicateInTree(db: Queryable, pageId: number): Promise<number> {
  const [page] = await db.query<{ parent_id: number | null; position: number }>('SELECT parent_id, position FROM pages WHERE id = $1', [pageId]);
  if (!page) throw notFound('page');
  const translations = await db.query<{ locale: Locale; path: string; title: string }>('SELECT locale, path, title FROM page_translations WHERE page_id = $1', [pageId]);
  const copy = {} as Record<Locale, { path: string; title: string }>;
  for (const locale of LOCALES) {
    const t = translations.find((row) => row.locale === locale) ?? { path: `seite-${pageId}`, title: '' };
    const suffix = locale === 'de' ? 'kopie' : 'copy';
    const base = t.path ? `${t.path}-${suffix}` : suffix;
    let path = base;
    for (let n = 2; (await db.query('SELECT 1 FROM page_translations WHERE locale = $1 AND path = $2', [locale, path])).length; n++) path = `${base}-${n}`;
    copy[locale] = { path, title: `${t.title} (${locale === 'de' ? 'Kopie' : 'copy'})` };
  }
  await db.query('UPDATE pages SET position = position + 1 WHERE parent_id IS NOT DISTINCT FROM $1 AND position > $2', [page.parent_id, page.position]);
  const id = await createPage(db, { parent: page.parent_id, position: page.position + 1, translations: copy });
  await copySections(db, pageId, id);
  return id;
}

async function copySections(db: Queryable, fromPage: number, toPage: number): Promise<void> {
  const modules = await db.query<Parameters<typeof insertModuleRow>[1] & { id: number }>(
    'SELECT id, page_id, locale, parent_id, column_index, position, kind, slug, object_id, layout, column_classes, data FROM modules WHERE page_id = $1 ORDER BY id',
    [fromPage],
  );
  const newIds = new Map<number, number>();
  let pending = modules;
  // Parents before children, so every copy can point at its parent's copy; slugs stay with the original (they are unique).
  while (pending.length) {
    const ready = pending.filter((m) => m.parent_id === null || newIds.has(m.parent_id));
    if (!ready.length) break;
    for (const { id, ...m } of ready) {
      const parent = m.parent_id === null ? null : newIds.get(m.parent_id)!;
      newIds.set(id, await insertModuleRow(db, { ...m, page_id: toPage, parent_id: parent, slug: null, object_id: m.object_id === fromPage ? toPage : m.object_id }));
    }
    pending = pending.filter((m) => !newIds.has(m.id));
  }
}

/** Visitors no longer reach the page (404, search forgets it); the draft stays for staff to publish again. */
export async function takeOffline(db: Queryable, pageId: number): Promise<void> {
  const [row] = await db.query('UPDATE pages SET published_version_id = NULL, offline_at = NULL WHERE id = $1 RETURNING id', [pageId]);
  if (!row) throw notFound('page');
}

/** A page with subpages is not deleted: they would lose their place and their addresses. */
export async function assertDeletable(db: Queryable, pageId: number): Promise<void> {
  const [child] = await db.query('SELECT 1 FROM pages WHERE parent_id = $1 LIMIT 1', [pageId]);
  if (child) throw new HttpError(409, 'page: move or delete its subpages first', 'page');
}

/** The published (else draft) addresses of a page per language, for the 301 that replaces a deleted page. */
export async function addressesOf(db: Queryable, pageId: number): Promise<Array<{ locale: Locale; url: string }>> {
  const rows = await db.query<{ locale: Locale; path: string }>(
    `SELECT locale, path FROM published_page_translations WHERE page_id = $1
      UNION SELECT locale, path FROM page_translations t WHERE page_id = $1
        AND NOT EXISTS (SELECT 1 FROM published_page_translations p WHERE p.page_id = $1 AND p.locale = t.locale)`,
    [pageId],
  );
  return rows.map((r) => ({ locale: r.locale, url: pageUrl(r.locale, r.path) }));
}
