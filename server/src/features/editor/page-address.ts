import { type Locale } from 'shared-contracts/locales';
import { matchRoute } from 'shared-contracts/routes';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../http/errors';
import { assertRedirectTarget } from '../../lib/redirect-target';

/** A page's address in one language: the locale prefix plus its path ('' is the home page). */
export const pageUrl = (locale: string, path: string) => (path ? `/${locale}/${path}` : `/${locale}`);

/**
 * A page path must not take an address of the site's own screens (events, magazine, search …): those routes come
 * before the CMS pages, so the page would never be reached there.
 */
export function checkPathIsFree(locale: Locale, path: string): void {
  if (!path) return;
  const match = matchRoute(pageUrl(locale, path));
  if (match && match.name !== 'catch-all') throw badRequest(`translations.${locale}.path`, 'this address belongs to a screen of the site');
}

/**
 * The old address keeps working: a redirect entry old → new (301 in the document host), earlier entries that led to
 * the old address now lead to the new one, and an entry that started at the new address goes (the page is back there).
 * A page's address is always a path here, but the redirect table takes nothing else from anyone: a target that is not
 * is a 400 naming `blame.field` (the input that chose it), worded in `blame.locale`.
 */
export async function keepOldAddress(
  db: Queryable,
  locale: Locale,
  oldUrl: string,
  newUrl: string,
  blame: { field: string; locale: Locale } = { field: 'new_path', locale },
): Promise<void> {
  if (oldUrl === newUrl) return;
  assertRedirectTarget(newUrl, blame.locale, blame.field);
  await db.query('DELETE FROM redirects WHERE old_path = $1', [newUrl]);
  await db.query('UPDATE redirects SET new_path = $2 WHERE new_path = $1', [oldUrl, newUrl]);
  await db.query(
    `INSERT INTO redirects (locale, old_path, new_path) VALUES ($1, $2, $3) ON CONFLICT (old_path) DO UPDATE SET new_path = excluded.new_path, locale = excluded.locale`,
    [locale, oldUrl, newUrl],
  );
}
