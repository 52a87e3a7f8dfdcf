import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { cartSchema, type Event } from 'shared-contracts/entities';
import { type TestApp, testApp } from '../../testing/test-app';

const NOW = new Date('2026-05-06T10:00:00Z');
const CSRF = 'hold-limits-test-csrf-token-0123456789';
let t: TestApp;

interface Call {
  status: number;
  body: Record<string, unknown>;
  cartId?: string;
  retryAfter?: string;
}

async function add(payload: Record<string, unknown>, opts: { cartId?: string; address?: string } = {}): Promise<Call> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/de/api/shop-cart/',
    payload,
    remoteAddress: opts.address ?? '203.0.113.10',
    headers: { 'x-csrftoken': CSRF },
    cookies: { csrftoken: CSRF, ...(opts.cartId ? { cart_id: opts.cartId } : {}) },
  });
  const cookie = res.cookies.find((c) => c.name === 'cart_id');
  return { status: res.statusCode, body: res.json(), cartId: cookie?.value || opts.cartId, retryAfter: res.headers['retry-after'] as string | undefined };
}

/** Bookable seat groups without timeslots, each given `capacity` free seats. */
async function groups(count: number, capacity: number): Promise<Array<{ event: Event; group: string; saleType: number }>> {
  const rows = await t.db.query<{ event_id: number; group_id: number; code: string }>(
    `SELECT e.id AS event_id, sg.id AS group_id, sg.code FROM events e JOIN seat_groups sg ON sg.event_id = e.id
      WHERE e.mark = 'show' AND e.date_start > $1 AND NOT EXISTS (SELECT 1 FROM timeslots ts WHERE ts.seat_group_id = sg.id)
      ORDER BY e.date_start, sg.sort LIMIT $2`,
    [NOW.toISOString(), count],
  );
  const result = [];
  for (const row of rows) {
    await t.db.query('UPDATE seat_groups SET capacity = $2, sold = 0 WHERE id = $1', [row.group_id, capacity]);
    const event = (await t.app.inject({ url: `/de/api/events/${row.event_id}/` })).json() as Event;
    const saleType = event.seat_groups.find((g) => g.seat_group === row.code)!.prices[0].sale_type_id;
    result.push({ event, group: row.code, saleType });
  }
  return result;
}

const order = (g: { event: Event; group: string; saleType: number }, quantity: number) => ({
  quantities: [quantity],
  event_jet_id: g.event.id_jet,
  sale_type_ids: [g.saleType],
  seat_group: g.group,
});

before(async () => {
  for (const key of ['CART_ADDS_PER_CLIENT', 'CART_ADDS_PER_ADDRESS', 'CART_MAX_TICKETS', 'CART_MAX_TICKETS_PER_ADDRESS', 'CART_ADDS_WINDOW_MS']) delete process.env[key];
  t = await testApp({ now: NOW });
});
after(() => t.close());
beforeEach(async () => {
  // Every test starts with no holds and a fresh rate-limit window.
  await t.db.query('DELETE FROM carts');
  t.clock.advance(120_000);
});

