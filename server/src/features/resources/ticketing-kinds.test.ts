import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
let editor: Client;
let kasse: Client;
let event: { id: number; id_jet: number };
const R = '/en/pageeditor-api/resources';
const send = (c: Client, url: string, payload: unknown, method = 'POST') => c.request({ method, url, payload: payload as object, headers: { 'content-type': 'application/json' } });
/** A visitor's cart add: a fresh client each time, so every add is its own cart. */
const addToCart = (payload: Record<string, unknown>) => send(client(t.app), '/de/api/shop-cart/', { event_jet_id: event.id_jet, ...payload });

before(async () => {
  t = await testApp();
  editor = client(t.app);
  kasse = client(t.app);
  assert.equal((await editor.login('editor', 'editor')).statusCode, 200);
  assert.equal((await kasse.login('kasse', 'kasse')).statusCode, 200);
  [event] = await t.db.query<{ id: number; id_jet: number }>(
    `SELECT id, id_jet FROM events WHERE mark = 'show' AND id_jet IS NOT NULL AND date_start > $1 ORDER BY date_start, id LIMIT 1`,
    [new Date(t.clock.now().getTime() + 86_400_000).toISOString()],
  );
});
after(() => t.close());

test('seat groups: staff only, CSRF, 400 naming the field, an unknown event refused', async () => {
  const group = { event_id: event.id, code: 'BALKON', text_de: 'Balkon', text_en: 'Balcony', capacity: 20 };
  assert.equal((await client(t.app).get(`${R}/seat-groups/`)).statusCode, 401);
  assert.equal((await kasse.request({ method: 'POST', url: `${R}/seat-groups/`, payload: group, csrf: false })).statusCode, 403);
  const negative = await send(kasse, `${R}/seat-groups/`, { ...group, capacity: -1 });
  assert.equal(negative.statusCode, 400);
  assert.equal(negative.json().field, 'capacity');
  const unknown = await send(kasse, `${R}/seat-groups/`, { ...group, event_id: 99_999_999 });
  assert.equal(unknown.statusCode, 400);
  assert.equal(unknown.json().field, 'event_id');
  const created = await send(editor, `${R}/seat-groups/`, group);
  assert.equal(created.statusCode, 201, created.body);
  assert.equal((await send(kasse, `${R}/seat-groups/`, group)).statusCode, 409, 'the code is taken in this event');
});

test('a capacity never goes below what is sold and held, with the numbers', async () => {
  const [group] = (await kasse.get(`${R}/seat-groups/?event_id=${event.id}&q=BALKON`)).json().items;
  // The sale type a cart names the price by is the server's to give: a sent one is ignored.
  const price = await send(kasse, `${R}/prices/`, { seat_group_id: group.id, sale_type_id: 901, name_de: 'Vollpreis', name_en: 'Full price', price: '18.50' });
  assert.equal(price.statusCode, 201, price.body);
  assert.equal(price.json().price, '18.50');
  assert.equal(price.json().sale_type_id, 1);
  assert.equal((await send(kasse, `${R}/prices/`, { seat_group_id: group.id, name_de: 'x', name_en: 'x', price: '12,5' })).json().field, 'price');

  await t.db.query('UPDATE seat_groups SET sold = 12 WHERE id = $1', [group.id]);
  const below = await send(kasse, `${R}/seat-groups/${group.id}/`, { version: group.version, capacity: 11 }, 'PATCH');
  assert.equal(below.statusCode, 400);
  assert.equal(below.json().field, 'capacity');
  assert.equal(below.json().message, 'capacity: 12 sold, capacity cannot go below 12');

  const held = await addToCart({ quantities: [3], sale_type_ids: [1], seat_group: 'BALKON' });
  assert.equal(held.statusCode, 200, held.body);
  const belowHeld = await send(kasse, `${R}/seat-groups/${group.id}/`, { version: group.version, capacity: 14 }, 'PATCH');
  assert.equal(belowHeld.json().message, 'capacity: 12 sold and 3 held, capacity cannot go below 15');
  // Once the hold lapses its seats no longer count.
  t.clock.advance(16 * 60_000);
  const lowered = await send(kasse, `${R}/seat-groups/${group.id}/`, { version: group.version, capacity: 12 }, 'PATCH');
  assert.equal(lowered.statusCode, 200, lowered.body);
  assert.equal(lowered.json().capacity, 12);
  const sold = await addToCart({ quantities: [1], sale_type_ids: [1], seat_group: 'BALKON' });
  assert.equal(sold.statusCode, 409, 'nothing is left to hold');
});

