import { randomUUID } from 'node:crypto';
import { CART_HOLD_MINUTES, type CartRequest } from 'shared-contracts/entities';
import type { Queryable } from '../../../db/types';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import { noCurrentReservation, notEnoughSeats, ticketLimit } from '../../../lib/cart-errors';
import type { HoldLimits } from '../../../lib/hold-limits';

export interface Reservation {
  cartId: string;
  /** The event whose availability changed. */
  eventId: number;
  ticketsQuantity: number;
  expiresAt: Date;
}

/** Seat group of the request: the named one, or the only group that sells all requested sale types. */
async function pickSeatGroup(tx: Queryable, eventId: number, body: CartRequest): Promise<{ id: number }> {
  if (body.seat_group !== undefined) {
    const [group] = await tx.query<{ id: number }>('SELECT id FROM seat_groups WHERE event_id = $1 AND code = $2', [eventId, body.seat_group]);
    if (!group) throw new HttpError(404, 'seat_group: not found for this event', 'seat_group');
    return group;
  }
  const groups = await tx.query<{ id: number }>(
    `SELECT sg.id FROM seat_groups sg WHERE sg.event_id = $1
        AND (SELECT count(DISTINCT p.sale_type_id) FROM prices p WHERE p.seat_group_id = sg.id AND p.sale_type_id = ANY($2::int[])) = $3`,
    [eventId, body.sale_type_ids, new Set(body.sale_type_ids).size],
  );
  if (groups.length === 1) return groups[0];
  if (groups.length === 0) throw badRequest('sale_type_ids', 'no seat group of this event sells these sale types');
  throw badRequest('seat_group', 'required: the event has several seat groups with these sale types');
}

/**
 * Adds tickets to a cart in one transaction. The inventory row (timeslot, or seat group without timeslots) is
 * locked FOR UPDATE, so concurrent calls for the same seats run one after another and never oversell; seats left
 * = capacity − sold − the lines of carts whose hold has not expired. A successful add renews the cart's hold.
 */
export interface Requester {
  /** The visitor's address (behind a proxy: as TRUST_PROXY allows reading it). */
  address: string;
  limits: Pick<HoldLimits, 'ticketsPerCart' | 'ticketsPerAddress'>;
}

/** Tickets held from one address at once, over all its live carts: a hoarding script gets no more than its share. */
export class AddressHoldLimit extends HttpError {
  constructor(limit: number) {
    super(429, `cart: at most ${limit} tickets can be held from one address at a time; complete or empty a cart first`, undefined, { limit });
  }
}