describe('fair ticket holds (defaults: 10 per cart and seat group, 40 per address, 10 adds per client and 30 per address a minute)', () => {
  it('refuses more than 10 tickets in one cart or one seat group with -300 and the limit', async () => {
    const [a, b] = await groups(2, 100);
    const tooMany = await add(order(a, 11));
    assert.equal(tooMany.status, 409);
    assert.deepEqual(tooMany.body, { response_code: -300, message: 'At most 10 tickets per cart and per seat group.', limit: 10 });
    const first = await add(order(a, 8));
    assert.equal(first.status, 200);
    assert.equal((await add(order(a, 3), { cartId: first.cartId })).body.response_code, -300, 'the same seat group would hold 11');
    assert.equal((await add(order(b, 3), { cartId: first.cartId })).body.response_code, -300, 'the cart would hold 11');
    const fits = await add(order(b, 2), { cartId: first.cartId });
    assert.equal(fits.status, 200);
    assert.equal(fits.body.tickets_quantity, 10);
  });

  it('a refused addition keeps the cart: the cookie stays and the held tickets are still there', async () => {
    const [a] = await groups(1, 100);
    const first = await add(order(a, 4));
    assert.equal(first.status, 200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/de/api/shop-cart/',
      payload: order(a, 10),
      remoteAddress: '203.0.113.10',
      headers: { 'x-csrftoken': CSRF },
      cookies: { csrftoken: CSRF, cart_id: first.cartId! },
    });
    assert.equal(res.json().response_code, -300);
    assert.equal(res.cookies.find((c) => c.name === 'cart_id'), undefined, 'the answer leaves the cart cookie alone');
    const cart = await t.app.inject({ url: '/de/api/shop-cart/', cookies: { cart_id: first.cartId! } });
    assert.equal(cartSchema.parse(cart.json()).tickets_quantity, 4);
  });

  it('limits cart additions per client with a 429 and Retry-After, failed tries included', async () => {
    const [a] = await groups(1, 100);
    const first = await add(order(a, 1), { address: '203.0.113.20' });
    assert.equal(first.status, 200);
    // Ten more tries with the cart's cookie, each refused for a wrong sale type: they still count.
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await add({ ...order(a, 1), sale_type_ids: [999999] }, { address: '203.0.113.20', cartId: first.cartId })).status);
    assert.deepEqual(statuses, Array(10).fill(400));
    const limited = await add(order(a, 1), { address: '203.0.113.20', cartId: first.cartId });
    assert.equal(limited.status, 429);
    assert.match(String(limited.body.message), /^cart: too many additions/);
    assert.ok(Number(limited.retryAfter) >= 1);
    assert.equal((await add(order(a, 1), { address: '203.0.113.21' })).status, 200, 'another client is not affected');
    t.clock.advance(61_000);
    assert.equal((await add(order(a, 1), { address: '203.0.113.20', cartId: first.cartId })).status, 200, 'a minute later it may add again');
  });

  it('limits an address that drops its cookie and starts a new cart each time', async () => {
    const [a] = await groups(1, 1000);
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await add(order(a, 1), { address: '198.51.100.5' })).status);
    assert.equal(statuses.filter((s) => s === 200).length, 10);
    assert.deepEqual(statuses.slice(10), [429, 429]);
  });

  it('a hoarding script (104 parallel adds of up to 400 seats) holds at most 40 seats; everyone else can still book', async () => {
    const targets = await groups(20, 60);
    const script = await Promise.all(
      Array.from({ length: 104 }, (_, i) => add(order(targets[i % targets.length], i % 2 === 0 ? 400 : 10), { address: '192.0.2.66' })),
    );
    const statuses = new Set(script.map((r) => r.status));
    assert.ok([...statuses].every((s) => [200, 400, 409, 429].includes(s)), [...statuses].join());
    assert.ok(script.filter((r) => r.status === 429).length >= 70, 'most of the script is refused with 429');
    const [{ held }] = await t.db.query<{ held: number }>(
      `SELECT coalesce(sum(cl.quantity), 0)::int AS held FROM cart_lines cl JOIN carts c ON c.id = cl.cart_id WHERE c.client_address = $1 AND c.expires_at > $2`,
      ['192.0.2.66', t.clock.now().toISOString()],
    );
    assert.ok(held <= 40, `the script holds ${held} seats`);
    for (const [i, target] of targets.entries()) {
      const visitor = await add(order(target, 2), { address: `203.0.113.${100 + i}` });
      assert.equal(visitor.status, 200, `a visitor books ${target.group} of event ${target.event.id}`);
    }
  });

  it('an address holding 40 tickets gets a 429 until it empties a cart, which releases its holds', async () => {
    const targets = await groups(5, 100);
    const carts = [];
    for (const target of targets.slice(0, 4)) carts.push(await add(order(target, 10), { address: '198.51.100.9' }));
    assert.deepEqual(carts.map((c) => c.status), [200, 200, 200, 200]);
    const fifth = await add(order(targets[4], 1), { address: '198.51.100.9' });
    assert.equal(fifth.status, 429);
    assert.match(String(fifth.body.message), /at most 40 tickets can be held from one address/);
    const before = targets[0].event.seat_groups.find((g) => g.seat_group === targets[0].group)!;
    const emptied = await t.app.inject({ method: 'DELETE', url: '/de/api/shop-cart/', headers: { 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF, cart_id: carts[0].cartId! } });
    assert.equal(emptied.statusCode, 200);
    assert.equal(cartSchema.parse(emptied.json()).tickets_quantity, 0);
    assert.equal(emptied.cookies.find((c) => c.name === 'cart_id')?.value, '', 'the cookie is cleared, the next add starts a new cart');
    const after = ((await t.app.inject({ url: `/de/api/events/${targets[0].event.id}/` })).json() as Event).seat_groups.find((g) => g.seat_group === targets[0].group)!;
    assert.equal(after.available, 100, `seats back on sale (was ${before.available} before the holds)`);
    assert.equal((await add(order(targets[4], 1), { address: '198.51.100.9' })).status, 200);
  });

  it('settings tell the booking widget the limit', async () => {
    const settings = (await t.app.inject('/pageeditor-api/settings')).json() as { data: { ticket_limit?: number } };
    assert.equal(settings.data.ticket_limit, 10);
  });
});
