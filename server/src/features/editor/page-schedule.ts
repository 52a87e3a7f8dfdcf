import type { PageScheduleState } from 'shared-contracts/editor/page-publication';
import type { Db, Queryable } from '../../db/types';
import { badRequest, notFound } from '../../http/errors';
import { publishVersion } from '../../lib/page-publication';
import { snapshotPage } from '../../lib/page-state';
import { reindexPage } from '../../lib/search-index';
import { publishAddressAndMenus } from './page-writes';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export async function loadSchedule(db: Queryable, pageId: number): Promise<PageScheduleState | null> {
  const [row] = await db.query<{ publish_at: Date | string | null; offline_at: Date | string | null }>('SELECT publish_at, offline_at FROM pages WHERE id = $1', [pageId]);
  return row ? { publish_at: iso(row.publish_at), offline_at: iso(row.offline_at) } : null;
}

/** Sets (or clears, with null) the times; a time already past is refused, since the sweep would run it at once. */
export async function setSchedule(db: Queryable, pageId: number, input: { publish_at?: string | null; offline_at?: string | null }, now: Date): Promise<PageScheduleState> {
  for (const field of ['publish_at', 'offline_at'] as const) {
    const value = input[field];
    if (value && Date.parse(value) <= now.getTime()) throw badRequest(field, 'must lie in the future');
  }
  const [row] = await db.query<{ id: number }>(
    `UPDATE pages SET publish_at = CASE WHEN $2 THEN $3::timestamptz ELSE publish_at END,
                      offline_at = CASE WHEN $4 THEN $5::timestamptz ELSE offline_at END
      WHERE id = $1 RETURNING id`,
    [pageId, input.publish_at !== undefined, input.publish_at ?? null, input.offline_at !== undefined, input.offline_at ?? null],
  );
  if (!row) throw notFound('page');
  return (await loadSchedule(db, pageId))!;
}

/**
 * Runs every schedule that is due, in one transaction. Due pages are claimed with row locks that other instances skip,
 * and their time is cleared before the commit, so a schedule runs once even when several processes sweep at the same
 * moment or a process dies half-way (the transaction then rolls back and the next sweep runs it). Publishing stores
 * the draft as a version without a user, exactly as "Veröffentlichen" would; going offline takes the published
 * version away (visitors get 404, search forgets the page) and keeps the draft.
 */
export async function runDueSchedules(db: Db, now: Date): Promise<{ published: number[]; offline: number[] }> {
  return db.transaction(async (tx) => {
    const at = now.toISOString();
    const due = await tx.query<{ id: number }>('SELECT id FROM pages WHERE publish_at <= $1 ORDER BY id FOR UPDATE SKIP LOCKED', [at]);
    for (const { id } of due) {
      await tx.query('UPDATE pages SET publish_at = NULL WHERE id = $1', [id]);
      await publishAddressAndMenus(tx, id);
      const version = await snapshotPage(tx, id, null, 'scheduled publish', now);
      await publishVersion(tx, id, version, null, now);
      await reindexPage(tx, id);
    }
    const offline = await tx.query<{ id: number }>(
      `UPDATE pages SET published_version_id = NULL, offline_at = NULL
        WHERE id IN (SELECT id FROM pages WHERE offline_at <= $1 ORDER BY id FOR UPDATE SKIP LOCKED) RETURNING id`,
      [at],
    );
    for (const { id } of offline) await reindexPage(tx, id);
    return { published: due.map((r) => r.id), offline: offline.map((r) => r.id) };
  });
}
