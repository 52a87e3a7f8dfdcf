import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { HistoryEntry } from 'shared-contracts/back-office/descriptor';
import { berlinClock, berlinIsoWeekday } from 'shared-contracts/berlin-time';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
let editor: Client;
let kasse: Client;
const R = '/en/pageeditor-api/resources';
const send = (c: Client, url: string, payload: unknown, method = 'POST') => c.request({ method, url, payload: payload as object, headers: { 'content-type': 'application/json' } });
const first = async (kind: string) => (await editor.get(`${R}/${kind}/`)).json().items[0];

before(async () => {
  t = await testApp();
  editor = client(t.app);
  await editor.login('editor', 'editor');
  kasse = client(t.app);
  await kasse.login('kasse', 'kasse');
});
after(() => t.close());

const KINDS: Array<{ kind: string; body: () => Promise<Record<string, unknown>>; field: string; change: Record<string, unknown> }> = [
  { kind: 'genres', body: async () => ({ name_de: 'Puppenspiel', name_en: 'Puppetry' }), field: 'name_en', change: { name_de: 'Figurentheater' } },
  { kind: 'seasons', body: async () => ({ name_de: 'Saison 2027', name_en: 'Season 2027' }), field: 'name_de', change: { sort: 5 } },
  { kind: 'event-tags', body: async () => ({ name_de: 'Für Kinder', name_en: 'For children' }), field: 'name_en', change: { show_in_filter: false } },
  { kind: 'exhibition-types', body: async () => ({ name_de: 'Lesung', name_en: 'Reading' }), field: 'name_de', change: { sort: 3 } },
  { kind: 'series', body: async () => ({ name_de: 'Nachtklänge', name_en: 'Night sounds' }), field: 'name_en', change: { description_de: '<p>Spät.</p>' } },
  {
    kind: 'venues',
    body: async () => ({ name_de: 'Glashütte Süd', name_en: 'South glassworks', street: 'Hüttenweg 3', zip: '94227', city: 'Zwiesel', lat: 49.01, lng: 13.23, accessibility_de: 'Stufenlos', accessibility_en: 'Step-free' }),
    field: 'lat',
    change: { accessibility_en: 'Step-free, lift to the gallery' },
  },
  { kind: 'rooms', body: async () => ({ venue_id: (await first('venues')).id, name_de: 'Ofenhalle', name_en: 'Furnace hall' }), field: 'venue_id', change: { sort: 2 } },
  {
    kind: 'productions',
    body: async () => ({ title_de: 'Feuer und Sand', title_en: 'Fire and sand', season_id: (await first('seasons')).id, date_from: '2026-06-01', date_to: '2026-07-01' }),
    field: 'season_id',
    change: { subtitle_de: 'Eine Werkschau' },
  },
];

for (const k of KINDS) {
  test(`${k.kind}: roles, CSRF, a 400 naming the field, 409 on a stale version, history`, async () => {
    assert.equal((await client(t.app).get(`${R}/${k.kind}/`)).statusCode, 401);
    const body = await k.body();
    assert.equal((await editor.request({ method: 'POST', url: `${R}/${k.kind}/`, payload: body, csrf: false })).statusCode, 403, 'a write without the CSRF header');
    const bad = await send(editor, `${R}/${k.kind}/`, { ...body, [k.field]: k.field.endsWith('_id') ? 0 : k.field === 'lat' ? 120 : '' });
    assert.equal(bad.statusCode, 400, bad.body);
    assert.equal(bad.json().field, k.field);
    // The box office runs the programme too.
    const created = await send(kasse, `${R}/${k.kind}/`, body);
    assert.equal(created.statusCode, 201, created.body);
    const entry = created.json();
    const changed = await send(editor, `${R}/${k.kind}/${entry.id}/`, { version: entry.version, ...k.change }, 'PATCH');
    assert.equal(changed.statusCode, 200, changed.body);
    const stale = await send(kasse, `${R}/${k.kind}/${entry.id}/`, { version: entry.version, ...k.change }, 'PATCH');
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().changed_by, 'editor');
    const history = (await editor.get(`${R}/${k.kind}/${entry.id}/history/`)).json() as HistoryEntry[];
    assert.deepEqual(history.map((h) => [h.action, h.username]), [['update', 'editor'], ['create', 'kasse']]);
  });
}