export async function reserve(tx: Queryable, cookieCartId: string | null, body: CartRequest, now: Date, requester: Requester): Promise<Reservation> {
  const [event] = await tx.query<{ id: number; mark: string; bookable: boolean; sales_stopped: boolean; is_online: boolean }>(
    `SELECT id, mark, (coalesce(date_end, date_start) >= $2) AS bookable, sales_stopped, is_online FROM events WHERE id_jet = $1`,
    [body.event_jet_id, now.toISOString()],
  );
  if (!event) throw notFound('event_jet_id: event');
  // Offline events are hidden from visitors; their id must not sell through the API either.
  if (!event.is_online) throw new HttpError(409, 'event_jet_id: this event is offline and not on sale', 'event_jet_id');
  if (event.mark !== 'show') throw badRequest('event_jet_id', 'this event is not sold online');
  if (!event.bookable) throw badRequest('event_jet_id', 'this event is over');
  if (event.sales_stopped) throw new HttpError(409, 'event_jet_id: sales for this event are stopped', 'event_jet_id', { sales_stopped: true });
  const group = await pickSeatGroup(tx, event.id, body);

  const wanted = new Map<number, number>();
  body.sale_type_ids.forEach((saleType, i) => wanted.set(saleType, (wanted.get(saleType) ?? 0) + body.quantities[i]));
  const prices = await tx.query<{ id: number; sale_type_id: number }>('SELECT id, sale_type_id FROM prices WHERE seat_group_id = $1 AND sale_type_id = ANY($2::int[])', [
    group.id,
    [...wanted.keys()],
  ]);
  const missing = [...wanted.keys()].find((s) => !prices.some((p) => p.sale_type_id === s));
  if (missing !== undefined) throw badRequest('sale_type_ids', `sale type ${missing} is not sold in this seat group`);

  const slots = await tx.query<{ id: number; block_id: number; on_sale: boolean }>(
    `SELECT id, block_id, ((sale_start IS NULL OR sale_start <= $2) AND (sale_end IS NULL OR sale_end > $2)) AS on_sale
       FROM timeslots WHERE seat_group_id = $1`,
    [group.id, now.toISOString()],
  );
  let timeslotId: number | null = null;
  if (slots.length > 0) {
    if (body.block_id === undefined) throw badRequest('block_id', 'required: this seat group is sold by timeslot');
    const slot = slots.find((s) => s.block_id === body.block_id);
    if (!slot) throw new HttpError(404, 'block_id: timeslot not found for this seat group', 'block_id');
    if (!slot.on_sale) throw new HttpError(409, 'block_id: this timeslot is not on sale now', 'block_id');
    timeslotId = slot.id;
  } else if (body.block_id !== undefined) {
    throw badRequest('block_id', 'this seat group has no timeslots');
  }

  const nowIso = now.toISOString();
  const requested = [...wanted.values()].reduce((a, b) => a + b, 0);
  const { ticketsPerCart, ticketsPerAddress } = requester.limits;
  if (requested > ticketsPerCart) throw ticketLimit(ticketsPerCart);
  let cartId = cookieCartId;
  if (cartId !== null) {
    const [cart] = await tx.query<{ live: boolean }>('SELECT (expires_at > $2) AS live FROM carts WHERE id = $1 FOR UPDATE', [cartId, nowIso]);
    if (!cart || !cart.live) throw noCurrentReservation();
    const [held] = await tx.query<{ total: number; in_group: number }>(
      `SELECT coalesce(sum(quantity), 0)::int AS total, coalesce(sum(quantity) FILTER (WHERE seat_group_id = $2), 0)::int AS in_group
         FROM cart_lines WHERE cart_id = $1`,
      [cartId, group.id],
    );
    if (held.total + requested > ticketsPerCart || held.in_group + requested > ticketsPerCart) throw ticketLimit(ticketsPerCart);
  }
  // One address's carts are checked one at a time, so parallel requests cannot slip past the address limit together.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`cart-address|${requester.address}`]);
  const [fromAddress] = await tx.query<{ held: number }>(
    `SELECT coalesce(sum(cl.quantity), 0)::int AS held FROM cart_lines cl JOIN carts c ON c.id = cl.cart_id
      WHERE c.client_address = $1 AND c.expires_at > $2`,
    [requester.address, nowIso],
  );
  if (fromAddress.held + requested > ticketsPerAddress) throw new AddressHoldLimit(ticketsPerAddress);

  const [inventory] =
    timeslotId !== null
      ? await tx.query<{ capacity: number; sold: number }>('SELECT capacity, sold FROM timeslots WHERE id = $1 FOR UPDATE', [timeslotId])
      : await tx.query<{ capacity: number; sold: number }>('SELECT capacity, sold FROM seat_groups WHERE id = $1 FOR UPDATE', [group.id]);
  const [{ held }] = await tx.query<{ held: number }>(
    `SELECT coalesce(sum(cl.quantity), 0)::int AS held FROM cart_lines cl JOIN carts c ON c.id = cl.cart_id
      WHERE cl.seat_group_id = $1 AND cl.timeslot_id IS NOT DISTINCT FROM $2::int AND c.expires_at > $3`,
    [group.id, timeslotId, nowIso],
  );
  if (inventory.capacity - inventory.sold - held < requested) throw notEnoughSeats(inventory.capacity - inventory.sold - held);

  const expiresAt = new Date(now.getTime() + CART_HOLD_MINUTES * 60_000);
  if (cartId === null) {
    cartId = randomUUID();
    await tx.query('INSERT INTO carts (id, created_at, expires_at, client_address) VALUES ($1, $2, $3, $4)', [cartId, nowIso, expiresAt.toISOString(), requester.address]);
  } else {
    await tx.query('UPDATE carts SET expires_at = $2 WHERE id = $1', [cartId, expiresAt.toISOString()]);
  }
  for (const price of prices) {
    const quantity = wanted.get(price.sale_type_id) ?? 0;
    const updated = await tx.query<{ id: number }>(
      `UPDATE cart_lines SET quantity = quantity + $4 WHERE cart_id = $1 AND price_id = $2 AND timeslot_id IS NOT DISTINCT FROM $3::int RETURNING id`,
      [cartId, price.id, timeslotId, quantity],
    );
    if (updated.length === 0) {
      await tx.query('INSERT INTO cart_lines (cart_id, event_id, seat_group_id, timeslot_id, price_id, quantity) VALUES ($1, $2, $3, $4, $5, $6)', [
        cartId,
        event.id,
        group.id,
        timeslotId,
        price.id,
        quantity,
      ]);
    }
  }
  const [{ total }] = await tx.query<{ total: number }>('SELECT coalesce(sum(quantity), 0)::int AS total FROM cart_lines WHERE cart_id = $1', [cartId]);
  return { cartId, eventId: event.id, ticketsQuantity: total, expiresAt };
}
