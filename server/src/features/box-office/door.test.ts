import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { checkInAnswerSchema, type CheckInAnswer, type CheckInList } from 'shared-contracts/box-office';
import { doorListSchema, syncAnswerSchema, ticketSearchAnswerSchema } from 'shared-contracts/door';
import type { Order } from 'shared-contracts/orders';
import { buyTickets } from '../../testing/buy-tickets';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

const NOW = new Date('2026-05-06T10:00:00Z');
let t: TestApp;
let kasse: Client;
let admin: Client;

before(async () => {
  t = await testApp({ now: NOW });
  kasse = client(t.app);
  assert.equal((await kasse.login('kasse', 'kasse')).statusCode, 200);
  admin = client(t.app);
  assert.equal((await admin.login('admin', 'admin')).statusCode, 200);
});
after(() => t.close());

const setPolicy = (policy: 'admit' | 'warn' | 'refuse') => t.db.query('UPDATE site_settings SET door_unpaid = $1 WHERE id = 1', [policy]);
const markPaid = (order: Order) => t.db.query("UPDATE orders SET payment_state = 'paid' WHERE code = $1", [order.code]);
/** Moves the clock; sessions last a while only, so both door phones log in again. */
async function setClock(at: Date) {
  t.clock.set(at);
  assert.equal((await kasse.login('kasse', 'kasse')).statusCode, 200);
  assert.equal((await admin.login('admin', 'admin')).statusCode, 200);
}
/** Puts the clock at the ticket's event day, an hour before it starts. */
const onEventDay = (order: Order) => setClock(new Date(new Date(order.tickets[0].event.date_start).getTime() - 3600_000));

async function scan(payload: Record<string, unknown>, as: Client = kasse): Promise<CheckInAnswer> {
  const res = await as.request({ method: 'POST', url: '/de/api/box-office/check-ins/', payload });
  assert.equal(res.statusCode, 200, res.body);
  return checkInAnswerSchema.strict().parse(res.json());
}

/** An order with something to pay: seat groups are tried in turn until one sells at a price above 0. */
async function pricedOrder(quantity = 1, name?: string): Promise<Order> {
  for (let skip = 0; skip < 12; skip++) {
    const order = await buyTickets(t, quantity, { skip, name });
    if (Number(order.total) > 0) return order;
  }
  throw new Error('no seat group with a price above 0');
}

describe('door calls: roles, CSRF, validation', () => {
  it('are box office only, writes need the CSRF header, and a wrong field is a 400 naming it', async () => {
    const visitor = client(t.app);
    const editor = client(t.app);
    assert.equal((await editor.login()).statusCode, 200);
    const calls = [
      { method: 'GET', url: '/de/api/box-office/tickets/?q=Erika' },
      { method: 'GET', url: '/de/api/box-office/events/1/door-list/' },
      { method: 'POST', url: '/de/api/box-office/check-ins/sync/', payload: { scans: [] } },
      { method: 'POST', url: '/de/api/box-office/events/1/check-in-lists/', payload: { name: 'Foyer' } },
      { method: 'PATCH', url: '/de/api/box-office/check-in-lists/1/', payload: { name: 'Foyer' } },
      { method: 'DELETE', url: '/de/api/box-office/check-in-lists/1/' },
    ];
    for (const call of calls) {
      assert.equal((await visitor.request(call)).statusCode, 401, `${call.method} ${call.url} anonymous`);
      assert.equal((await editor.request(call)).statusCode, 403, `${call.method} ${call.url} as editor`);
      if (call.method !== 'GET') assert.equal((await kasse.request({ ...call, csrf: false })).statusCode, 403, `${call.method} ${call.url} without CSRF`);
    }
    const bad: Array<[{ method: string; url: string; payload?: unknown }, string]> = [
      [{ method: 'GET', url: '/de/api/box-office/tickets/' }, 'q'],
      [{ method: 'GET', url: '/de/api/box-office/tickets/?q=E' }, 'q'],
      [{ method: 'GET', url: '/de/api/box-office/tickets/?q=Erika&event_id=x' }, 'event_id'],
      [{ method: 'GET', url: '/de/api/box-office/events/x/door-list/' }, 'id'],
      [{ method: 'POST', url: '/de/api/box-office/check-ins/sync/', payload: { scans: [] } }, 'scans'],
      [{ method: 'POST', url: '/de/api/box-office/check-ins/sync/', payload: { scans: [{ scan_id: 'abcdefgh12', code: 'x', at: 'later' }] } }, 'scans.0.at'],
      [{ method: 'POST', url: '/de/api/box-office/check-ins/sync/', payload: { scans: [{ code: 'x', at: NOW.toISOString() }] } }, 'scans.0.scan_id'],
      [{ method: 'POST', url: '/de/api/box-office/events/1/check-in-lists/', payload: {} }, 'name'],
      [{ method: 'POST', url: '/de/api/box-office/events/1/check-in-lists/', payload: { name: 'Foyer', allow_reentry: 'yes' } }, 'allow_reentry'],
      [{ method: 'POST', url: '/de/api/box-office/check-ins/', payload: { code: 'x', direction: 'sideways' } }, 'direction'],
      [{ method: 'POST', url: '/de/api/box-office/check-ins/', payload: { code: 'x', force: 'please' } }, 'force'],
      [{ method: 'POST', url: '/de/api/box-office/check-ins/', payload: { code: 'x', scan_id: 'no!' } }, 'scan_id'],
    ];
    for (const [call, field] of bad) {
      const res = await kasse.request(call);
      assert.equal(res.statusCode, 400, `${call.method} ${call.url} ${res.body}`);
      assert.equal(res.json().field, field, res.body);
    }
    assert.equal((await kasse.get('/de/api/box-office/events/999999/door-list/')).statusCode, 404);
    assert.equal((await kasse.request({ method: 'POST', url: '/de/api/box-office/events/999999/check-in-lists/', payload: { name: 'Foyer' } })).statusCode, 404);
  });
});

