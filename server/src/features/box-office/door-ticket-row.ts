import type { Locale } from 'shared-contracts/locales';
import type { CheckedTicket, DoorUnpaidPolicy } from 'shared-contracts/box-office';
import type { DoorTicket } from 'shared-contracts/door';
import { berlinIso } from '../../lib/berlin-time';
import type { TicketRef, TicketSigner } from '../../lib/ticket-signature';
import { ORDER_PAID_SQL } from '../../lib/payment-status';

/** One ticket with its order as the door reads it (`t` order_tickets, `o` orders). */
export interface TicketRow {
  id: number;
  position: number;
  order_code: string;
  event_id: number;
  title: string;
  event_start: Date | string;
  seat_group_text: string;
  price_name: string;
  time_start: Date | string | null;
  name: string;
  status: 'placed' | 'cancelled' | 'revoked';
  paid: boolean;
  checked_in_at: Date | string | null;
  checked_in_by: string | null;
  checked_in_override: boolean;
  left_at: Date | string | null;
  unpaid_policy: DoorUnpaidPolicy;
}

export const ticketColumns = (locale: Locale) => `t.id, t.position, o.code AS order_code, t.event_id, t.event_title_${locale} AS title, t.event_start,
  t.seat_group_text_${locale} AS seat_group_text, t.price_name_${locale} AS price_name, t.time_start, o.name,
  CASE WHEN t.status = 'revoked' THEN 'revoked' WHEN t.status = 'cancelled' OR o.status = 'cancelled' THEN 'cancelled' ELSE 'placed' END AS status,
  ${ORDER_PAID_SQL} AS paid, t.checked_in_at, t.checked_in_by, t.checked_in_override, t.left_at,
  (SELECT s.door_unpaid FROM site_settings s WHERE s.id = 1) AS unpaid_policy`;

// The signed reference names order, position and event; all three must match, so a signature is bound to its event.
export const MATCHES_REF = 'o.id = t.order_id AND o.code = $1 AND t.position = $2 AND t.event_id = $3';
export const refParams = (ref: TicketRef) => [ref.orderCode, ref.position, ref.eventId];

const iso = (value: Date | string | null) => (value === null ? null : berlinIso(new Date(value)));

export function ticketOf(row: TicketRow): CheckedTicket {
  return {
    ticket: `${row.order_code}-${row.position}`,
    order_code: row.order_code,
    event: { id: row.event_id, title: row.title, date_start: iso(row.event_start)! },
    seat_group_text: row.seat_group_text,
    price_name: row.price_name,
    time_start: iso(row.time_start),
    name: row.name,
    checked_in_at: iso(row.checked_in_at),
    checked_in_by: row.checked_in_by,
    checked_in_override: row.checked_in_override,
    left_at: iso(row.left_at),
    paid: row.paid,
  };
}

export const doorTicketOf = (row: TicketRow, signer: TicketSigner): DoorTicket => ({
  ...ticketOf(row),
  code: signer.sign({ orderCode: row.order_code, position: row.position, eventId: row.event_id }),
  status: row.status,
});
