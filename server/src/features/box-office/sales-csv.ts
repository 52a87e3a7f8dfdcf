import type { Locale } from 'shared-contracts/locales';
import type { Queryable } from '../../db/types';
import { berlinIso } from '../../lib/berlin-time';
import { toCsv } from '../../lib/csv';

const HEADERS = {
  de: {
    sales: ['Kategorie', 'Preis', 'Einzelpreis', 'Verkauft', 'Umsatz', 'Eingecheckt', 'Storniert'],
    guests: ['Bestellung', 'Ticket', 'Name', 'E-Mail', 'Kategorie', 'Preis', 'Betrag', 'Status', 'Eingecheckt am', 'Eingecheckt von'],
    placed: 'gültig',
    cancelled: 'storniert',
    revoked: 'ersetzt',
  },
  en: {
    sales: ['Category', 'Price', 'Unit price', 'Sold', 'Revenue', 'Checked in', 'Cancelled'],
    guests: ['Order', 'Ticket', 'Name', 'E-mail', 'Category', 'Price', 'Amount', 'Status', 'Checked in at', 'Checked in by'],
    placed: 'valid',
    cancelled: 'cancelled',
    revoked: 'replaced',
  },
} as const;

/** Amounts with the decimal mark of the file's language, so a German spreadsheet reads them as numbers. */
const amount = (value: string, locale: Locale) => (locale === 'de' ? value.replace('.', ',') : value);

/** One line per seat group and price of an event's tickets sold here: count, revenue, check-ins, cancellations. */
export async function salesCsv(db: Queryable, eventId: number, locale: Locale): Promise<string> {
  const rows = await db.query<{ seat_group: string; price_name: string; price: string; sold: number; revenue: string; checked_in: number; cancelled: number }>(
    `SELECT t.seat_group_text_${locale} AS seat_group, t.price_name_${locale} AS price_name, t.price::text AS price,
            count(*) FILTER (WHERE t.status = 'valid')::int AS sold,
            coalesce(sum(t.price) FILTER (WHERE t.status = 'valid'), 0)::numeric(10, 2)::text AS revenue,
            count(t.checked_in_at) FILTER (WHERE t.status = 'valid')::int AS checked_in,
            count(*) FILTER (WHERE t.status = 'cancelled')::int AS cancelled
       FROM order_tickets t JOIN orders o ON o.id = t.order_id WHERE t.event_id = $1
      GROUP BY t.seat_group_id, 1, 2, 3 ORDER BY t.seat_group_id, 3 DESC, 2`,
    [eventId],
  );
  return toCsv([HEADERS[locale].sales, ...rows.map((r) => [r.seat_group, r.price_name, amount(r.price, locale), r.sold, amount(r.revenue, locale), r.checked_in, r.cancelled])]);
}

/** The guest list of an event: every ticket sold here with its buyer, status and check-in. */
export async function guestsCsv(db: Queryable, eventId: number, locale: Locale): Promise<string> {
  const rows = await db.query<{ code: string; position: number; name: string; email: string; seat_group: string; price_name: string; price: string; status: 'placed' | 'cancelled' | 'revoked'; checked_in_at: Date | string | null; checked_in_by: string | null }>(
    `SELECT o.code, t.position, o.name, o.email, t.seat_group_text_${locale} AS seat_group, t.price_name_${locale} AS price_name,
            t.price::text AS price,
            CASE WHEN t.status = 'revoked' THEN 'revoked' WHEN t.status = 'cancelled' OR o.status = 'cancelled' THEN 'cancelled' ELSE 'placed' END AS status, t.checked_in_at, t.checked_in_by
       FROM order_tickets t JOIN orders o ON o.id = t.order_id WHERE t.event_id = $1 ORDER BY lower(o.name), o.code, t.position`,
    [eventId],
  );
  const h = HEADERS[locale];
  return toCsv([
    h.guests,
    ...rows.map((r) => [r.code, `${r.code}-${r.position}`, r.name, r.email, r.seat_group, r.price_name, amount(r.price, locale), h[r.status], r.checked_in_at === null ? null : berlinIso(new Date(r.checked_in_at)), r.checked_in_by]),
  ]);
}