test('time slots: their own capacity and sale window', async () => {
  const group = (await send(kasse, `${R}/seat-groups/`, { event_id: event.id, code: 'SLOTS', text_de: 'Führung', text_en: 'Tour', capacity: 0 })).json();
  await send(kasse, `${R}/prices/`, { seat_group_id: group.id, name_de: 'Vollpreis', name_en: 'Full price', price: '9' });
  const now = t.clock.now().getTime();
  const slot = await send(kasse, `${R}/timeslots/`, { seat_group_id: group.id, time_start: new Date(now + 3 * 86_400_000).toISOString(), capacity: 10, sale_start: new Date(now - 3_600_000).toISOString(), sale_end: null });
  assert.equal(slot.statusCode, 201, slot.body);
  assert.equal(slot.json().block_id, 1, 'the first time slot of the group is block 1');
  const backwards = await send(kasse, `${R}/timeslots/`, { seat_group_id: group.id, time_start: new Date(now).toISOString(), capacity: 5, sale_start: new Date(now).toISOString(), sale_end: new Date(now - 1).toISOString() });
  assert.equal(backwards.json().field, 'sale_end');

  await t.db.query('UPDATE timeslots SET sold = 5 WHERE id = $1', [slot.json().id]);
  const below = await send(kasse, `${R}/timeslots/${slot.json().id}/`, { version: slot.json().version, capacity: 4 }, 'PATCH');
  assert.equal(below.json().message, 'capacity: 5 sold, capacity cannot go below 5');
  assert.equal((await addToCart({ quantities: [2], sale_type_ids: [1], seat_group: 'SLOTS', block_id: 1 })).statusCode, 200);

  // Sale closed: the slot is offered with nothing left, and a cart add is refused.
  const closed = await send(kasse, `${R}/timeslots/${slot.json().id}/`, { version: slot.json().version, sale_end: new Date(now - 60_000).toISOString() }, 'PATCH');
  assert.equal(closed.statusCode, 200, closed.body);
  const refused = await addToCart({ quantities: [1], sale_type_ids: [1], seat_group: 'SLOTS', block_id: 1 });
  assert.equal(refused.statusCode, 409);
  assert.match(refused.json().message, /not on sale/);
  const shown = (await t.app.inject(`/de/api/events/${event.id}/`)).json();
  const shownSlot = shown.seat_groups.find((g: { seat_group: string }) => g.seat_group === 'SLOTS').timeslots[0];
  assert.equal(shownSlot.available, 0);
});

test('stop sales: box office only, CSRF, validated; while on, holds are refused and the event says so', async () => {
  const url = `/de/api/box-office/events/${event.id}/sales-stop/`;
  assert.equal((await send(client(t.app), url, { stopped: true })).statusCode, 401);
  assert.equal((await send(editor, url, { stopped: true })).statusCode, 403);
  assert.equal((await kasse.request({ method: 'POST', url, payload: { stopped: true }, csrf: false })).statusCode, 403);
  const bad = await send(kasse, url, { stopped: 'yes' });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().field, 'stopped');
  assert.equal((await send(kasse, '/de/api/box-office/events/99999999/sales-stop/', { stopped: true })).statusCode, 404);

  const before = (await t.app.inject(`/de/api/events/${event.id}/`)).json();
  assert.equal(before.sales_stopped, false);
  const stopped = await send(kasse, url, { stopped: true });
  assert.deepEqual(stopped.json(), { id: event.id, sales_stopped: true });
  assert.equal((await t.app.inject(`/de/api/events/${event.id}/`)).json().sales_stopped, true, 'the cached answer was dropped');
  const refused = await addToCart({ quantities: [1], sale_type_ids: [1], seat_group: 'BALKON' });
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().message, 'event_jet_id: sales for this event are stopped');

  assert.equal((await send(kasse, url, { stopped: false })).json().sales_stopped, false);
  assert.equal((await addToCart({ quantities: [1], sale_type_ids: [1], seat_group: 'SLOTS', block_id: 1 })).statusCode, 409, 'still closed by its sale window');
});

test('lists name the event and the seat group they refer to by title and date, in the asked language', async () => {
  const [shown] = await t.db.query<{ title_de: string; title_en: string }>('SELECT title_de, title_en FROM events WHERE id = $1', [event.id]);
  const groups = (await kasse.get(`/de/pageeditor-api/resources/seat-groups/?event_id=${event.id}`)).json();
  assert.ok(groups.items.length > 0);
  assert.ok(groups.labels.event_id[String(event.id)].startsWith(`${shown.title_de}, `), groups.labels.event_id[String(event.id)]);
  const english = (await kasse.get(`${R}/seat-groups/?event_id=${event.id}`)).json();
  assert.ok(english.labels.event_id[String(event.id)].startsWith(`${shown.title_en || shown.title_de}, `));

  const group = groups.items.find((g: { code: string }) => g.code === 'BALKON');
  const pricesDe = (await kasse.get(`/de/pageeditor-api/resources/prices/?seat_group_id=${group.id}`)).json();
  assert.ok(pricesDe.labels.seat_group_id[String(group.id)].startsWith(`Balkon · ${shown.title_de}, `));
  const pricesEn = (await kasse.get(`${R}/prices/?seat_group_id=${group.id}`)).json();
  assert.ok(pricesEn.labels.seat_group_id[String(group.id)].startsWith(`Balcony · ${shown.title_en || shown.title_de}, `));
  // A list whose columns name nothing answers no labels.
  assert.deepEqual((await editor.get(`${R}/genres/`)).json().labels, {});
});