async function newEvent(extra: Record<string, unknown> = {}) {
  const room = await first('rooms');
  const res = await send(editor, `${R}/events/`, {
    title_de: 'Glasbläser-Nacht',
    title_en: 'Glassblowers’ night',
    subtitle_de: 'Vorführung am Ofen',
    subtitle_en: 'At the furnace',
    date_start: '2026-12-12T19:30:00+01:00',
    date_end: '2026-12-12T21:30:00+01:00',
    entry_time: '2026-12-12T19:00:00+01:00',
    room_id: room.id,
    ...extra,
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

test('events: a new event reaches the list, the detail page, search and the structured data at once; offline hides it', async () => {
  const event = await newEvent();
  assert.equal(event.slug_de, 'glasblaeser-nacht');
  assert.ok(event.venue_id, 'an event in a room takes the room’s venue');
  const list = await t.app.inject('/de/api/events/?date=12-12-2026&page_size=50');
  assert.ok(list.body.includes('Glasbläser-Nacht'), 'the events list shows it');
  const detail = await t.app.inject(`/en/api/events/${event.id}/`);
  assert.equal(detail.statusCode, 200);
  assert.equal(detail.json().title, 'Glassblowers’ night');
  const search = await t.app.inject('/de/api/search/?query=Glasbläser-Nacht');
  assert.ok(search.body.includes(`/${event.id}`), 'search finds it');
  const page = await t.app.inject(`/de/veranstaltungen/glasblaeser-nacht/${event.id}`);
  assert.ok(page.body.includes('"@type":"Event"') || page.body.includes('"@type": "Event"'), 'the page carries JSON-LD');
  assert.ok(page.body.includes('Glasbläser-Nacht'));

  const offline = await send(editor, `${R}/events/${event.id}/`, { version: event.version, is_online: false }, 'PATCH');
  assert.equal(offline.statusCode, 200);
  assert.equal((await t.app.inject(`/en/api/events/${event.id}/`)).statusCode, 404);
  assert.ok(!(await t.app.inject('/de/api/events/?date=12-12-2026&page_size=50')).body.includes('Glasbläser-Nacht'));
  assert.ok(!(await t.app.inject('/de/api/search/?query=Glasbläser-Nacht')).body.includes(`/${event.id}`));
  const back = await send(editor, `${R}/events/${event.id}/`, { version: offline.json().version, is_online: true }, 'PATCH');
  assert.equal(back.statusCode, 200);
});

test('events: rules across fields answer 400 naming the field', async () => {
  const venue = await send(editor, `${R}/venues/`, { name_de: 'Anderswo', name_en: 'Elsewhere', street: 'Weg 1', zip: '1', city: 'X', lat: 1, lng: 1 });
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ date_end: '2026-12-12T18:00:00+01:00' }, 'date_end'],
    [{ entry_time: '2026-12-12T20:00:00+01:00' }, 'entry_time'],
    [{ venue_id: venue.json().id }, 'room_id'],
    [{ genre_id: 999_999 }, 'genre_id'],
    [{ tag_ids: [999_999] }, 'tag_ids'],
    [{ date_start: '12.12.2026 19:30' }, 'date_start'],
  ];
  for (const [extra, field] of cases) {
    const res = await send(editor, `${R}/events/`, { title_de: 'X', title_en: 'X', date_start: '2026-12-12T19:30:00+01:00', date_end: null, entry_time: null, room_id: (await first('rooms')).id, ...extra });
    assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
    assert.equal(res.json().field, field);
  }
  const lektor = client(t.app);
  assert.equal((await lektor.get(`${R}/events/`)).statusCode, 401);
});

