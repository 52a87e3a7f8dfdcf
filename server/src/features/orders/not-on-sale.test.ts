import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

const NOW = new Date('2026-05-06T10:00:00Z');
const CONTACT = { name: 'Erika Mustermann', email: 'erika@example.org', terms_accepted: true };
let t: TestApp;
let kasse: Client;
let event: { id: number; id_jet: number; title_de: string; title_en: string; group: string; sale_type: number; group_id: number };

const json = { 'content-type': 'application/json' };
const addToCart = (visitor: Client, payload: Record<string, unknown> = {}) =>
  visitor.request({ method: 'POST', url: '/de/api/shop-cart/', payload: { event_jet_id: event.id_jet, quantities: [1], sale_type_ids: [event.sale_type], seat_group: event.group, ...payload }, headers: json });
const checkout = (visitor: Client, locale = 'de') => visitor.request({ method: 'POST', url: `/${locale}/api/orders/`, payload: CONTACT, headers: json });
const soldOf = async (groupId: number) => (await t.db.query<{ sold: number }>('SELECT sold FROM seat_groups WHERE id = $1', [groupId]))[0].sold;
const orderCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0].n;

/** A visitor holding one ticket of the test event: the hold is taken while the event still sells. */
async function holding(payload: Record<string, unknown> = {}): Promise<Client> {
  const visitor = client(t.app);
  const held = await addToCart(visitor, payload);
  assert.equal(held.statusCode, 200, held.body);
  return visitor;
}

before(async () => {
  t = await testApp({ now: NOW, outboxDir: mkdtempSync(path.join(os.tmpdir(), 'not-on-sale-outbox-')) });
  kasse = client(t.app);
  assert.equal((await kasse.login('kasse', 'kasse')).statusCode, 200);
  [event] = await t.db.query(
    `SELECT e.id, e.id_jet, e.title_de, e.title_en, sg.code AS group, sg.id AS group_id, p.sale_type_id AS sale_type
       FROM events e JOIN seat_groups sg ON sg.event_id = e.id JOIN prices p ON p.seat_group_id = sg.id
      WHERE e.mark = 'show' AND e.is_online AND NOT e.sales_stopped AND e.date_start > $1
        AND NOT EXISTS (SELECT 1 FROM timeslots ts WHERE ts.seat_group_id = sg.id)
      ORDER BY e.date_start, sg.sort, p.sort LIMIT 1`,
    [new Date(NOW.getTime() + 86_400_000).toISOString()],
  );
  await t.db.query('UPDATE seat_groups SET capacity = 100, sold = 0 WHERE id = $1', [event.group_id]);
});
after(() => t.close());

test('an offline event takes no cart add, and a hold taken before it went offline is not sold at checkout', async () => {
  const before = await holding();
  await t.db.query('UPDATE events SET is_online = false WHERE id = $1', [event.id]);
  try {
    const add = await addToCart(client(t.app));
    assert.equal(add.statusCode, 409);
    assert.equal(add.json().message, 'event_jet_id: this event is offline and not on sale');
    assert.equal(add.json().field, 'event_jet_id');

    const orders = await orderCount();
    const refused = await checkout(before, 'en');
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().field, 'cart');
    assert.equal(refused.json().message, `cart: "${event.title_en || event.title_de}" is offline and no longer on sale; remove it from the cart to buy the rest`);
    assert.equal(await orderCount(), orders, 'no order was placed');
    assert.equal(await soldOf(event.group_id), 0, 'no seat was sold');
  } finally {
    await t.db.query('UPDATE events SET is_online = true WHERE id = $1', [event.id]);
  }
  assert.equal((await checkout(before)).statusCode, 201, 'online again, the live hold sells');
  assert.equal(await soldOf(event.group_id), 1);
});

test('a hold is not sold once the box office stopped the event’s sales, and sells again when they resume', async () => {
  const visitor = await holding();
  const stop = (stopped: boolean) =>
    kasse.request({ method: 'POST', url: `/de/api/box-office/events/${event.id}/sales-stop/`, payload: { stopped }, headers: json });
  assert.equal((await stop(true)).statusCode, 200);
  const refused = await checkout(visitor);
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().message, `cart: "${event.title_de}" is not on sale: the box office stopped its sales; remove it from the cart to buy the rest`);
  assert.equal((await stop(false)).statusCode, 200);
  assert.equal((await checkout(visitor)).statusCode, 201);
});

test('a hold is not sold once its time slot’s sale window closed, nor once the event is over', async () => {
  const send = (url: string, payload: unknown, method = 'POST') => kasse.request({ method, url: `/de/pageeditor-api/resources/${url}`, payload, headers: json });
  const group = (await send('seat-groups/', { event_id: event.id, code: 'SLOTTED', text_de: 'Führung', text_en: 'Tour', capacity: 0 })).json();
  // The server numbers the price's sale type and the slot's block itself; the hold names the numbers it gave.
  const price = (await send('prices/', { seat_group_id: group.id, name_de: 'Vollpreis', name_en: 'Full price', price: '9' })).json();
  const slot = (
    await send('timeslots/', { seat_group_id: group.id, time_start: new Date(NOW.getTime() + 3 * 86_400_000).toISOString(), capacity: 10, sale_start: null, sale_end: null })
  ).json();
  const visitor = await holding({ seat_group: 'SLOTTED', sale_type_ids: [price.sale_type_id], block_id: slot.block_id });
  const closed = await send(`timeslots/${slot.id}/`, { version: slot.version, sale_end: new Date(NOW.getTime() - 60_000).toISOString() }, 'PATCH');
  assert.equal(closed.statusCode, 200, closed.body);
  const refused = await checkout(visitor);
  assert.equal(refused.statusCode, 409);
  assert.match(refused.json().message, /the sale window of its time slot is closed/);

  const late = await holding();
  const [{ date_start, date_end }] = await t.db.query<{ date_start: string; date_end: string | null }>('SELECT date_start, date_end FROM events WHERE id = $1', [event.id]);
  await t.db.query('UPDATE events SET date_start = $2, date_end = NULL WHERE id = $1', [event.id, new Date(NOW.getTime() - 3_600_000).toISOString()]);
  try {
    const over = await checkout(late);
    assert.equal(over.statusCode, 409);
    assert.match(over.json().message, /" is over;/);
  } finally {
    await t.db.query('UPDATE events SET date_start = $2, date_end = $3 WHERE id = $1', [event.id, date_start, date_end]);
  }
});
