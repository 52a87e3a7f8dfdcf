import type { DeletedPage } from 'shared-contracts/page-versions';
import type { Queryable } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { loadVersion, restorePageState, snapshotPage } from '../../lib/page-state';
import { pageUrl } from './page-address';
import { removeNavEntries, syncNavEntries } from './page-nav';
import { addressesOf } from './page-tree';

/**
 * Deleting a page moves it to a trash instead of losing it: its current state is stored as a last version, the
 * versions stay, and staff can restore it with the publication it had. Its menu and footer entries go with it (a
 * link to a page that is gone would only lead to a redirect or a 404); restoring brings them back.
 */
export async function deletePage(tx: Queryable, pageId: number, userId: number, at: Date): Promise<boolean> {
  const [page] = await tx.query<{ published_version_id: number | null; published_at: Date | null; published_by: number | null }>(
    'SELECT published_version_id, published_at, published_by FROM pages WHERE id = $1 FOR UPDATE',
    [pageId],
  );
  if (!page) return false;
  const translations = await tx.query<{ locale: string; path: string; title: string }>(
    'SELECT locale, path, title FROM page_translations WHERE page_id = $1 ORDER BY locale',
    [pageId],
  );
  // Every visitor enters through the home page; without it the site has no front door, so it is never removed.
  if (translations.some((t) => t.path === '')) {
    throw new HttpError(409, 'page: the home page cannot be deleted', 'page');
  }
  const named = translations.find((t) => t.locale === 'de') ?? translations[0];
  const versionId = await snapshotPage(tx, pageId, userId, 'delete page', at);
  await tx.query(
    `INSERT INTO deleted_pages (page_id, title, path, version_id, published_version_id, published_at, published_by, deleted_at, deleted_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [pageId, named?.title ?? '', named?.path ?? '', versionId, page.published_version_id, page.published_at, page.published_by, at.toISOString(), userId],
  );
  const addresses = await addressesOf(tx, pageId);
  await tx.query('DELETE FROM pages WHERE id = $1', [pageId]);
  for (const address of addresses) await removeNavEntries(tx, address.locale, address.url);
  return true;
}

/** The trash as the page list's trash section shows it. */
export async function listDeletedPages(db: Queryable, locale: string): Promise<DeletedPage[]> {
  const rows = await db.query<{ id: number; title: string; path: string; deleted_at: Date | string; deleted_by: string | null; version_count: number }>(
    `SELECT d.page_id AS id, d.title, d.path, d.deleted_at, u.username AS deleted_by,
            (SELECT count(*)::int FROM page_versions v WHERE v.page_id = d.page_id) AS version_count
       FROM deleted_pages d LEFT JOIN users u ON u.id = d.deleted_by ORDER BY d.deleted_at DESC, d.page_id DESC`,
  );
  return rows.map((r) => ({ ...r, deleted_at: new Date(r.deleted_at).toISOString(), url: pageUrl(locale, r.path) }));
}

/** Puts a deleted page back as it was when deleted (draft and publication); 409 when its address was taken meanwhile. */
export async function restoreDeletedPage(tx: Queryable, pageId: number): Promise<void> {
  const [trashed] = await tx.query<{ version_id: number; published_version_id: number | null; published_at: Date | null; published_by: number | null }>(
    'SELECT version_id, published_version_id, published_at, published_by FROM deleted_pages WHERE page_id = $1 FOR UPDATE',
    [pageId],
  );
  if (!trashed) throw notFound('deleted page');
  const state = await loadVersion(tx, pageId, trashed.version_id);
  if (!state) throw badRequest('version_id', 'the last version of this page is missing');
  for (const t of state.translations) {
    const [taken] = await tx.query('SELECT 1 FROM page_translations WHERE locale = $1 AND path = $2', [t.locale, t.path]);
    if (taken) throw new HttpError(409, `translations.${t.locale}.path: another page now has the address ${pageUrl(t.locale, t.path)}`, `translations.${t.locale}.path`);
  }
  for (const m of state.modules.filter((x) => x.slug)) {
    const [taken] = await tx.query('SELECT 1 FROM modules WHERE locale = $1 AND slug = $2', [m.locale, m.slug]);
    if (taken) throw new HttpError(409, `slug: another section now has the slug ${m.slug}`, 'slug');
  }
  // Its parent may have been deleted meanwhile: then it comes back at the top of the tree.
  const [parent] = state.page.parent_id === null ? [] : await tx.query('SELECT 1 FROM pages WHERE id = $1', [state.page.parent_id]);
  const page = { ...state.page, parent_id: parent ? state.page.parent_id : null };
  await tx.query('INSERT INTO pages (id) VALUES ($1)', [pageId]);
  await restorePageState(tx, { ...state, page });
  await tx.query('UPDATE pages SET published_version_id = $2, published_at = $3, published_by = $4 WHERE id = $1', [
    pageId, trashed.published_version_id, trashed.published_at, trashed.published_by,
  ]);
  await tx.query('DELETE FROM deleted_pages WHERE page_id = $1', [pageId]);
  // The redirects made when it was deleted would send its visitors away from it again: its addresses are its own.
  const addresses = await addressesOf(tx, pageId);
  await tx.query('DELETE FROM redirects WHERE old_path = ANY($1::text[])', [addresses.map((a) => a.url)]);
  // Back in the menu and footer as its flags say, under its parent's entry where the parent has one.
  const parentAddresses = page.parent_id === null ? [] : await addressesOf(tx, page.parent_id);
  for (const t of state.translations) {
    const url = pageUrl(t.locale, t.path);
    const parentUrl = parentAddresses.find((a) => a.locale === t.locale)?.url ?? null;
    await syncNavEntries(tx, t.locale, { title: t.title, oldUrl: url, url, parentUrl }, { menu: page.in_menu, footer: page.in_footer });
  }
}
