import { formatWeekdayDateTime } from 'shared-contracts/berlin-time';
import type { Locale } from 'shared-contracts/locales';
import { formatPrice } from 'shared-contracts/price';
import type { Queryable } from '../../db/types';

/**
 * The names staff pick programme entries by. Copies of an event share their title, and a seat group is "Parkett" in
 * every event, so each name carries what tells them apart: the event's date and venue, the seat group's event.
 */
interface EventRow {
  id: number;
  title: string;
  date_start: string;
  venue: string | null;
}

const localized = (column: string, locale: Locale) => `coalesce(nullif(${column}_${locale}, ''), ${column}_de)`;
const instant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

async function eventRows(db: Queryable, where: string, ids: readonly number[], locale: Locale): Promise<EventRow[]> {
  return db.query<EventRow>(
    `SELECT e.id, ${localized('e.title', locale)} AS title, ${instant('e.date_start')} AS date_start, ${localized('v.name', locale)} AS venue
       FROM events e LEFT JOIN venues v ON v.id = e.venue_id WHERE ${where}`,
    [[...ids]],
  );
}

const eventName = (e: Pick<EventRow, 'title' | 'date_start'>, locale: Locale) => `${e.title}, ${formatWeekdayDateTime(e.date_start, locale)}`;

/** "Wassermusik, Sa., 14. Nov. 2026, 19:30 Uhr · Klosterkirche". */
export async function eventTitles(db: Queryable, ids: readonly number[], locale: Locale): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const rows = await eventRows(db, 'e.id = ANY($1::int[])', ids, locale);
  return Object.fromEntries(rows.map((e) => [String(e.id), e.venue ? `${eventName(e, locale)} · ${e.venue}` : eventName(e, locale)]));
}

interface GroupRow {
  id: number;
  name: string;
  title: string;
  date_start: string;
}

const groupRows = (db: Queryable, from: string, ids: readonly number[], locale: Locale, extra = '') =>
  db.query<GroupRow & Record<string, string>>(
    `SELECT x.id, ${localized('sg.text', locale)} AS name, ${localized('e.title', locale)} AS title, ${instant('e.date_start')} AS date_start${extra}
       FROM ${from} JOIN events e ON e.id = sg.event_id WHERE x.id = ANY($1::int[])`,
    [[...ids]],
  );

/** "Parkett · Wassermusik, Sa., 14. Nov. 2026, 19:30 Uhr". */
export async function seatGroupTitles(db: Queryable, ids: readonly number[], locale: Locale): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const rows = await groupRows(db, 'seat_groups x JOIN seat_groups sg ON sg.id = x.id', ids, locale);
  return Object.fromEntries(rows.map((g) => [String(g.id), `${g.name} · ${eventName(g, locale)}`]));
}

/** "Ermäßigt 12,50 € · Parkett · Wassermusik, Sa., …". */
export async function priceTitles(db: Queryable, ids: readonly number[], locale: Locale): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const rows = await groupRows(db, 'prices x JOIN seat_groups sg ON sg.id = x.seat_group_id', ids, locale, `, ${localized('x.name', locale)} AS price_name, x.price::text AS price`);
  return Object.fromEntries(rows.map((p) => [String(p.id), `${p.price_name} ${formatPrice(p.price)} · ${p.name} · ${eventName(p, locale)}`]));
}

/** "Sa., 14. Nov. 2026, 10:00 Uhr · Führung · Kuratorenführung, Sa., …". */
export async function timeslotTitles(db: Queryable, ids: readonly number[], locale: Locale): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const rows = await groupRows(db, 'timeslots x JOIN seat_groups sg ON sg.id = x.seat_group_id', ids, locale, `, ${instant('x.time_start')} AS time_start`);
  return Object.fromEntries(rows.map((s) => [String(s.id), `${formatWeekdayDateTime(s.time_start, locale)} · ${s.name} · ${s.title}`]));
}
