import assert from 'node:assert/strict';
import type { Order } from 'shared-contracts/orders';
import type { TestApp } from './test-app';

const CSRF = 'buy-tickets-test-csrf-0123456789';
let buyers = 0;

/**
 * Buys `quantity` tickets of the first future event's seat group without timeslots, through the public calls (cart,
 * checkout), as a visitor would; `skip` picks another seat group; `timeslot` buys for a timeslot on sale that starts
 * later than its event instead. Answers the order as the checkout returned it.
 */
export async function buyTickets(t: TestApp, quantity: number, options: { skip?: number; locale?: 'de' | 'en'; name?: string; timeslot?: boolean } = {}): Promise<Order> {
  const now = t.clock.now().toISOString();
  const [row] = await t.db.query<{ id_jet: number; group_id: number; code: string; sale_type_id: number }>(
    `SELECT e.id_jet, sg.id AS group_id, sg.code, (SELECT p.sale_type_id FROM prices p WHERE p.seat_group_id = sg.id ORDER BY p.sort, p.id LIMIT 1) AS sale_type_id
       FROM events e JOIN seat_groups sg ON sg.event_id = e.id
      WHERE e.mark = 'show' AND e.date_start > $1 AND e.id_jet IS NOT NULL AND NOT EXISTS (SELECT 1 FROM timeslots ts WHERE ts.seat_group_id = sg.id)
        AND EXISTS (SELECT 1 FROM prices p WHERE p.seat_group_id = sg.id)
      ORDER BY e.date_start, sg.sort OFFSET $2 LIMIT 1`,
    [now, options.skip ?? 0],
  );
  const [slot] = options.timeslot
    ? await t.db.query<{ id_jet: number; group_id: number; code: string; sale_type_id: number; slot_id: number; block_id: number }>(
        `SELECT e.id_jet, sg.id AS group_id, sg.code, (SELECT p.sale_type_id FROM prices p WHERE p.seat_group_id = sg.id ORDER BY p.sort, p.id LIMIT 1) AS sale_type_id,
                ts.id AS slot_id, ts.block_id
           FROM events e JOIN seat_groups sg ON sg.event_id = e.id JOIN timeslots ts ON ts.seat_group_id = sg.id
          WHERE e.mark = 'show' AND e.date_start > $1 AND e.id_jet IS NOT NULL AND ts.time_start > e.date_start
            AND (ts.sale_start IS NULL OR ts.sale_start <= $1) AND (ts.sale_end IS NULL OR ts.sale_end > $1)
            AND EXISTS (SELECT 1 FROM prices p WHERE p.seat_group_id = sg.id)
          ORDER BY e.date_start, sg.sort, ts.time_start OFFSET $2 LIMIT 1`,
        [now, options.skip ?? 0],
      )
    : [];
  if (options.timeslot) {
    assert.ok(slot, 'a timeslot on sale that starts after its event');
    Object.assign(row, slot);
    await t.db.query('UPDATE timeslots SET capacity = GREATEST(capacity, sold + $2 + 10) WHERE id = $1', [slot.slot_id, quantity]);
  }
  await t.db.query('UPDATE seat_groups SET capacity = GREATEST(capacity, sold + $2 + 10) WHERE id = $1', [row.group_id, quantity]);
  buyers += 1;
  const remoteAddress = `203.0.${Math.floor(buyers / 250)}.${(buyers % 250) + 1}`;
  const cart = await t.app.inject({
    method: 'POST',
    remoteAddress,
    url: '/de/api/shop-cart/',
    payload: { quantities: [quantity], event_jet_id: row.id_jet, sale_type_ids: [row.sale_type_id], seat_group: row.code, ...(slot ? { block_id: slot.block_id } : {}) },
    headers: { 'x-csrftoken': CSRF },
    cookies: { csrftoken: CSRF },
  });
  assert.equal(cart.statusCode, 200, cart.body);
  const cartId = cart.cookies.find((c) => c.name === 'cart_id')!.value;
  const res = await t.app.inject({
    method: 'POST',
    remoteAddress,
    url: `/${options.locale ?? 'de'}/api/orders/`,
    payload: { name: options.name ?? 'Erika Mustermann', email: 'erika@example.org', terms_accepted: true },
    headers: { 'x-csrftoken': CSRF },
    cookies: { csrftoken: CSRF, cart_id: cartId },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as Order;
}
