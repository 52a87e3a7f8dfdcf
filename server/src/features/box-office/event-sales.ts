import type { Locale } from 'shared-contracts/locales';
import type { BoxOfficeEvent, EventSales } from 'shared-contracts/box-office';
import type { Queryable } from '../../db/types';
import { berlinIso } from '../../lib/berlin-time';
import { listsOfEvents } from './check-in-lists';

/** Events staff sell and check in: from a day before `now` on, with what was sold here, how many came in and the event's check-in lists. */
export async function boxOfficeEvents(db: Queryable, locale: Locale, now: Date): Promise<BoxOfficeEvent[]> {
  const rows = await db.query<{ id: number; title: string; date_start: Date | string; sold: number; checked_in: number }>(
    `SELECT e.id, e.title_${locale} AS title, e.date_start,
            count(t.id) FILTER (WHERE t.status = 'valid')::int AS sold,
            count(t.checked_in_at) FILTER (WHERE t.status = 'valid')::int AS checked_in
       FROM events e LEFT JOIN order_tickets t ON t.event_id = e.id LEFT JOIN orders o ON o.id = t.order_id
      WHERE e.date_start >= $1 AND EXISTS (SELECT 1 FROM seat_groups sg WHERE sg.event_id = e.id)
      GROUP BY e.id ORDER BY e.date_start, e.id LIMIT 500`,
    [new Date(now.getTime() - 24 * 3600 * 1000).toISOString()],
  );
  const lists = await listsOfEvents(db, rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, date_start: berlinIso(new Date(r.date_start)), check_in_lists: lists.get(r.id) ?? [] }));
}

const cents = (value: string | number) => Math.round(Number(value) * 100);
const money = (c: number) => (c / 100).toFixed(2);

/**
 * Sold, held and free seats per seat group of one event, with revenue and check-ins; null for an unknown event.
 * `sold` counts this site's placed tickets; the inventory's own count can be higher (seats sold elsewhere), and
 * free seats are what the inventory and the live holds leave, as the ticket widget counts them.
 */
export async function eventSales(db: Queryable, eventId: number, locale: Locale, now: Date): Promise<EventSales | null> {
  const [event] = await db.query<{ id: number; title: string; date_start: Date | string; sales_stopped: boolean }>(
    `SELECT id, title_${locale} AS title, date_start, sales_stopped FROM events WHERE id = $1`,
    [eventId],
  );
  if (!event) return null;
  const groups = await db.query<{ id: number; code: string; text: string; capacity: number; inventory_sold: number; held: number; sold: number; revenue: string; checked_in: number; cancelled: number }>(
    `SELECT sg.id, sg.code, sg.text_${locale} AS text,
            CASE WHEN EXISTS (SELECT 1 FROM timeslots ts WHERE ts.seat_group_id = sg.id)
                 THEN (SELECT sum(ts.capacity) FROM timeslots ts WHERE ts.seat_group_id = sg.id) ELSE sg.capacity END::int AS capacity,
            CASE WHEN EXISTS (SELECT 1 FROM timeslots ts WHERE ts.seat_group_id = sg.id)
                 THEN (SELECT sum(ts.sold) FROM timeslots ts WHERE ts.seat_group_id = sg.id) ELSE sg.sold END::int AS inventory_sold,
            (SELECT coalesce(sum(cl.quantity), 0) FROM cart_lines cl JOIN carts c ON c.id = cl.cart_id
              WHERE cl.seat_group_id = sg.id AND c.expires_at > $2)::int AS held,
            count(t.id) FILTER (WHERE t.status = 'valid')::int AS sold,
            coalesce(sum(t.price) FILTER (WHERE t.status = 'valid'), 0)::text AS revenue,
            count(t.checked_in_at) FILTER (WHERE t.status = 'valid')::int AS checked_in,
            count(t.id) FILTER (WHERE t.status = 'cancelled')::int AS cancelled
       FROM seat_groups sg LEFT JOIN order_tickets t ON t.seat_group_id = sg.id LEFT JOIN orders o ON o.id = t.order_id
      WHERE sg.event_id = $1 GROUP BY sg.id ORDER BY sg.sort, sg.id`,
    [eventId, now.toISOString()],
  );
  const seatGroups = groups.map((g) => ({
    code: g.code,
    text: g.text,
    capacity: g.capacity,
    sold: g.sold,
    sold_elsewhere: Math.max(g.inventory_sold - g.sold, 0),
    held: g.held,
    free: Math.max(g.capacity - g.inventory_sold - g.held, 0),
    revenue: money(cents(g.revenue)),
    checked_in: g.checked_in,
  }));
  const sum = (key: 'capacity' | 'sold' | 'sold_elsewhere' | 'held' | 'free' | 'checked_in') => seatGroups.reduce((n, g) => n + g[key], 0);
  return {
    event: { id: event.id, title: event.title, date_start: berlinIso(new Date(event.date_start)), sales_stopped: event.sales_stopped },
    seat_groups: seatGroups,
    totals: {
      capacity: sum('capacity'),
      sold: sum('sold'),
      sold_elsewhere: sum('sold_elsewhere'),
      held: sum('held'),
      free: sum('free'),
      revenue: money(groups.reduce((n, g) => n + cents(g.revenue), 0)),
      checked_in: sum('checked_in'),
    },
    cancelled_tickets: groups.reduce((n, g) => n + g.cancelled, 0),
  };
}
