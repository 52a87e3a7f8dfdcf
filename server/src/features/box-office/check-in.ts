import type { Locale } from 'shared-contracts/locales';
import type { CheckedTicket, CheckInAnswer } from 'shared-contracts/box-office';
import type { Queryable } from '../../db/types';
import { berlinIso } from '../../lib/berlin-time';
import type { TicketRef, TicketSigner } from '../../lib/ticket-signature';

interface TicketRow {
  position: number;
  order_code: string;
  event_id: number;
  title: string;
  event_start: Date | string;
  seat_group_text: string;
  price_name: string;
  time_start: Date | string | null;
  name: string;
  status: 'placed' | 'cancelled';
  checked_in_at: Date | string | null;
  checked_in_by: string | null;
}

const columns = (locale: Locale) => `t.position, o.code AS order_code, t.event_id, t.event_title_${locale} AS title, t.event_start,
  t.seat_group_text_${locale} AS seat_group_text, t.price_name_${locale} AS price_name, t.time_start, o.name, o.status,
  t.checked_in_at, t.checked_in_by`;
// The signed reference names order, position and event; all three must match, so a signature is bound to its event.
const MATCHES_REF = 'o.id = t.order_id AND o.code = $1 AND t.position = $2 AND t.event_id = $3';
const refParams = (ref: TicketRef) => [ref.orderCode, ref.position, ref.eventId];

const iso = (value: Date | string | null) => (value === null ? null : berlinIso(new Date(value)));

function ticketOf(row: TicketRow): CheckedTicket {
  return {
    ticket: `${row.order_code}-${row.position}`,
    event: { id: row.event_id, title: row.title, date_start: iso(row.event_start)! },
    seat_group_text: row.seat_group_text,
    price_name: row.price_name,
    time_start: iso(row.time_start),
    name: row.name,
    checked_in_at: iso(row.checked_in_at),
    checked_in_by: row.checked_in_by,
  };
}

export interface CheckInInput {
  code: string;
  eventId: number | null;
  staff: string;
  now: Date;
  locale: Locale;
}

/**
 * Admits a ticket once. The admission is one UPDATE that only matches a placed, not yet admitted ticket of the chosen
 * event, so two scans at the same moment (on any instance) cannot both get a row back. Only when nothing was admitted
 * is the ticket read again, to tell the reason: cancelled, another event, or when and by whom it was admitted.
 */
export async function checkIn(db: Queryable, signer: TicketSigner, input: CheckInInput): Promise<CheckInAnswer> {
  const ref = signer.verify(input.code);
  if (!ref) return { result: 'unknown', ticket: null };
  const [admitted] = await db.query<TicketRow>(
    `UPDATE order_tickets t SET checked_in_at = $5, checked_in_by = $6 FROM orders o
      WHERE ${MATCHES_REF} AND o.status = 'placed' AND t.checked_in_at IS NULL AND ($4::int IS NULL OR t.event_id = $4::int)
      RETURNING ${columns(input.locale)}`,
    [...refParams(ref), input.eventId, input.now.toISOString(), input.staff],
  );
  if (admitted) return { result: 'valid', ticket: ticketOf(admitted) };
  const [row] = await db.query<TicketRow>(`SELECT ${columns(input.locale)} FROM order_tickets t JOIN orders o ON ${MATCHES_REF}`, refParams(ref));
  if (!row) return { result: 'unknown', ticket: null };
  const ticket = ticketOf(row);
  if (row.status === 'cancelled') return { result: 'cancelled', ticket };
  if (input.eventId !== null && row.event_id !== input.eventId) return { result: 'other_event', ticket };
  return { result: 'already_checked_in', ticket };
}

/** Takes a check-in back (a scan by mistake, a guest who leaves again). Null when the ticket was not checked in. */
export async function undoCheckIn(db: Queryable, signer: TicketSigner, code: string, locale: Locale): Promise<{ found: boolean; ticket: CheckedTicket | null }> {
  const ref = signer.verify(code);
  if (!ref) return { found: false, ticket: null };
  const [undone] = await db.query<TicketRow>(
    `UPDATE order_tickets t SET checked_in_at = NULL, checked_in_by = NULL FROM orders o
      WHERE ${MATCHES_REF} AND t.checked_in_at IS NOT NULL RETURNING ${columns(locale)}`,
    refParams(ref),
  );
  if (undone) return { found: true, ticket: ticketOf(undone) };
  const [row] = await db.query<{ one: number }>(`SELECT 1 AS one FROM order_tickets t JOIN orders o ON ${MATCHES_REF}`, refParams(ref));
  return { found: Boolean(row), ticket: null };
}
