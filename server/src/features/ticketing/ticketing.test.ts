import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cartErrorSchema, cartResponseSchema, cartSchema, type Event } from 'shared-contracts/entities';
import { type TestApp, testApp } from '../../testing/test-app';

const NOW = new Date('2026-05-06T10:00:00Z');
const CSRF = 'domain-test-csrf-token-0123456789';
let t: TestApp;

interface CartCall {
  status: number;
  body: Record<string, unknown>;
  cartId: string | undefined;
  cleared: boolean;
}

async function addToCart(payload: unknown, cartId?: string, locale = 'de'): Promise<CartCall> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/${locale}/api/shop-cart/`,
    payload: payload as Record<string, unknown>,
    headers: { 'x-csrftoken': CSRF },
    cookies: { csrftoken: CSRF, ...(cartId ? { cart_id: cartId } : {}) },
  });
  const cookie = res.cookies.find((c) => c.name === 'cart_id');
  return { status: res.statusCode, body: res.json(), cartId: cookie?.value || undefined, cleared: cookie !== undefined && !cookie.value };
}

async function event(id: number): Promise<Event> {
  return (await t.app.inject({ url: `/de/api/events/${id}/` })).json();
}

/** A future bookable event whose first seat group has no timeslots; its capacity set so `left` seats remain. */
async function eventWithSeatsLeft(left: number, skip = 0): Promise<{ event: Event; group: string }> {
  const rows = await t.db.query<{ event_id: number; group_id: number; code: string }>(
    `SELECT e.id AS event_id, sg.id AS group_id, sg.code FROM events e JOIN seat_groups sg ON sg.event_id = e.id
      WHERE e.mark = 'show' AND e.date_start > $1 AND NOT EXISTS (SELECT 1 FROM timeslots ts WHERE ts.seat_group_id = sg.id)
        AND (SELECT count(*) FROM prices p WHERE p.seat_group_id = sg.id) >= 2
      ORDER BY e.date_start, sg.sort OFFSET $2 LIMIT 1`,
    [NOW.toISOString(), skip],
  );
  const [row] = rows;
  await t.db.query('UPDATE seat_groups SET capacity = $2, sold = 0 WHERE id = $1', [row.group_id, left]);
  return { event: await event(row.event_id), group: row.code };
}

const saleTypesOf = (e: Event, group: string) => e.seat_groups.find((g) => g.seat_group === group)!.prices.map((p) => p.sale_type_id);
const availableOf = (e: Event, group: string) => e.seat_groups.find((g) => g.seat_group === group)!.available;

before(async () => {
  // These tests are about seats and holds; the fair-hold limits have their own file (hold-limits.test.ts).
  Object.assign(process.env, { CART_ADDS_PER_CLIENT: '10000', CART_ADDS_PER_ADDRESS: '10000', CART_MAX_TICKETS: '1000', CART_MAX_TICKETS_PER_ADDRESS: '100000' });
  t = await testApp({ now: NOW });
});
after(() => t.close());

describe('POST /api/shop-cart/', () => {
  it('holds seats in a new cart (HttpOnly cookie) and answers the cart total', async () => {
    const { event: e, group } = await eventWithSeatsLeft(30, 0);
    const [full, reduced] = saleTypesOf(e, group);
    const first = await addToCart({ quantities: [2, 1], event_jet_id: e.id_jet, sale_type_ids: [full, reduced], seat_group: group });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const answer = cartResponseSchema.strict().parse(first.body);
    assert.equal(answer.tickets_quantity, 3);
    assert.equal(answer.cart_url, '/webshop/cart');
    assert.equal(Date.parse(answer.expires_at!), NOW.getTime() + 15 * 60_000);
    assert.ok(first.cartId);
    const res = await t.app.inject({ method: 'POST', url: '/de/api/shop-cart/', payload: {}, headers: { 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF } });
    assert.equal(res.statusCode, 400);
    const setCookie = String((await t.app.inject({ method: 'POST', url: '/de/api/shop-cart/', payload: { quantities: [1], event_jet_id: e.id_jet, sale_type_ids: [full], seat_group: group }, headers: { 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF } })).headers['set-cookie']);
    assert.match(setCookie, /cart_id=[^;]+;.*HttpOnly/i);
    assert.equal(availableOf(await event(e.id), group), 30 - 3 - 1);

    // Same cart again: the total grows and lines merge per sale type.
    const second = await addToCart({ quantities: [1], event_jet_id: e.id_jet, sale_type_ids: [full], seat_group: group }, first.cartId);
    assert.equal(second.status, 200);
    assert.equal(second.body.tickets_quantity, 4);
    const cart = cartSchema.strict().parse((await t.app.inject({ url: '/de/api/shop-cart/', cookies: { cart_id: first.cartId! } })).json());
    assert.equal(cart.tickets_quantity, 4);
    assert.equal(cart.lines.length, 2);
    assert.deepEqual(cart.lines.map((l) => l.amount).sort(), [1, 3]);
    assert.equal(cart.lines[0].event.id, e.id);
  });

  it('picks the only seat group when none is named, and needs block_id for timeslots', async () => {
    const [slotEvent] = await t.db.query<{ id_jet: number; code: string; block_id: number; sale_type_id: number }>(
      `SELECT e.id_jet, sg.code, ts.block_id, p.sale_type_id FROM events e JOIN seat_groups sg ON sg.event_id = e.id
         JOIN timeslots ts ON ts.seat_group_id = sg.id JOIN prices p ON p.seat_group_id = sg.id
        WHERE e.date_start > $1 AND ts.sold < ts.capacity ORDER BY e.date_start, ts.block_id LIMIT 1`,
      [NOW.toISOString()],
    );
    const withoutBlock = await addToCart({ quantities: [1], event_jet_id: slotEvent.id_jet, sale_type_ids: [slotEvent.sale_type_id] });
    assert.equal(withoutBlock.status, 400);
    assert.equal(withoutBlock.body.field, 'block_id');
    const ok = await addToCart({ quantities: [1], event_jet_id: slotEvent.id_jet, sale_type_ids: [slotEvent.sale_type_id], block_id: slotEvent.block_id });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const unknownBlock = await addToCart({ quantities: [1], event_jet_id: slotEvent.id_jet, sale_type_ids: [slotEvent.sale_type_id], block_id: 1 });
    assert.equal(unknownBlock.status, 404);
  });

  it('validates the body: matching lengths, known event, sale types, seat group', async () => {
    const { event: e, group } = await eventWithSeatsLeft(50, 1);
    const [full] = saleTypesOf(e, group);
    const cases: Array<[unknown, number, string]> = [
      [{ quantities: [1, 2], event_jet_id: e.id_jet, sale_type_ids: [full], seat_group: group }, 400, 'sale_type_ids'],
      [{ quantities: [0], event_jet_id: e.id_jet, sale_type_ids: [full] }, 400, 'quantities.0'],
      [{ quantities: [1], event_jet_id: 'x', sale_type_ids: [full] }, 400, 'event_jet_id'],
      [{ quantities: [1], sale_type_ids: [full] }, 400, 'event_jet_id'],
      [{ quantities: [1], event_jet_id: e.id_jet, sale_type_ids: [999], seat_group: group }, 400, 'sale_type_ids'],
      [{ quantities: [1], event_jet_id: e.id_jet, sale_type_ids: [full], seat_group: 'NOPE' }, 404, 'seat_group'],
      [{ quantities: [1], event_jet_id: 123, sale_type_ids: [full] }, 404, ''],
    ];
    for (const [payload, status, field] of cases) {
      const res = await addToCart(payload);
      assert.equal(res.status, status, JSON.stringify(payload));
      if (field) assert.equal(res.body.field, field, JSON.stringify(res.body));
    }
  });

  it('answers -214 when not enough seats are left, with how many are free and whether the category is sold out', async () => {
    const { event: e, group } = await eventWithSeatsLeft(2, 2);
    const [full] = saleTypesOf(e, group);
    const res = await addToCart({ quantities: [3], event_jet_id: e.id_jet, sale_type_ids: [full], seat_group: group });
    assert.equal(res.status, 409);
    assert.deepEqual(cartErrorSchema.strict().parse(res.body), { response_code: -214, message: 'Not enough (connected) seats found.', free: 2, sold_out: false, reason: 'too_few_seats' });
    assert.equal((await addToCart({ quantities: [2], event_jet_id: e.id_jet, sale_type_ids: [full], seat_group: group })).status, 200);
    const missed = await addToCart({ quantities: [1], event_jet_id: e.id_jet, sale_type_ids: [full], seat_group: group });
    assert.deepEqual(cartErrorSchema.strict().parse(missed.body), { response_code: -214, message: 'Not enough (connected) seats found.', free: 0, sold_out: true, reason: 'sold_out' });
    const after = await event(e.id);
    assert.equal(availableOf(after, group), 0);
    assert.equal(after.seat_groups.find((g) => g.seat_group === group)!.status, '0');
  });

  it('holds for 15 minutes from the last add; expired holds return to sale; a lapsed cart answers -204 once', async () => {
    const { event: e, group } = await eventWithSeatsLeft(5, 3);
    const [full] = saleTypesOf(e, group);
    const body = { quantities: [4], event_jet_id: e.id_jet, sale_type_ids: [full], seat_group: group };
    const held = await addToCart(body);
    assert.equal(held.status, 200);
    assert.equal(availableOf(await event(e.id), group), 1);

    // 10 minutes later another add renews the whole cart's hold.
    t.clock.advance(10 * 60_000);
    const renewed = await addToCart({ ...body, quantities: [1] }, held.cartId);
    assert.equal(renewed.status, 200);
    assert.equal(Date.parse(String(renewed.body.expires_at)), t.clock.now().getTime() + 15 * 60_000);
    assert.equal(availableOf(await event(e.id), group), 0);
    assert.equal((await addToCart({ ...body, quantities: [1] })).body.response_code, -214);

    // 14 minutes after the renewal the seats are still held; at 15 they are back on sale.
    t.clock.advance(14 * 60_000);
    assert.equal(availableOf(await event(e.id), group), 0);
    t.clock.advance(60_000);
    assert.equal(availableOf(await event(e.id), group), 5);
    const view = cartSchema.parse((await t.app.inject({ url: '/de/api/shop-cart/', cookies: { cart_id: held.cartId! } })).json());
    assert.deepEqual(view, { tickets_quantity: 0, cart_url: '/webshop/cart', expires_at: null, lines: [] });

    const lapsed = await addToCart({ ...body, quantities: [1] }, held.cartId);
    assert.equal(lapsed.status, 409);
    assert.deepEqual(lapsed.body, { response_code: -204, message: 'No current reservation.' });
    assert.ok(lapsed.cleared, 'the lapsed cart cookie is cleared');
    const unknown = await addToCart({ ...body, quantities: [1] }, '00000000-0000-4000-8000-000000000000');
    assert.equal(unknown.body.response_code, -204);
    const fresh = await addToCart({ ...body, quantities: [5] });
    assert.equal(fresh.status, 200, 'all five seats are back on sale');
    t.clock.set(NOW);
  });

  it('deletes a cart line and gives its seats back', async () => {
    const { event: e, group } = await eventWithSeatsLeft(10, 4);
    const [full, reduced] = saleTypesOf(e, group);
    const held = await addToCart({ quantities: [2, 3], event_jet_id: e.id_jet, sale_type_ids: [full, reduced], seat_group: group });
    const cart = cartSchema.parse((await t.app.inject({ url: '/en/api/shop-cart/', cookies: { cart_id: held.cartId! } })).json());
    assert.equal(cart.cart_url, '/webshop/cart?lang=en', 'English visitors keep English in the shop');
    const line = cart.lines.find((l) => l.amount === 3)!;
    const res = await t.app.inject({ method: 'DELETE', url: `/en/api/shop-cart/${line.id}/`, headers: { 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF, cart_id: held.cartId! } });
    assert.equal(res.statusCode, 200);
    assert.equal(cartSchema.parse(res.json()).tickets_quantity, 2);
    assert.equal(availableOf(await event(e.id), group), 8);
    const again = await t.app.inject({ method: 'DELETE', url: `/en/api/shop-cart/${line.id}/`, headers: { 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF, cart_id: held.cartId! } });
    assert.equal(again.statusCode, 200, 'a line already removed (a second press, another tab) is no failure');
    assert.equal(cartSchema.parse(again.json()).tickets_quantity, 2, 'the answer is the cart as it is now');
    assert.equal(availableOf(await event(e.id), group), 8, 'nothing is given back twice');
    const noCart = await t.app.inject({ method: 'DELETE', url: `/en/api/shop-cart/${line.id}/`, headers: { 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF } });
    assert.equal(noCart.statusCode, 200);
    assert.deepEqual(cartSchema.parse(noCart.json()).lines, [], 'without a live hold the cart is empty');
  });

  it('removing a line from a cart whose hold lapsed answers the empty cart and touches no other cart', async () => {
    const { event: e, group } = await eventWithSeatsLeft(10, 4);
    const [full] = saleTypesOf(e, group);
    const held = await addToCart({ quantities: [2], event_jet_id: e.id_jet, sale_type_ids: [full], seat_group: group });
    const other = await addToCart({ quantities: [1], event_jet_id: e.id_jet, sale_type_ids: [full], seat_group: group });
    const [line] = cartSchema.parse((await t.app.inject({ url: '/de/api/shop-cart/', cookies: { cart_id: held.cartId! } })).json()).lines;
    const [otherLine] = cartSchema.parse((await t.app.inject({ url: '/de/api/shop-cart/', cookies: { cart_id: other.cartId! } })).json()).lines;
    t.clock.set(new Date(NOW.getTime() + 16 * 60_000));
    const lapsed = await t.app.inject({ method: 'DELETE', url: `/de/api/shop-cart/${line.id}/`, headers: { 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF, cart_id: held.cartId! } });
    assert.equal(lapsed.statusCode, 200);
    assert.deepEqual(cartSchema.parse(lapsed.json()).lines, []);
    t.clock.set(NOW);
    // Someone else's line id in my cart's name removes nothing.
    const foreign = await t.app.inject({ method: 'DELETE', url: `/de/api/shop-cart/${otherLine.id}/`, headers: { 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF, cart_id: held.cartId! } });
    assert.equal(foreign.statusCode, 200);
    assert.equal(cartSchema.parse((await t.app.inject({ url: '/de/api/shop-cart/', cookies: { cart_id: other.cartId! } })).json()).tickets_quantity, 1);
  });

  it('never oversells: 100 parallel calls for 10 remaining seats sell exactly 10', async () => {
    const { event: e, group } = await eventWithSeatsLeft(10, 5);
    const [full] = saleTypesOf(e, group);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => addToCart({ quantities: [1], event_jet_id: e.id_jet, sale_type_ids: [full], seat_group: group })),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    assert.equal(ok.length, 10);
    assert.equal(refused.length, 90);
    assert.ok(refused.every((r) => r.body.response_code === -214));
    const [{ held }] = await t.db.query<{ held: number }>(
      `SELECT coalesce(sum(cl.quantity), 0)::int AS held FROM cart_lines cl JOIN carts c ON c.id = cl.cart_id
        JOIN seat_groups sg ON sg.id = cl.seat_group_id WHERE sg.event_id = $1 AND sg.code = $2 AND c.expires_at > $3`,
      [e.id, group, t.clock.now().toISOString()],
    );
    assert.equal(held, 10);
    assert.equal(availableOf(await event(e.id), group), 0);
  });

  it('refuses a call without the CSRF header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/de/api/shop-cart/', payload: { quantities: [1], event_jet_id: 1, sale_type_ids: [1] }, cookies: { csrftoken: CSRF } });
    assert.equal(res.statusCode, 403);
  });
});
