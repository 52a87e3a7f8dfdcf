import type { Clock } from '../context';
import type { Db, Queryable } from '../db/types';
import { berlinDay, toMs } from '../lib/berlin-time';
import { clearDomainCaches } from '../lib/response-cache';
import { clearSiteCache } from '../lib/site-cache';
import { rebuildSearchIndex } from '../lib/search-index';

/** Whole calendar days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/**
 * How far the demo dates move when the seed is `elapsed` days old and `applied` days were shifted before:
 * day-bound things (articles, teaser positions, today's opening-hours exception) by the whole days, things planned
 * on weekdays (events and their timeslots: Wednesday talks, Sunday workshops; productions, whose ranges hold their
 * events) by whole weeks only, so every event keeps its weekday and Berlin wall-clock time.
 */
export function demoShift(elapsed: number, applied: number): { days: number; weekDays: number } {
  const weeks = (n: number) => 7 * Math.floor(n / 7);
  return { days: elapsed - applied, weekDays: weeks(elapsed) - weeks(applied) };
}

// Timestamps move in Berlin wall-clock time: across a DST change a 19:30 concert stays at 19:30.
const berlinShift = (column: string) => `((${column} AT TIME ZONE 'Europe/Berlin') + make_interval(days => $1)) AT TIME ZONE 'Europe/Berlin'`;

async function shiftRows(tx: Queryable, days: number, weekDays: number): Promise<void> {
  if (weekDays) {
    await tx.query(`UPDATE events SET date_start = ${berlinShift('date_start')}, date_end = ${berlinShift('date_end')}`, [weekDays]);
    await tx.query(`UPDATE timeslots SET time_start = ${berlinShift('time_start')}`, [weekDays]);
    await tx.query('UPDATE productions SET date_from = date_from + $1::int, date_to = date_to + $1::int', [weekDays]);
  }
  await tx.query('UPDATE teasers SET position = position + $1::int', [days]);
  await tx.query(`UPDATE articles SET date = date + $1::int, publish_at = ${berlinShift('publish_at')}`, [days]);
  await tx.query('UPDATE opening_hours_exceptions SET date = date + $1::int', [days]);
}

/**
 * The demo content is seeded with dates relative to the day of seeding; a database kept for weeks would show an
 * empty calendar. On start, when the seed is a day old or more, this moves the dates forward by the days that
 * passed (see `demoShift`), records the total in `seed_state.shift_days` and rebuilds the search index (event dates),
 * all in one transaction. Idempotent: a second call on the same day changes nothing. Returns the days shifted.
 */
export async function keepDemoDatesCurrent(db: Db, clock: Clock): Promise<number> {
  const today = berlinDay(clock.now());
  const shifted = await db.transaction(async (tx) => {
    // The row lock makes two server copies starting at once on one PostgreSQL shift only once.
    const [state] = await tx.query<{ seeded_ms: unknown; shift_days: number }>(
      'SELECT (extract(epoch FROM seeded_at) * 1000)::float8 AS seeded_ms, shift_days FROM seed_state WHERE id = 1 FOR UPDATE',
    );
    if (!state) return 0;
    const elapsed = daysBetween(berlinDay(toMs(state.seeded_ms)!), today);
    const { days, weekDays } = demoShift(elapsed, state.shift_days);
    if (days < 1) return 0;
    await shiftRows(tx, days, weekDays);
    await tx.query('UPDATE seed_state SET shift_days = $1 WHERE id = 1', [elapsed]);
    await rebuildSearchIndex(tx);
    return days;
  });
  if (shifted) {
    clearDomainCaches(db);
    clearSiteCache(db);
  }
  return shifted;
}

