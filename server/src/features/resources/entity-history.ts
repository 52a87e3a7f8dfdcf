import type { HistoryEntry } from 'shared-contracts/back-office/descriptor';
import type { Queryable } from '../../db/types';
import type { RequestStaffUser as StaffUser } from '../../lib/staff-user';

/** Records one write: the entry as it is after it (for a delete: as it was), who wrote it and when. */
export async function recordHistory(
  tx: Queryable,
  entry: { kind: string; id: number; version: number; action: HistoryEntry['action']; data: Record<string, unknown> },
  user: StaffUser,
  at: Date,
): Promise<void> {
  await tx.query(
    'INSERT INTO entity_history (kind, entity_id, version, action, data, user_id, username, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [entry.kind, entry.id, entry.version, entry.action, JSON.stringify(entry.data), user.id, user.username, at.toISOString()],
  );
}

/** An entry's history, newest first. */
export async function historyOf(db: Queryable, kind: string, id: number): Promise<HistoryEntry[]> {
  const rows = await db.query<HistoryEntry & { at: Date | string; data: unknown }>(
    'SELECT id::int AS id, version, action, username, at, data FROM entity_history WHERE kind = $1 AND entity_id = $2 ORDER BY id DESC LIMIT 200',
    [kind, id],
  );
  return rows.map((r) => ({ ...r, at: new Date(r.at).toISOString(), data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, unknown> }));
}

export async function historyRow(db: Queryable, kind: string, id: number, historyId: number): Promise<HistoryEntry | null> {
  const rows = await historyOf(db, kind, id);
  return rows.find((r) => r.id === historyId) ?? null;
}

/** Who wrote the entry last, for a 409 that names them. */
export async function lastWriter(db: Queryable, kind: string, id: number): Promise<{ username: string; at: string } | null> {
  const [row] = await db.query<{ username: string; at: Date | string }>(
    'SELECT username, at FROM entity_history WHERE kind = $1 AND entity_id = $2 ORDER BY id DESC LIMIT 1',
    [kind, id],
  );
  return row ? { username: row.username, at: new Date(row.at).toISOString() } : null;
}
