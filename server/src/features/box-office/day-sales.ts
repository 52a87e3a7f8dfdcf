import type { DaySales } from 'shared-contracts/box-office';
import type { Locale } from 'shared-contracts/locales';
import type { Queryable } from '../../db/types';
import { addDays, berlinInstant } from '../../lib/berlin-time';
import { eventSales } from './event-sales';

const money = (cents: number) => (cents / 100).toFixed(2);

/** Every event with seats that starts on `day` (Europe/Berlin), with its totals as the event overview counts them. */
export async function daySales(db: Queryable, day: string, locale: Locale, now: Date): Promise<DaySales> {
  const events = await db.query<{ id: number }>(
    `SELECT e.id FROM events e WHERE e.date_start >= $1 AND e.date_start < $2 AND EXISTS (SELECT 1 FROM seat_groups sg WHERE sg.event_id = e.id)
      ORDER BY e.date_start, e.id LIMIT 200`,
    [berlinInstant(day).toISOString(), berlinInstant(addDays(day, 1)).toISOString()],
  );
  const rows: DaySales['events'] = [];
  for (const { id } of events) {
    const sales = await eventSales(db, id, locale, now);
    if (sales) rows.push({ event: sales.event, totals: sales.totals });
  }
  const sum = (key: 'capacity' | 'sold' | 'sold_elsewhere' | 'held' | 'free' | 'checked_in') => rows.reduce((n, r) => n + r.totals[key], 0);
  return {
    day,
    events: rows,
    totals: {
      capacity: sum('capacity'),
      sold: sum('sold'),
      sold_elsewhere: sum('sold_elsewhere'),
      held: sum('held'),
      free: sum('free'),
      checked_in: sum('checked_in'),
      revenue: money(rows.reduce((n, r) => n + Math.round(Number(r.totals.revenue) * 100), 0)),
    },
  };
}