test('duplicate an event to another date: end and entry keep their distance, tags come along, history records it', async () => {
  const [tag] = (await editor.get(`${R}/event-tags/`)).json().items;
  const event = await newEvent({ tag_ids: [tag.id] });
  assert.equal((await editor.request({ method: 'POST', url: `${R}/events/${event.id}/duplicate/`, payload: { date_start: '2027-01-09T15:00:00+01:00' }, csrf: false })).statusCode, 403);
  const bad = await send(editor, `${R}/events/${event.id}/duplicate/`, { date_start: 'Samstag' });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().field, 'date_start');
  assert.equal((await send(editor, `${R}/events/999999/duplicate/`, { date_start: '2027-01-09T15:00:00+01:00' })).statusCode, 404);
  const copy = await send(kasse, `${R}/events/${event.id}/duplicate/`, { date_start: '2027-01-09T15:00:00+01:00' });
  assert.equal(copy.statusCode, 201, copy.body);
  const c = copy.json();
  assert.notEqual(c.id, event.id);
  assert.equal(c.title_de, event.title_de);
  assert.equal(c.date_start, '2027-01-09T14:00:00Z');
  assert.equal(c.date_end, '2027-01-09T16:00:00Z');
  assert.equal(c.entry_time, '2027-01-09T13:30:00Z');
  assert.deepEqual(c.tag_ids, [tag.id]);
  const history = (await editor.get(`${R}/events/${c.id}/history/`)).json() as HistoryEntry[];
  assert.deepEqual(history.map((h) => [h.action, h.username]), [['create', 'kasse']]);
  assert.equal((await t.app.inject(`/de/api/events/${c.id}/`)).statusCode, 200, 'visitors see the copy at once');
});

test('a recurring pattern creates one single event per matching Berlin day, across the clock change, and is capped', async () => {
  const event = await newEvent();
  const url = `${R}/events/${event.id}/recurring/`;
  const refusals: Array<[Record<string, unknown>, string]> = [
    [{ weekdays: [], time: '15:00', from: '2026-03-01', to: '2026-04-30' }, 'weekdays'],
    [{ weekdays: [8], time: '15:00', from: '2026-03-01', to: '2026-04-30' }, 'weekdays.0'],
    [{ weekdays: [6], time: '25:00', from: '2026-03-01', to: '2026-04-30' }, 'time'],
    [{ weekdays: [6], time: '15:00', from: '2026-03-01', to: '2026-02-01' }, 'to'],
    [{ weekdays: [6], time: '15:00', from: '2026-03-02', to: '2026-03-06' }, 'weekdays'],
    [{ weekdays: [1, 2, 3, 4, 5, 6, 7], time: '15:00', from: '2026-03-01', to: '2026-06-30' }, 'to'],
    [{ weekdays: [6], time: '15:00', from: '2026-03-01' }, 'to'],
  ];
  for (const [body, field] of refusals) {
    const res = await send(editor, url, body);
    assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
    assert.equal(res.json().field, field);
  }
  const before = (await editor.get(`${R}/events/?q=Glasbl&page_size=200`)).json().count;
  const res = await send(editor, url, { weekdays: [6], time: '15:00', from: '2026-03-14', to: '2026-04-04' });
  assert.equal(res.statusCode, 201, res.body);
  const { items, count } = res.json();
  assert.equal(count, 4, 'four Saturdays');
  for (const item of items) {
    assert.equal(berlinIsoWeekday(item.date_start), 6);
    assert.equal(berlinClock(item.date_start), '15:00', 'Berlin 15:00 before and after the clocks change on 29 March');
    assert.equal(Date.parse(item.date_end) - Date.parse(item.date_start), 2 * 3600_000);
  }
  assert.deepEqual(items.map((i: { date_start: string }) => i.date_start), ['2026-03-14T14:00:00Z', '2026-03-21T14:00:00Z', '2026-03-28T14:00:00Z', '2026-04-04T13:00:00Z']);
  assert.equal((await editor.get(`${R}/events/?q=Glasbl&page_size=200`)).json().count, before + 4);
  const lektorin = client(t.app);
  await lektorin.login('lektorin', 'lektorin');
  assert.equal((await send(lektorin, url, { weekdays: [6], time: '15:00', from: '2026-03-14', to: '2026-03-14' })).statusCode, 201, 'editors may');
});

test('a venue with rooms and events is not deleted; an event is, and comes back by restore', async () => {
  const room = await first('rooms');
  const [venue] = (await editor.get(`${R}/venues/?page_size=200`)).json().items.filter((v: { id: number }) => v.id === room.venue_id);
  assert.equal((await editor.request({ method: 'DELETE', url: `${R}/venues/${venue.id}/?version=${venue.version}` })).statusCode, 409);
  const event = await newEvent({ title_de: 'Kurz da', title_en: 'Briefly here' });
  assert.equal((await editor.request({ method: 'DELETE', url: `${R}/events/${event.id}/?version=${event.version}` })).statusCode, 204);
  assert.equal((await t.app.inject(`/de/api/events/${event.id}/`)).statusCode, 404);
  const history = (await editor.get(`${R}/events/${event.id}/history/`)).json() as HistoryEntry[];
  const restored = await send(editor, `${R}/events/${event.id}/history/${history[0].id}/restore/`, {});
  assert.equal(restored.statusCode, 200, restored.body);
  assert.equal((await t.app.inject(`/de/api/events/${event.id}/`)).statusCode, 200);
});