describe('refusals and admit anyway', () => {
  it('refuses a ticket of another day with its date, admits it anyway on request and records who, when and the override', async () => {
    await setPolicy('admit');
    const order = await buyTickets(t, 1, { skip: 2 });
    const [ticket] = order.tickets;
    await setClock(new Date(new Date(ticket.event.date_start).getTime() - 3 * 24 * 3600_000));
    const refused = await scan({ code: ticket.qr, event_id: null });
    assert.equal(refused.result, 'other_day');
    assert.equal(refused.overridable, true);
    assert.equal(refused.ticket!.event.date_start, ticket.event.date_start);
    assert.equal(refused.ticket!.checked_in_at, null);
    const anyway = await scan({ code: ticket.qr, event_id: null, force: true });
    assert.equal(anyway.result, 'valid');
    assert.equal(anyway.ticket!.checked_in_override, true);
    assert.equal(anyway.ticket!.checked_in_by, 'Kai Kasse');
    const [log] = await t.db.query<{ action: string; by_name: string; override: boolean; at: Date }>(
      'SELECT l.action, l.by_name, l.override, l.at FROM check_in_log l JOIN order_tickets x ON x.id = l.ticket_id JOIN orders o ON o.id = x.order_id WHERE o.code = $1',
      [order.code],
    );
    assert.deepEqual({ action: log.action, by: log.by_name, override: log.override, at: new Date(log.at).toISOString() }, { action: 'entry', by: 'Kai Kasse', override: true, at: t.clock.now().toISOString() });
  });

  it('refuses a timeslot ticket outside its slot (30 minutes before to 60 after), with the slot named', async () => {
    await setPolicy('admit');
    const order = await buyTickets(t, 1, { skip: 1 });
    const slot = new Date(new Date(order.tickets[0].event.date_start).getTime() + 2 * 3600_000);
    await t.db.query('UPDATE order_tickets SET time_start = $2 FROM orders o WHERE o.id = order_tickets.order_id AND o.code = $1', [order.code, slot.toISOString()]);
    const { qr, event } = order.tickets[0];
    await setClock(new Date(slot.getTime() - 45 * 60_000));
    const early = await scan({ code: qr, event_id: event.id });
    assert.equal(early.result, 'other_slot');
    assert.equal(early.overridable, true);
    assert.match(early.ticket!.time_start!, /\+0[12]:00$/);
    assert.equal(new Date(early.ticket!.time_start!).getTime(), slot.getTime());
    await setClock(new Date(slot.getTime() + 61 * 60_000));
    assert.equal((await scan({ code: qr, event_id: event.id })).result, 'other_slot');
    await setClock(new Date(slot.getTime() - 20 * 60_000));
    assert.equal((await scan({ code: qr, event_id: event.id })).result, 'valid');
  });

  it('flags an open order: warn refuses until admit anyway, refuse cannot be overridden, admit lets it in flagged', async () => {
    const order = await pricedOrder(3);
    await onEventDay(order);
    const [a, b, c] = order.tickets;
    await setPolicy('warn');
    const warned = await scan({ code: a.qr, event_id: a.event.id });
    assert.deepEqual([warned.result, warned.overridable, warned.ticket!.paid], ['unpaid', true, false]);
    const forced = await scan({ code: a.qr, event_id: a.event.id, force: true });
    assert.deepEqual([forced.result, forced.ticket!.checked_in_override], ['valid', true]);
    await setPolicy('refuse');
    assert.deepEqual(Object.values(await scan({ code: b.qr, event_id: b.event.id, force: true })).slice(0, 1), ['unpaid']);
    assert.equal((await scan({ code: b.qr, event_id: b.event.id })).overridable, false);
    await setPolicy('admit');
    const admitted = await scan({ code: b.qr, event_id: b.event.id });
    assert.deepEqual([admitted.result, admitted.ticket!.paid, admitted.ticket!.checked_in_override], ['valid', false, false]);
    await setPolicy('warn');
    await markPaid(order);
    const paid = await scan({ code: c.qr, event_id: c.event.id });
    assert.deepEqual([paid.result, paid.ticket!.paid], ['valid', true]);
  });
});

