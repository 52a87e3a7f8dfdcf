import { berlinDayKey } from 'shared-contracts/berlin-time';
import type { SearchKeywordRow } from 'shared-contracts/dashboard';
import type { Queryable } from '../../db/types';

/** Longer "terms" are pasted text, not keywords; they are not worth a row each. */
const MAX_TERM = 80;

/** Counts one search of `query` for today (Berlin); a failure to count never fails the search. */
export async function countSearch(db: Queryable, locale: string, query: string, now: Date): Promise<void> {
  const term = query.trim().toLocaleLowerCase('de').replace(/\s+/g, ' ');
  if (term.length < 2 || term.length > MAX_TERM) return;
  await db.query(
    `INSERT INTO search_keywords (day, locale, term, count) VALUES ($1, $2, $3, 1)
     ON CONFLICT (day, locale, term) DO UPDATE SET count = search_keywords.count + 1`,
    [berlinDayKey(now), locale, term],
  );
}

/** The most searched terms of the last `days` days (today included), each with its count per day, most searched first. */
export async function topKeywords(db: Queryable, locale: string, days: number, limit: number, now: Date): Promise<SearchKeywordRow[]> {
  const since = berlinDayKey(new Date(now.getTime() - (days - 1) * 86_400_000));
  const rows = await db.query<{ term: string; total: number; per_day: Array<{ day: string; count: number }> }>(
    `SELECT term, sum(count)::int AS total, json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'count', count) ORDER BY day DESC) AS per_day
       FROM search_keywords WHERE locale = $1 AND day >= $2::date GROUP BY term ORDER BY total DESC, term LIMIT $3`,
    [locale, since, limit],
  );
  return rows.map((r) => ({ term: r.term, total: r.total, per_day: typeof r.per_day === 'string' ? JSON.parse(r.per_day) : r.per_day }));
}
