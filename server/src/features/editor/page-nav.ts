import type { Queryable } from '../../db/types';

type Menu = 'menu' | 'footer';

/**
 * The header menu and the footer follow a page's in_menu / in_footer: switched on, the page gets an entry (under
 * its parent's entry when the parent is in that menu, else at the end); switched off, its entries go and any entries
 * under them move up a level. Entries keep following the page when its address changes.
 */
export async function syncNavEntries(
  db: Queryable,
  locale: string,
  page: { title: string; oldUrl: string; url: string; parentUrl: string | null },
  change: Partial<Record<Menu, boolean>>,
): Promise<void> {
  if (page.oldUrl !== page.url) await db.query('UPDATE nav_items SET url = $3 WHERE locale = $1 AND url = $2', [locale, page.oldUrl, page.url]);
  for (const [menu, on] of Object.entries(change) as Array<[Menu, boolean | undefined]>) {
    if (on === undefined) continue;
    const entries = await db.query<{ id: number; parent_id: number | null }>('SELECT id, parent_id FROM nav_items WHERE locale = $1 AND menu = $2 AND url = $3', [
      locale,
      menu,
      page.url,
    ]);
    if (on && !entries.length) {
      const [parent] =
        menu === 'menu' && page.parentUrl
          ? await db.query<{ id: number }>('SELECT id FROM nav_items WHERE locale = $1 AND menu = $2 AND url = $3 ORDER BY parent_id NULLS FIRST, id LIMIT 1', [
              locale,
              menu,
              page.parentUrl,
            ])
          : [];
      const [{ next }] = await db.query<{ next: number }>(
        'SELECT coalesce(max(position), -1)::int + 1 AS next FROM nav_items WHERE locale = $1 AND menu = $2 AND parent_id IS NOT DISTINCT FROM $3',
        [locale, menu, parent?.id ?? null],
      );
      await db.query('INSERT INTO nav_items (locale, menu, parent_id, position, title, url) VALUES ($1, $2, $3, $4, $5, $6)', [
        locale,
        menu,
        parent?.id ?? null,
        next,
        page.title,
        page.url,
      ]);
    }
    if (!on) await dropEntries(db, entries);
  }
}

/** Takes every menu and footer entry that leads to `url` away (a deleted page); entries under them move up a level. */
export async function removeNavEntries(db: Queryable, locale: string, url: string): Promise<void> {
  await dropEntries(db, await db.query<{ id: number; parent_id: number | null }>('SELECT id, parent_id FROM nav_items WHERE locale = $1 AND url = $2', [locale, url]));
}

async function dropEntries(db: Queryable, entries: Array<{ id: number; parent_id: number | null }>): Promise<void> {
  for (const entry of entries) {
    await db.query('UPDATE nav_items SET parent_id = $2 WHERE parent_id = $1', [entry.id, entry.parent_id]);
    await db.query('DELETE FROM nav_items WHERE id = $1', [entry.id]);
  }
}
