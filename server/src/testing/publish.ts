import type { Db } from '../db/types';
import { publishVersion } from '../lib/page-publication';
import { snapshotPage } from '../lib/page-state';
import { clearSiteCache } from '../lib/site-cache';
import type { Client } from './session';

/** For tests that change a page's rows by SQL: stores the draft as a version and makes it the published one. */
export async function publishRows(db: Db, where: { pageId?: number; path?: string; locale?: string }, opts = { clearCache: true }): Promise<void> {
  const [row] = where.pageId
    ? [{ page_id: where.pageId }]
    : await db.query<{ page_id: number }>('SELECT page_id FROM page_translations WHERE locale = $1 AND path = $2', [where.locale ?? 'de', where.path]);
  const version = await snapshotPage(db, row.page_id, null, 'test', new Date());
  await publishVersion(db, row.page_id, version, null, new Date());
  // Without clearing, it is what another server copy's publish looks like to this one.
  if (opts.clearCache) clearSiteCache(db);
}

/** Publishes a page's draft through the editor API, as the Publish button does. */
export async function publishPage(staff: Client, pageId: number, locale = 'de'): Promise<void> {
  const res = await staff.request({ method: 'POST', url: `/${locale}/pageeditor-api/pages/${pageId}/publish/`, payload: {} });
  if (res.statusCode !== 200) throw new Error(`publish ${pageId}: ${res.statusCode} ${res.body}`);
}