describe('the unpaid rule in site settings', () => {
  it('admins choose it (warn by default), a wrong value is a 400 naming the field, and the door list tells it', async () => {
    const R = '/de/pageeditor-api/resources/site-settings/1/';
    const row = (await admin.get(R)).json() as { version: number; door_unpaid: string };
    assert.ok(['admit', 'warn', 'refuse'].includes(row.door_unpaid));
    const wrong = await admin.request({ method: 'PATCH', url: R, payload: { version: row.version, door_unpaid: 'maybe' } });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().field, 'door_unpaid');
    assert.equal((await kasse.request({ method: 'PATCH', url: R, payload: { version: row.version, door_unpaid: 'admit' } })).statusCode, 403, 'the box office does not set it');
    const saved = await admin.request({ method: 'PATCH', url: R, payload: { version: row.version, door_unpaid: 'refuse' } });
    assert.equal(saved.statusCode, 200, saved.body);
    const eventId = (await buyTickets(t, 1)).tickets[0].event.id;
    assert.equal(doorListSchema.parse((await kasse.get(`/de/api/box-office/events/${eventId}/door-list/`)).json()).unpaid_policy, 'refuse');
    const [fresh] = await t.db.query<{ d: string }>("SELECT column_default AS d FROM information_schema.columns WHERE table_name = 'site_settings' AND column_name = 'door_unpaid'");
    assert.match(fresh.d, /warn/);
  });
});