test('copies take the seat groups, prices and time slots along: same capacities, nothing sold, slots moved, on sale at once', async () => {
  const future = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString();
  const [template] = await t.db.query<{ id: number; date_start: string }>(
    `SELECT e.id, e.date_start FROM events e WHERE e.mark = 'show' AND e.id_jet IS NOT NULL AND e.date_start > $1
        AND EXISTS (SELECT 1 FROM seat_groups sg JOIN prices p ON p.seat_group_id = sg.id
                     WHERE sg.event_id = e.id AND NOT EXISTS (SELECT 1 FROM timeslots ts WHERE ts.seat_group_id = sg.id))
      ORDER BY e.date_start, e.id LIMIT 1`,
    [future],
  );
  // A guided tour by time slot beside the template's own groups, and some seats already sold.
  const tour = (await send(editor, `${R}/seat-groups/`, { event_id: template.id, code: 'TOUR', text_de: 'Führung', text_en: 'Tour', capacity: 0 })).json();
  await send(editor, `${R}/prices/`, { seat_group_id: tour.id, sale_type_id: 921, name_de: 'Vollpreis', name_en: 'Full price', price: '7.50' });
  const slotStart = new Date(Date.parse(template.date_start) + 3_600_000).toISOString();
  const saleEnd = new Date(Date.parse(template.date_start) - 3_600_000).toISOString();
  const slot = await send(editor, `${R}/timeslots/`, { seat_group_id: tour.id, time_start: slotStart, block_id: 1, capacity: 12, sale_start: null, sale_end: saleEnd });
  assert.equal(slot.statusCode, 201, slot.body);
  await t.db.query('UPDATE seat_groups SET sold = 3 WHERE event_id = $1', [template.id]);
  await t.db.query('UPDATE timeslots SET sold = 2 WHERE seat_group_id = $1', [tour.id]);

  // Time slots as their distance from the event's start, so a copy moved by a week reads the same.
  const seats = (eventId: number) =>
    t.db.query<{ code: string; text_en: string; capacity: number; sold: number; prices: string; slots: string | null; slots_sold: number }>(
      `SELECT sg.code, sg.text_en, sg.capacity, sg.sold,
              (SELECT string_agg(p.sale_type_id || ':' || p.name_de || ':' || p.price, ',' ORDER BY p.sale_type_id) FROM prices p WHERE p.seat_group_id = sg.id) AS prices,
              (SELECT string_agg(ts.block_id || ':' || ts.capacity || ':' || extract(epoch FROM ts.time_start - e.date_start)::int || ':' || coalesce((extract(epoch FROM ts.sale_end - e.date_start)::int)::text, '-'), ',' ORDER BY ts.block_id)
                 FROM timeslots ts WHERE ts.seat_group_id = sg.id) AS slots,
              (SELECT coalesce(sum(ts.sold), 0)::int FROM timeslots ts WHERE ts.seat_group_id = sg.id) AS slots_sold
         FROM seat_groups sg JOIN events e ON e.id = sg.event_id WHERE sg.event_id = $1 ORDER BY sg.code`,
      [eventId],
    );
  const week = 7 * 86_400_000;
  const copy = await send(editor, `${R}/events/${template.id}/duplicate/`, { date_start: new Date(Date.parse(template.date_start) + week).toISOString() });
  assert.equal(copy.statusCode, 201, copy.body);
  const original = await seats(template.id);
  assert.ok(original.find((g) => g.code === 'TOUR')!.slots!.startsWith('1:12:3600:-3600'), 'the tour slot an hour after the start, its sale ending an hour before');
  assert.ok(original.some((g) => g.sold + g.slots_sold > 0));
  assert.deepEqual(await seats(copy.json().id), original.map((g) => ({ ...g, sold: 0, slots_sold: 0 })));
  // Each copied seat group, price and time slot has a history of its own, started by the editor who copied.
  const [copiedTour] = await t.db.query<{ id: number }>(`SELECT id FROM seat_groups WHERE event_id = $1 AND code = 'TOUR'`, [copy.json().id]);
  const copiedRows = await t.db.query<{ kind: string; id: number }>(
    `SELECT 'seat-groups' AS kind, $1::int AS id
     UNION ALL SELECT 'prices', id FROM prices WHERE seat_group_id = $1
     UNION ALL SELECT 'timeslots', id FROM timeslots WHERE seat_group_id = $1`,
    [copiedTour.id],
  );
  assert.deepEqual(copiedRows.map((r) => r.kind).sort(), ['prices', 'seat-groups', 'timeslots']);
  for (const row of copiedRows) {
    const rowHistory = (await editor.get(`${R}/${row.kind}/${row.id}/history/`)).json() as HistoryEntry[];
    assert.deepEqual(rowHistory.map((h) => [h.action, h.username]), [['create', 'editor']], `${row.kind} ${row.id}`);
  }

  // The copy is sold through the shop under a ticket number of its own.
  const shown = (await t.app.inject(`/de/api/events/${copy.json().id}/`)).json();
  const [templateShown] = await t.db.query<{ id_jet: number }>('SELECT id_jet FROM events WHERE id = $1', [template.id]);
  assert.notEqual(shown.id_jet, null);
  assert.notEqual(shown.id_jet, templateShown.id_jet);
  const group = shown.seat_groups.find((g: { seat_group: string; timeslots: unknown[] }) => g.seat_group !== 'TOUR' && g.timeslots.length === 0);
  const held = await send(client(t.app), '/de/api/shop-cart/', { event_jet_id: shown.id_jet, quantities: [1], sale_type_ids: [group.prices[0].sale_type_id], seat_group: group.seat_group });
  assert.equal(held.statusCode, 200, held.body);

  // A recurring pattern copies them onto every date, each with its own number.
  const recurring = await send(editor, `${R}/events/${template.id}/recurring/`, { weekdays: [1, 2, 3, 4, 5, 6, 7], time: '20:00', from: '2027-02-01', to: '2027-02-02' });
  assert.equal(recurring.statusCode, 201, recurring.body);
  const ids = recurring.json().items.map((i: { id: number }) => i.id);
  for (const id of ids) assert.deepEqual((await seats(id)).map((g) => [g.code, g.capacity, g.sold, g.prices, g.slots]), original.map((g) => [g.code, g.capacity, 0, g.prices, g.slots]));
  const numbers = await t.db.query<{ id_jet: number }>('SELECT id_jet FROM events WHERE id = ANY($1::int[])', [ids]);
  assert.equal(new Set(numbers.map((n) => n.id_jet)).size, 2);
});

