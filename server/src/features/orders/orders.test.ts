import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Event } from 'shared-contracts/entities';
import { type Order, ORDER_CODE_PATTERN, orderListSchema, orderSchema } from 'shared-contracts/orders';
import { qrCodesInPdf, textLinesInPdf } from 'site-config/testing/pdf-qr';
import { client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

const NOW = new Date('2026-05-06T10:00:00Z');
const CSRF = 'orders-test-csrf-token-0123456789';
const outbox = mkdtempSync(path.join(os.tmpdir(), 'orders-outbox-'));
let t: TestApp;
let keyCounter = 0;
const newKey = () => `test-key-${process.pid}-${++keyCounter}-abcdef`;
const CONTACT = { name: 'Erika Mustermann', email: 'erika@example.org', terms_accepted: true };

before(async () => {
  t = await testApp({ now: NOW, outboxDir: outbox });
});
after(() => t.close());

async function event(id: number): Promise<Event> {
  return (await t.app.inject({ url: `/de/api/events/${id}/` })).json();
}
const availableOf = (e: Event, group: string) => e.seat_groups.find((g) => g.seat_group === group)!.available;

/** A future event's seat group without timeslots, reset to `capacity` free seats (skip picks a different one per test). */
async function seatGroup(capacity: number, skip: number) {
  const [row] = await t.db.query<{ event_id: number; group_id: number; code: string }>(
    `SELECT e.id AS event_id, sg.id AS group_id, sg.code FROM events e JOIN seat_groups sg ON sg.event_id = e.id
      WHERE e.mark = 'show' AND e.date_start > $1 AND NOT EXISTS (SELECT 1 FROM timeslots ts WHERE ts.seat_group_id = sg.id)
        AND (SELECT count(*) FROM prices p WHERE p.seat_group_id = sg.id) >= 2
      ORDER BY e.date_start, sg.sort OFFSET $2 LIMIT 1`,
    [NOW.toISOString(), skip],
  );
  await t.db.query('UPDATE seat_groups SET capacity = $2, sold = 0 WHERE id = $1', [row.group_id, capacity]);
  const e = await event(row.event_id);
  const saleTypes = e.seat_groups.find((g) => g.seat_group === row.code)!.prices.map((p) => p.sale_type_id);
  const sold = async () => (await t.db.query<{ sold: number }>('SELECT sold FROM seat_groups WHERE id = $1', [row.group_id]))[0].sold;
  return { event: e, group: row.code, saleTypes, sold };
}

let visitors = 0;

/** Holds tickets in a new cart and answers its cart cookie; each cart is another visitor (address), as in real life. */
async function hold(e: Event, group: string, quantities: number[], saleTypes: number[]): Promise<string> {
  visitors += 1;
  const res = await t.app.inject({
    method: 'POST',
    remoteAddress: `198.51.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`,
    url: '/de/api/shop-cart/',
    payload: { quantities, event_jet_id: e.id_jet, sale_type_ids: saleTypes, seat_group: group },
    headers: { 'x-csrftoken': CSRF },
    cookies: { csrftoken: CSRF },
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.cookies.find((c) => c.name === 'cart_id')!.value;
}

async function confirm(cartId: string | null, body: unknown = CONTACT, options: { locale?: string; key?: string | null; csrf?: boolean } = {}) {
  const key = options.key === undefined ? newKey() : options.key;
  const res = await t.app.inject({
    method: 'POST',
    url: `/${options.locale ?? 'de'}/api/orders/`,
    payload: body as Record<string, unknown>,
    headers: { ...(options.csrf === false ? {} : { 'x-csrftoken': CSRF }), ...(key ? { 'idempotency-key': key } : {}) },
    cookies: { csrftoken: CSRF, ...(cartId ? { cart_id: cartId } : {}) },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, cleared: res.cookies.some((c) => c.name === 'cart_id' && !c.value) };
}

const countOrders = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0].n;

describe('POST /{locale}/api/orders/ (checkout confirm)', () => {
  it('answers 400 naming the field for missing or invalid contact details, terms, provider and key', async () => {
    const { event: e, group, saleTypes } = await seatGroup(20, 0);
    const cartId = await hold(e, group, [1], [saleTypes[0]]);
    const cases: Array<[unknown, string, string?]> = [
      [{ email: 'a@b.de', terms_accepted: true }, 'name'],
      [{ ...CONTACT, name: '   ' }, 'name'],
      [{ ...CONTACT, name: 'x'.repeat(121) }, 'name'],
      [{ ...CONTACT, email: '' }, 'email'],
      [{ ...CONTACT, email: 'no-at-sign' }, 'email'],
      [{ ...CONTACT, terms_accepted: false }, 'terms_accepted'],
      [{ name: 'A', email: 'a@b.de' }, 'terms_accepted'],
      [{ ...CONTACT, payment_provider: 'bitcoin' }, 'payment_provider'],
      [{ ...CONTACT }, 'Idempotency-Key', 'short'],
    ];
    for (const [body, field, key] of cases) {
      const res = await confirm(cartId, body, { key: key ?? null });
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.field, field, JSON.stringify(res.body));
      assert.match(String(res.body.message), new RegExp(`^${field}: `));
    }
    const noCsrf = await confirm(cartId, CONTACT, { csrf: false });
    assert.equal(noCsrf.status, 403);
    assert.equal(await countOrders(), 0, 'no order from an invalid request');
  });

  it('turns the hold into an order: seats sold, cart emptied, order page, e-mail, PDF with one QR per ticket', async () => {
    const { event: e, group, saleTypes, sold } = await seatGroup(10, 1);
    const cartId = await hold(e, group, [2, 1], saleTypes.slice(0, 2));
    assert.equal(availableOf(await event(e.id), group), 7);

    const res = await confirm(cartId, { ...CONTACT, email: '  erika@example.org ' }, { locale: 'en' });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.ok(res.cleared, 'the cart cookie is cleared');
    const order: Order = orderSchema.strict().parse(res.body);
    assert.match(order.code, ORDER_CODE_PATTERN);
    assert.equal(order.locale, 'en');
    assert.equal(order.email, 'erika@example.org');
    assert.equal(order.tickets_quantity, 3);
    assert.equal(order.status, 'placed');
    assert.deepEqual(order.payment, {
      id: 'box-office',
      name: 'Pay at the box office / invoice',
      instructions: order.payment.instructions,
      state: 'pending',
      status: 'open',
      due: order.total,
      paid: '0.00',
      outstanding: order.total,
    });
    assert.equal(new Set(order.tickets.map((x) => x.qr)).size, 3);
    assert.equal(await sold(), 3, 'the three held seats are sold');
    assert.equal(availableOf(await event(e.id), group), 7, 'seats left unchanged: the hold became the sale');
    const cart = (await t.app.inject({ url: '/de/api/shop-cart/', cookies: { cart_id: cartId } })).json();
    assert.equal(cart.tickets_quantity, 0);

    // The order page: in the page's language, only with the secret.
    const secret = order.order_url.split('?')[0].split('/').pop()!;
    assert.equal(order.order_url, `/webshop/orders/${order.code}/${secret}?lang=en`);
    const page = await t.app.inject({ url: `/de/api/orders/${order.code}/${secret}/` });
    assert.equal(page.statusCode, 200);
    assert.equal(page.json().payment.name, 'Zahlung an der Kasse / auf Rechnung');
    assert.equal((await t.app.inject({ url: `/de/api/orders/${order.code}/${'x'.repeat(secret.length)}/` })).statusCode, 404);
    assert.equal((await t.app.inject({ url: `/de/api/orders/lower123/${secret}/` })).statusCode, 400);

    // E-tickets: one QR code per ticket, each the ticket's own.
    const pdf = await t.app.inject({ url: order.tickets_url });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.match(String(pdf.headers['content-disposition']), new RegExp(`tickets-${order.code}\\.pdf`));
    assert.deepEqual(await qrCodesInPdf(pdf.rawPayload), order.tickets.map((x) => x.qr));
    // In the order's language (English here), whatever the language of the link that fetched it.
    const lines = await textLinesInPdf((await t.app.inject({ url: order.tickets_url.replace('/en/', '/de/') })).rawPayload);
    assert.ok(lines.includes('Ticket 1 of 3') && lines.includes('Pay at the box office / invoice'), lines.join(' | '));
    assert.ok(!lines.includes('Ticket 1 von 3'));

    // The confirmation e-mail went to the outbox (no SMTP_URL), in English, with the PDF attached.
    const mail = readdirSync(outbox).find((f) => f.endsWith(`-${order.code}.eml`));
    assert.ok(mail, 'an .eml file for the order');
    const eml = readFileSync(path.join(outbox, mail), 'utf8');
    // The subject is MIME-encoded (it has a dash outside ASCII).
    assert.match(eml, new RegExp(`Subject: =\\?UTF-8\\?Q\\?Your_order_${order.code}_`));
    assert.match(eml, /To: Erika Mustermann <erika@example.org>/);
    assert.match(eml, /Content-Type: application\/pdf/);
  });

  it('sells once when the same confirm is sent twice (same key, or same cart with a new key)', async () => {
    const { event: e, group, saleTypes, sold } = await seatGroup(10, 2);
    const cartId = await hold(e, group, [2], [saleTypes[0]]);
    const key = newKey();
    const first = await confirm(cartId, CONTACT, { key });
    const again = await confirm(cartId, CONTACT, { key });
    const withoutCookie = await confirm(null, CONTACT, { key });
    const newKeySameCart = await confirm(cartId, CONTACT);
    assert.equal(first.status, 201);
    for (const res of [again, withoutCookie, newKeySameCart]) {
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.code, first.body.code);
    }
    assert.equal(await sold(), 2);
    assert.equal((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_tickets t JOIN orders o ON o.id = t.order_id WHERE o.code = $1', [first.body.code]))[0].n, 2);
    const otherCart = await hold(e, group, [1], [saleTypes[0]]);
    const reused = await confirm(otherCart, CONTACT, { key });
    assert.equal(reused.status, 409, 'a key belongs to one order');
    assert.equal(reused.body.field, 'Idempotency-Key');
  });

  it('parallel confirms never oversell: 12 confirms of one cart make one order, two carts for the last seats both sell', async () => {
    const { event: e, group, saleTypes, sold } = await seatGroup(4, 3);
    const cartA = await hold(e, group, [2], [saleTypes[0]]);
    const cartB = await hold(e, group, [2], [saleTypes[0]]);
    const results = await Promise.all([
      ...Array.from({ length: 12 }, () => confirm(cartA)),
      confirm(cartB),
      confirm(cartB),
    ]);
    const ofA = results.slice(0, 12);
    assert.equal(ofA.filter((r) => r.status === 201).length, 1);
    assert.equal(new Set(ofA.map((r) => r.body.code)).size, 1);
    assert.ok(ofA.every((r) => r.status === 201 || r.status === 200));
    assert.equal(new Set(results.slice(12).map((r) => r.body.code)).size, 1);
    assert.equal(await sold(), 4, 'exactly the four held seats are sold');
    assert.equal(availableOf(await event(e.id), group), 0);
    const late = await t.app.inject({
      method: 'POST',
      url: '/de/api/shop-cart/',
      payload: { quantities: [1], event_jet_id: e.id_jet, sale_type_ids: [saleTypes[0]], seat_group: group },
      headers: { 'x-csrftoken': CSRF },
      cookies: { csrftoken: CSRF },
    });
    assert.equal(late.json().response_code, -214);
  });

  it('one key sent with two different carts at once places one order; the other call is refused with 409', async () => {
    const { event: e, group, saleTypes, sold } = await seatGroup(6, 6);
    const [cartA, cartB] = [await hold(e, group, [1], [saleTypes[0]]), await hold(e, group, [1], [saleTypes[0]])];
    const key = newKey();
    const results = await Promise.all([confirm(cartA, CONTACT, { key }), confirm(cartB, CONTACT, { key })]);
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 409], JSON.stringify(results.map((r) => r.body)));
    assert.equal(results.find((r) => r.status === 409)!.body.field, 'Idempotency-Key');
    assert.equal(await sold(), 1);
  });

  it('answers -204 when the hold expired before confirm, and sells nothing', async () => {
    const { event: e, group, saleTypes, sold } = await seatGroup(5, 4);
    const cartId = await hold(e, group, [2], [saleTypes[0]]);
    const before = await countOrders();
    t.clock.advance(15 * 60_000);
    try {
      const res = await confirm(cartId);
      assert.equal(res.status, 409);
      assert.deepEqual(res.body, { response_code: -204, message: 'No current reservation.' });
      assert.ok(res.cleared);
      assert.equal(await sold(), 0);
      assert.equal(await countOrders(), before);
      assert.equal(availableOf(await event(e.id), group), 5);
      assert.equal((await confirm(null)).body.response_code, -204, 'no cart at all');
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe('staff orders (dashboard)', () => {
  it('is staff only: 401 without a session, 403 without the CSRF header', async () => {
    assert.equal((await t.app.inject({ url: '/de/api/dashboard-orders/' })).statusCode, 401);
    const anonymous = await t.app.inject({ method: 'POST', url: '/de/api/dashboard-orders/ABCDEFGH/cancel/', headers: { 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF } });
    assert.equal(anonymous.statusCode, 401);
    const staff = client(t.app);
    assert.equal((await staff.login('kasse', 'kasse')).statusCode, 200);
    assert.equal((await staff.request({ method: 'POST', url: '/de/api/dashboard-orders/ABCDEFGH/cancel/', csrf: false })).statusCode, 403);
    assert.equal((await staff.request({ method: 'POST', url: '/de/api/dashboard-orders/ABCDEFGH/cancel/' })).statusCode, 404);
    assert.equal((await staff.request({ method: 'POST', url: '/de/api/dashboard-orders/nope/cancel/' })).statusCode, 400);
    assert.equal((await staff.get('/de/api/dashboard-orders/?page=0')).statusCode, 400);
  });

  it('lists and searches orders by code, ticket number, e-mail or name; cancelling frees the seats once', async () => {
    const { event: e, group, saleTypes, sold } = await seatGroup(6, 5);
    const cartId = await hold(e, group, [3], [saleTypes[0]]);
    const placed = await confirm(cartId, { ...CONTACT, email: 'Max.Search@Example.org', name: 'Maximilian Suchmann' });
    assert.equal(placed.status, 201);
    const code = String(placed.body.code);
    assert.equal(await sold(), 3);

    const staff = client(t.app);
    await staff.login('kasse', 'kasse');
    const all = orderListSchema.parse((await staff.get('/en/api/dashboard-orders/')).json());
    assert.ok(all.count >= 1);
    assert.equal(all.results[0].code, code, 'newest first');
    for (const q of [code, code.toLowerCase(), `${code}-2`, 'max.search', 'EXAMPLE.ORG', 'suchmann', 'Maximilian S']) {
      const found = orderListSchema.parse((await staff.get(`/en/api/dashboard-orders/?q=${encodeURIComponent(q)}`)).json());
      assert.ok(found.results.some((r) => r.code === code), q);
    }
    const none = orderListSchema.parse((await staff.get('/en/api/dashboard-orders/?q=nobody%25')).json());
    assert.equal(none.count, 0);

    const cancelled = await staff.request({ method: 'POST', url: `/en/api/dashboard-orders/${code}/cancel/` });
    assert.equal(cancelled.statusCode, 200);
    assert.equal(cancelled.json().status, 'cancelled');
    assert.equal(await sold(), 0, 'the seats are free again');
    assert.equal(availableOf(await event(e.id), group), 6);
    const twice = await staff.request({ method: 'POST', url: `/en/api/dashboard-orders/${code}/cancel/` });
    assert.equal(twice.statusCode, 200);
    assert.equal(await sold(), 0, 'a second cancel frees nothing more');
  });
});