describe('check-in lists', () => {
  it('a list with re-entry takes exit and entry scans; without it a guest who went out is not let back in', async () => {
    await setPolicy('admit');
    const order = await buyTickets(t, 1, { skip: 4 });
    await onEventDay(order);
    const { qr, event } = order.tickets[0];
    const created = await kasse.request({ method: 'POST', url: `/de/api/box-office/events/${event.id}/check-in-lists/`, payload: { name: 'Foyer', allow_reentry: true } });
    assert.equal(created.statusCode, 201, created.body);
    const foyer = created.json() as CheckInList;
    assert.deepEqual({ ...foyer, id: 0 }, { id: 0, event_id: event.id, name: 'Foyer', allow_reentry: true });
    assert.equal((await kasse.request({ method: 'POST', url: `/de/api/box-office/events/${event.id}/check-in-lists/`, payload: { name: 'Foyer' } })).statusCode, 409);
    const events = (await kasse.get('/de/api/box-office/events/')).json() as Array<{ id: number; check_in_lists: CheckInList[] }>;
    assert.deepEqual(events.find((e) => e.id === event.id)!.check_in_lists, [foyer]);

    const on = { code: qr, event_id: event.id, list_id: foyer.id };
    assert.equal((await scan(on)).result, 'valid');
    assert.equal((await scan(on)).result, 'already_checked_in');
    const out = await scan({ ...on, direction: 'exit' });
    assert.equal(out.result, 'exited');
    assert.ok(out.ticket!.left_at);
    assert.equal((await scan({ ...on, direction: 'exit' })).result, 'not_inside');
    assert.equal((await scan({ code: qr, event_id: event.id })).result, 'no_reentry', 'the plain entry does not let a guest back in');
    assert.equal((await scan(on)).result, 'valid', 'the list with re-entry does');

    const plain = (await kasse.request({ method: 'POST', url: `/de/api/box-office/events/${event.id}/check-in-lists/`, payload: { name: 'Haupteingang' } })).json() as CheckInList;
    const exit = await kasse.request({ method: 'POST', url: '/de/api/box-office/check-ins/', payload: { code: qr, event_id: event.id, list_id: plain.id, direction: 'exit' } });
    assert.equal(exit.statusCode, 400);
    assert.equal(exit.json().field, 'direction');
    const otherEvent = await kasse.request({ method: 'POST', url: '/de/api/box-office/check-ins/', payload: { code: qr, event_id: event.id + 1, list_id: plain.id } });
    assert.equal(otherEvent.json().field, 'list_id');
    const renamed = await kasse.request({ method: 'PATCH', url: `/de/api/box-office/check-in-lists/${plain.id}/`, payload: { allow_reentry: true } });
    assert.deepEqual((renamed.json() as CheckInList).allow_reentry, true);
    assert.equal((await kasse.request({ method: 'DELETE', url: `/de/api/box-office/check-in-lists/${plain.id}/` })).statusCode, 204);
    assert.equal((await kasse.request({ method: 'DELETE', url: `/de/api/box-office/check-in-lists/${plain.id}/` })).statusCode, 404);
  });

  it('undo works on any admitted ticket and is recorded', async () => {
    await setPolicy('admit');
    const order = await buyTickets(t, 2, { skip: 4 });
    await onEventDay(order);
    for (const ticket of order.tickets) assert.equal((await scan({ code: ticket.qr, event_id: ticket.event.id })).result, 'valid');
    const undo = await kasse.request({ method: 'POST', url: '/de/api/box-office/check-ins/undo/', payload: { code: order.tickets[0].qr } });
    assert.equal(undo.statusCode, 200, undo.body);
    const actions = await t.db.query<{ action: string }>(
      'SELECT l.action FROM check_in_log l JOIN order_tickets x ON x.id = l.ticket_id JOIN orders o ON o.id = x.order_id WHERE o.code = $1 ORDER BY l.id',
      [order.code],
    );
    assert.deepEqual(actions.map((a) => a.action), ['entry', 'entry', 'undo']);
  });
});

describe('search and the offline list', () => {
  it('finds tickets by ticket number, order code and part of the buyer name, each with a code that scans', async () => {
    await setPolicy('admit');
    const order = await buyTickets(t, 3, { skip: 5, name: 'Wilhelmine Quast' });
    await onEventDay(order);
    const search = async (q: string, eventId?: number) => {
      const res = await kasse.get(`/de/api/box-office/tickets/?q=${encodeURIComponent(q)}${eventId ? `&event_id=${eventId}` : ''}`);
      assert.equal(res.statusCode, 200, res.body);
      return ticketSearchAnswerSchema.parse(res.json()).results;
    };
    const byNumber = await search(`${order.code.toLowerCase()}-2`);
    assert.deepEqual(byNumber.map((x) => x.ticket), [`${order.code}-2`]);
    assert.equal(byNumber[0].code, order.tickets[1].qr);
    assert.deepEqual((await search(order.code)).map((x) => x.ticket), [1, 2, 3].map((n) => `${order.code}-${n}`));
    const byName = await search('Quast Wilhelmine');
    assert.equal(byName.length, 0, 'a part of the name, as it is written');
    assert.deepEqual((await search('helmine QUA')).map((x) => x.name), ['Wilhelmine Quast', 'Wilhelmine Quast', 'Wilhelmine Quast']);
    assert.equal((await search('Quast', order.tickets[0].event.id + 100_000)).length, 0);
    assert.equal((await search('100%')).length, 0, 'wildcards are plain characters');
    assert.equal((await scan({ code: byNumber[0].code, event_id: byNumber[0].event.id })).result, 'valid');
    assert.equal((await search(`${order.code}-2`))[0].checked_in_by, 'Kai Kasse');
  });

  it('the door list has every ticket of the event with its signed code, state and payment', async () => {
    const order = await buyTickets(t, 2, { skip: 6 });
    const cancelled = await buyTickets(t, 1, { skip: 6 });
    await kasse.request({ method: 'POST', url: `/de/api/dashboard-orders/${cancelled.code}/cancel/` });
    const eventId = order.tickets[0].event.id;
    const res = await kasse.get(`/en/api/box-office/events/${eventId}/door-list/`);
    assert.equal(res.statusCode, 200, res.body);
    const list = doorListSchema.strict().parse(res.json());
    assert.equal(list.event.id, eventId);
    const mine = list.tickets.filter((x) => x.order_code === order.code);
    assert.deepEqual(mine.map((x) => [x.code, x.status]), order.tickets.map((x) => [x.qr, 'placed']));
    assert.equal(list.tickets.find((x) => x.order_code === cancelled.code)!.status, 'cancelled');
    assert.ok(list.tickets.every((x) => x.event.id === eventId));
    assert.equal(list.unpaid_policy, 'admit');
  });
});

