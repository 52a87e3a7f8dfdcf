import type { Locale } from 'shared-contracts/locales';
import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../http/errors';
import { noCurrentReservation } from '../../../lib/cart-errors';
import { refuseHeldEventsNotOnSale } from '../../../lib/event-on-sale';
import type { PaymentProvider } from '../payment/payment-provider';
import { issueInvoice } from '../invoices/issue-invoice';
import { newOrderCode, newOrderSecret, newTicketSecret } from './order-codes';

export interface PlaceOrderInput {
  cartId: string | null;
  idempotencyKey: string | null;
  locale: Locale;
  name: string;
  email: string;
  provider: PaymentProvider;
  now: Date;
}

export interface PlacedOrder {
  id: number;
  /** False when the call repeated an earlier confirm: the order already existed and nothing was sold again. */
  created: boolean;
  /** The events whose seats this call sold (none on a repeat): their cached availability is stale. */
  eventIds: number[];
}

interface HeldLine {
  event_id: number;
  title_de: string;
  title_en: string;
  event_start: string;
  seat_group_id: number;
  seat_group_text_de: string;
  seat_group_text_en: string;
  timeslot_id: number | null;
  time_start: string | null;
  sale_type_id: number;
  price_name_de: string;
  price_name_en: string;
  price: string;
  vat_rate: string;
  quantity: number;
}

async function orderFor(tx: Queryable, column: 'idempotency_key' | 'cart_id', value: string): Promise<{ id: number; cart_id: string } | undefined> {
  const [row] = await tx.query<{ id: number; cart_id: string }>(`SELECT id, cart_id FROM orders WHERE ${column} = $1`, [value]);
  return row;
}

/**
 * Turns the held cart into an order in one transaction. The cart row is locked first (the same lock order as
 * adding to the cart), so two confirms of one cart run one after the other and the second finds the order the
 * first made. Held seats were already counted against capacity, so moving them to `sold` cannot oversell; the
 * cart's lines go and its hold ends in the same commit. An expired or empty hold sells nothing (-204).
 */
export async function placeOrder(tx: Queryable, input: PlaceOrderInput): Promise<PlacedOrder> {
  if (input.idempotencyKey !== null) {
    const replay = await orderFor(tx, 'idempotency_key', input.idempotencyKey);
    if (replay) {
      if (input.cartId !== null && replay.cart_id !== input.cartId) throw new HttpError(409, 'Idempotency-Key: already used for another order', 'Idempotency-Key');
      return { id: replay.id, created: false, eventIds: [] };
    }
  }
  if (input.cartId === null) throw noCurrentReservation();
  const nowIso = input.now.toISOString();
  const [cart] = await tx.query<{ live: boolean }>('SELECT (expires_at > $2) AS live FROM carts WHERE id = $1 FOR UPDATE', [input.cartId, nowIso]);
  const earlier = await orderFor(tx, 'cart_id', input.cartId);
  if (earlier) return { id: earlier.id, created: false, eventIds: [] };
  if (!cart || !cart.live) throw noCurrentReservation();

  const lines = await tx.query<HeldLine>(
    `SELECT cl.event_id, e.title_de, e.title_en, e.date_start AS event_start, cl.seat_group_id, sg.text_de AS seat_group_text_de,
            sg.text_en AS seat_group_text_en, cl.timeslot_id, t.time_start, p.sale_type_id, p.name_de AS price_name_de,
            p.name_en AS price_name_en, p.price::text AS price, p.vat_rate::text AS vat_rate, cl.quantity
       FROM cart_lines cl JOIN events e ON e.id = cl.event_id JOIN seat_groups sg ON sg.id = cl.seat_group_id
       JOIN prices p ON p.id = cl.price_id LEFT JOIN timeslots t ON t.id = cl.timeslot_id
      WHERE cl.cart_id = $1 ORDER BY e.date_start, cl.id`,
    [input.cartId],
  );
  if (lines.length === 0) throw noCurrentReservation();
  await refuseHeldEventsNotOnSale(tx, input.cartId, input.now, input.locale);

  await takeSeats(tx, lines);
  const total = lines.reduce((sum, l) => sum + Math.round(Number(l.price) * 100) * l.quantity, 0) / 100;
  const code = await freeCode(tx);
  const payment = await input.provider.start({ code, total: total.toFixed(2), email: input.email, locale: input.locale });
  const [order] = await tx.query<{ id: number }>(
    `INSERT INTO orders (code, secret, cart_id, idempotency_key, locale, name, email, payment_provider, payment_state, total, terms_accepted_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
    [code, newOrderSecret(), input.cartId, input.idempotencyKey, input.locale, input.name, input.email, input.provider.id, payment.state, total.toFixed(2), nowIso],
  );
  let position = 0;
  for (const line of lines) {
    for (let i = 0; i < line.quantity; i++) {
      position += 1;
      await tx.query(
        `INSERT INTO order_tickets (order_id, position, secret, event_id, event_title_de, event_title_en, event_start, seat_group_id,
           seat_group_text_de, seat_group_text_en, timeslot_id, time_start, sale_type_id, price_name_de, price_name_en, price, vat_rate)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
        [
          order.id,
          position,
          newTicketSecret(code, position),
          line.event_id,
          line.title_de,
          line.title_en,
          line.event_start,
          line.seat_group_id,
          line.seat_group_text_de,
          line.seat_group_text_en,
          line.timeslot_id,
          line.time_start,
          line.sale_type_id,
          line.price_name_de,
          line.price_name_en,
          line.price,
          line.vat_rate,
        ],
      );
    }
  }
  if (input.provider.invoice) await issueInvoice(tx, order.id, input.now);
  await tx.query('DELETE FROM cart_lines WHERE cart_id = $1', [input.cartId]);
  await tx.query('UPDATE carts SET expires_at = $2 WHERE id = $1', [input.cartId, nowIso]);
  return { id: order.id, created: true, eventIds: [...new Set(lines.map((l) => l.event_id))] };
}

/**
 * Adds each line's quantity to `sold` of its inventory row (the timeslot, or the seat group without timeslots).
 * Rows are updated in id order, seat groups before timeslots, so concurrent orders never wait on each other in a cycle.
 */
async function takeSeats(tx: Queryable, lines: HeldLine[]): Promise<void> {
  const groups = new Map<number, number>();
  const slots = new Map<number, number>();
  for (const line of lines) {
    if (line.timeslot_id !== null) slots.set(line.timeslot_id, (slots.get(line.timeslot_id) ?? 0) + line.quantity);
    else groups.set(line.seat_group_id, (groups.get(line.seat_group_id) ?? 0) + line.quantity);
  }
  for (const [id, quantity] of [...groups].sort((a, b) => a[0] - b[0])) await tx.query('UPDATE seat_groups SET sold = sold + $2 WHERE id = $1', [id, quantity]);
  for (const [id, quantity] of [...slots].sort((a, b) => a[0] - b[0])) await tx.query('UPDATE timeslots SET sold = sold + $2 WHERE id = $1', [id, quantity]);
}

async function freeCode(tx: Queryable): Promise<string> {
  for (;;) {
    const code = newOrderCode();
    const taken = await tx.query('SELECT 1 FROM orders WHERE code = $1', [code]);
    if (taken.length === 0) return code;
  }
}