test('an event created in the form is on sale once it has a seat group with a price: a visitor can hold a ticket', async () => {
  const event = await newEvent({ title_de: 'Ofenführung', title_en: 'Furnace tour', date_start: '2027-01-16T15:00:00+01:00', date_end: '2027-01-16T16:00:00+01:00', entry_time: null });
  const group = await send(editor, `${R}/seat-groups/`, { event_id: event.id, code: 'FREI', text_de: 'Freie Platzwahl', text_en: 'Free seating', capacity: 20 });
  assert.equal(group.statusCode, 201, group.body);
  const price = await send(editor, `${R}/prices/`, { seat_group_id: group.json().id, sale_type_id: 921, name_de: 'Vollpreis', name_en: 'Full price', price: '9.00' });
  assert.equal(price.statusCode, 201, price.body);

  const shown = (await t.app.inject(`/de/api/events/${event.id}/`)).json();
  assert.equal(typeof shown.id_jet, 'number', 'the new event has a ticket number of its own');
  const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE id_jet = $1', [shown.id_jet]);
  assert.equal(n, 1);
  // The server numbers a new price's sale type itself; the visitor's cart names the number it gave.
  const held = await send(client(t.app), '/de/api/shop-cart/', { event_jet_id: shown.id_jet, quantities: [2], sale_type_ids: [price.json().sale_type_id], seat_group: 'FREI' });
  assert.equal(held.statusCode, 200, held.body);
});
