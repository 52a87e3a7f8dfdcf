import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { formatWeekdayDateTime } from 'shared-contracts/berlin-time';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
let editor: Client;
let kasse: Client;
const R = '/de/pageeditor-api/resources';
const send = (c: Client, url: string, payload: unknown, method = 'POST') => c.request({ method, url, payload: payload as object, headers: { 'content-type': 'application/json' } });

before(async () => {
  t = await testApp();
  editor = client(t.app);
  kasse = client(t.app);
  assert.equal((await editor.login('editor', 'editor')).statusCode, 200);
  assert.equal((await kasse.login('kasse', 'kasse')).statusCode, 200);
});
after(() => t.close());

/** A new event with a venue, an entry time and one copy a week later: the two differ only by their date. */
async function eventWithCopy() {
  const [venue] = (await editor.get(`${R}/venues/`)).json().items;
  const start = new Date(t.clock.now().getTime() + 10 * 86_400_000);
  start.setUTCHours(18, 0, 0, 0);
  const entry = new Date(start.getTime() - 30 * 60_000);
  const created = await send(editor, `${R}/events/`, { title_de: 'Namensprobe', title_en: 'Name test', date_start: start.toISOString(), entry_time: entry.toISOString(), venue_id: venue.id });
  assert.equal(created.statusCode, 201, created.body);
  const copy = await send(editor, `${R}/events/${created.json().id}/duplicate/`, { date_start: new Date(start.getTime() + 7 * 86_400_000).toISOString() });
  assert.equal(copy.statusCode, 201, copy.body);
  return { event: created.json(), copy: copy.json(), venue, start };
}

test('events are named with their date and venue, so copies differ; lists and pickers ask by ids', async () => {
  const { event, copy, venue, start } = await eventWithCopy();
  const list = (await editor.get(`${R}/events/?ids=${event.id},${copy.id}`)).json();
  assert.equal(list.count, 2);
  assert.equal(list.titles[String(event.id)], `Namensprobe, ${formatWeekdayDateTime(start, 'de')} · ${venue.name_de}`);
  assert.notEqual(list.titles[String(event.id)], list.titles[String(copy.id)]);
  assert.equal(list.labels.venue_id[String(venue.id)], venue.name_de, 'the events list shows the venue by name');
  const english = (await editor.get(`/en/pageeditor-api/resources/events/?ids=${event.id}`)).json();
  assert.equal(english.titles[String(event.id)], `Name test, ${formatWeekdayDateTime(start, 'en')} · ${venue.name_en}`);

  const bad = await editor.get(`${R}/events/?ids=1,x`);
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().field, 'ids');
  assert.equal((await client(t.app).get(`${R}/events/?ids=${event.id}`)).statusCode, 401);
});

test('a seat group picks its event by name; prices and time slots get their cart numbers from the server', async () => {
  const { event, copy, start } = await eventWithCopy();
  const group = { event_id: copy.id, code: 'PARKETT', text_de: 'Parkett', text_en: 'Stalls', capacity: 40 };
  assert.equal((await kasse.request({ method: 'POST', url: `${R}/seat-groups/`, payload: group, csrf: false })).statusCode, 403, 'CSRF as every staff write');
  const made = await send(kasse, `${R}/seat-groups/`, group);
  assert.equal(made.statusCode, 201, made.body);
  const groupId = made.json().id;
  const groups = (await kasse.get(`${R}/seat-groups/?event_id=${copy.id}`)).json();
  const copyStart = new Date(start.getTime() + 7 * 86_400_000);
  assert.equal(groups.titles[String(groupId)], `Parkett · Namensprobe, ${formatWeekdayDateTime(copyStart, 'de')}`);
  assert.ok(groups.labels.event_id[String(copy.id)].includes(formatWeekdayDateTime(copyStart, 'de')));
  assert.equal((await kasse.get(`${R}/seat-groups/?event_id=${event.id}`)).json().count, 0, 'the original has none of the copy’s groups');

  const price = (body: Record<string, unknown>) => send(kasse, `${R}/prices/`, { seat_group_id: groupId, name_de: 'Vollpreis', name_en: 'Full price', price: '20', ...body });
  const [a, b] = await Promise.all([price({}), price({ name_de: 'Ermäßigt', name_en: 'Reduced', price: '12.50', has_discounts: true, sale_type_id: 7 })]);
  assert.deepEqual([a.statusCode, b.statusCode], [201, 201], `${a.body} ${b.body}`);
  assert.deepEqual([a.json().sale_type_id, b.json().sale_type_id].sort(), [1, 2], 'two at once draw two numbers, a sent one is ignored');
  const unknownGroup = await price({ seat_group_id: 99_999_999 });
  assert.equal(unknownGroup.statusCode, 400);
  assert.equal(unknownGroup.json().field, 'seat_group_id');
  const edited = await send(kasse, `${R}/prices/${a.json().id}/`, { version: a.json().version, price: '22' }, 'PATCH');
  assert.equal(edited.json().sale_type_id, a.json().sale_type_id, 'an edit keeps the number');
  const prices = (await kasse.get(`${R}/prices/?seat_group_id=${groupId}`)).json();
  assert.ok(prices.titles[String(b.json().id)].startsWith('Ermäßigt 12,50\u00a0€ · Parkett · Namensprobe, '));

  const slot = await send(kasse, `${R}/timeslots/`, { seat_group_id: groupId, time_start: copyStart.toISOString(), capacity: 10 });
  assert.equal(slot.statusCode, 201, slot.body);
  assert.equal(slot.json().block_id, 1);
  const slots = (await kasse.get(`${R}/timeslots/?seat_group_id=${groupId}`)).json();
  assert.equal(slots.titles[String(slot.json().id)], `${formatWeekdayDateTime(copyStart, 'de')} · Parkett · Namensprobe`);
  const missing = await send(kasse, `${R}/timeslots/`, { seat_group_id: groupId, capacity: 10 });
  assert.equal(missing.statusCode, 400);
  assert.equal(missing.json().field, 'time_start');
});

test('a new event has its ticket link and its page says when the doors open', async () => {
  const { event, copy, start } = await eventWithCopy();
  for (const id of [event.id, copy.id]) {
    const [row] = await t.db.query<{ id_jet: number; ticket_url: string }>('SELECT id_jet, ticket_url FROM events WHERE id = $1', [id]);
    assert.equal(row.ticket_url, `/webshop/event/${row.id_jet}`);
  }
  const shown = (await t.app.inject(`/de/api/events/${event.id}/`)).json();
  assert.equal(shown.ticket_url, `/webshop/event/${shown.id_jet}`);
  assert.equal(Date.parse(shown.entry_time), start.getTime() - 30 * 60_000);
  // An event the back office made before it gave links still answers one.
  await t.db.query('UPDATE events SET ticket_url = NULL WHERE id = $1', [copy.id]);
  await t.db.query('UPDATE events SET entry_time = NULL WHERE id = $1', [copy.id]);
  const older = (await t.app.inject(`/de/api/events/${copy.id}/`)).json();
  assert.equal(older.ticket_url, `/webshop/event/${older.id_jet}`);
  assert.equal(older.entry_time, null);
});
