import type { Queryable } from '../../../db/types';
import { badRequest, HttpError } from '../../../http/errors';
import { newTicketSecret } from '../lib/order-codes';
import { lockOrder } from './cancel-tickets';

/**
 * Replaces a ticket by a new one for the same seat: a new position of the order, so a new ticket number and a new
 * signed code, while the old ticket stays as 'revoked' (the door refuses its code). Its seat stays sold; nothing is
 * given back. A ticket already let in is not re-issued: its copy would get a second guest in.
 */
export async function reissueTicket(tx: Queryable, code: string, position: number): Promise<{ id: number; position: number }> {
  const order = await lockOrder(tx, code);
  const old = order.tickets.find((t) => t.position === position);
  if (!old) throw badRequest('position', `order ${code} has no ticket ${position}`);
  if (old.status !== 'valid') throw new HttpError(409, `position: ticket ${code}-${position} is ${old.status === 'revoked' ? 'already replaced' : 'cancelled'}`, 'position');
  const [{ checked_in_at: inside }] = await tx.query<{ checked_in_at: Date | null }>('SELECT checked_in_at FROM order_tickets WHERE id = $1', [old.id]);
  if (inside) throw new HttpError(409, `position: ticket ${code}-${position} is checked in; undo the check-in first`, 'position');
  const next = Math.max(...order.tickets.map((t) => t.position)) + 1;
  if (next > 9999) throw new HttpError(409, 'position: this order has no ticket numbers left', 'position');
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO order_tickets (order_id, position, secret, event_id, event_title_de, event_title_en, event_start, seat_group_id, seat_group_text_de,
       seat_group_text_en, timeslot_id, time_start, sale_type_id, price_name_de, price_name_en, price, vat_rate)
     SELECT order_id, $2, $3, event_id, event_title_de, event_title_en, event_start, seat_group_id, seat_group_text_de,
       seat_group_text_en, timeslot_id, time_start, sale_type_id, price_name_de, price_name_en, price, vat_rate
       FROM order_tickets WHERE id = $1 RETURNING id`,
    [old.id, next, newTicketSecret(code, next)],
  );
  await tx.query("UPDATE order_tickets SET status = 'revoked', replaced_by = $2 WHERE id = $1", [old.id, created.id]);
  return { id: order.id, position: next };
}
