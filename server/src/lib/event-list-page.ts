import type { Queryable } from '../db/types';
import { type EventFilters, eventFilterSql } from './event-filter';

/**
 * Ids of one page of the events list (from `from` on, filtered, sorted by start) and the total count: the events API
 * and the document host's structured data read the same page, so the search-engine list matches what visitors see.
 */
export async function eventListPage(
  db: Queryable,
  q: EventFilters & { page: number; page_size: number },
  from: Date,
): Promise<{ ids: number[]; count: number }> {
  const params: unknown[] = [from.toISOString()];
  const where = ['e.date_start >= $1', ...eventFilterSql(q, params)].join(' AND ');
  const offset = (q.page - 1) * q.page_size;
  const rows = await db.query<{ id: number; total: number }>(
    `SELECT e.id, count(*) OVER ()::int AS total FROM events e WHERE ${where}
      ORDER BY e.date_start, e.id LIMIT ${q.page_size} OFFSET ${offset}`,
    params,
  );
  const count =
    rows[0]?.total ?? (offset === 0 ? 0 : (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events e WHERE ${where}`, params))[0].n);
  return { ids: rows.map((r) => r.id), count };
}