describe('POST /{locale}/api/box-office/check-ins/sync/', () => {
  it('records queued scans at their time, reports a ticket admitted twice offline on two phones, and counts a resent scan once', async () => {
    await setPolicy('warn');
    const order = await pricedOrder(2);
    await onEventDay(order);
    const [a, b] = order.tickets;
    const scannedAt = new Date(t.clock.now().getTime() - 10 * 60_000);
    const phoneOne = { scans: [{ scan_id: 'phone1-scan-0001', code: a.qr, event_id: a.event.id, at: scannedAt.toISOString() }, { scan_id: 'phone1-scan-0002', code: b.qr, event_id: b.event.id, at: scannedAt.toISOString() }] };
    const phoneTwo = { scans: [{ scan_id: 'phone2-scan-0001', code: a.qr, event_id: a.event.id, at: new Date(scannedAt.getTime() + 60_000).toISOString() }] };
    const sync = async (as: Client, body: unknown) => {
      const res = await as.request({ method: 'POST', url: '/de/api/box-office/check-ins/sync/', payload: body });
      assert.equal(res.statusCode, 200, res.body);
      return syncAnswerSchema.parse(res.json()).results;
    };
    const first = await sync(kasse, phoneOne);
    assert.deepEqual(first.map((r) => [r.scan_id, r.conflict, r.answer.result]), [['phone1-scan-0001', false, 'valid'], ['phone1-scan-0002', false, 'valid']]);
    assert.equal(new Date(first[0].answer.ticket!.checked_in_at!).getTime(), scannedAt.getTime(), 'recorded when it was scanned');
    assert.equal(first[0].answer.ticket!.checked_in_override, true, 'the unpaid order was let in offline: recorded as overridden');
    const second = await sync(admin, phoneTwo);
    assert.deepEqual(second.map((r) => [r.conflict, r.answer.result, r.answer.ticket!.checked_in_by]), [[true, 'already_checked_in', 'Kai Kasse']]);
    // The first phone's sync is sent again (its answer was lost): nothing new, the same answers.
    assert.deepEqual((await sync(kasse, phoneOne)).map((r) => [r.conflict, r.answer.result]), [[false, 'valid'], [false, 'valid']]);
    assert.deepEqual((await sync(admin, phoneTwo)).map((r) => r.conflict), [true]);
    const logged = await t.db.query<{ action: string; offline: boolean; by_name: string }>(
      'SELECT l.action, l.offline, l.by_name FROM check_in_log l JOIN order_tickets x ON x.id = l.ticket_id JOIN orders o ON o.id = x.order_id WHERE o.code = $1 ORDER BY l.id',
      [order.code],
    );
    assert.deepEqual(logged.map((l) => [l.action, l.offline]), [['entry', true], ['entry', true], ['conflict', true]]);
    assert.equal(logged[0].by_name, 'Kai Kasse');
    assert.notEqual(logged[2].by_name, 'Kai Kasse', 'the conflict is recorded for the second phone');
  });

  it('a scan that reached the server before the network dropped is not a conflict when its queue syncs', async () => {
    await setPolicy('admit');
    const order = await buyTickets(t, 1, { skip: 7 });
    await onEventDay(order);
    const [a] = order.tickets;
    assert.equal((await scan({ code: a.qr, event_id: a.event.id, scan_id: 'online-then-lost-1' })).result, 'valid');
    const res = await kasse.request({ method: 'POST', url: '/de/api/box-office/check-ins/sync/', payload: { scans: [{ scan_id: 'online-then-lost-1', code: a.qr, event_id: a.event.id, at: t.clock.now().toISOString() }] } });
    assert.deepEqual(syncAnswerSchema.parse(res.json()).results.map((r) => [r.conflict, r.answer.result]), [[false, 'valid']]);
  });
});
