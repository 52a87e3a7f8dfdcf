import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { checkInAnswerSchema, type CheckInAnswer } from 'shared-contracts/box-office';
import type { Order } from 'shared-contracts/orders';
import { qrCodesInPdf } from 'site-config/testing/pdf-qr';
import { ticketSignerFor } from '../../lib/ticket-signature';
import { buyTickets } from '../../testing/buy-tickets';
import { type Client, client } from '../../testing/session';
import { secondInstance, type TestApp, testApp } from '../../testing/test-app';

const NOW = new Date('2026-05-06T10:00:00Z');
let t: TestApp;
let staff: Client;

before(async () => {
  t = await testApp({ now: NOW });
  // These tests are about one admission; unpaid orders at the door are door.test.ts's.
  await t.db.query("UPDATE site_settings SET door_unpaid = 'admit' WHERE id = 1");
  staff = client(t.app);
  assert.equal((await staff.login('kasse', 'kasse')).statusCode, 200);
});
after(() => t.close());

async function scan(code: string, eventId?: number | null, locale = 'de'): Promise<CheckInAnswer> {
  const res = await staff.request({ method: 'POST', url: `/${locale}/api/box-office/check-ins/`, payload: { code, ...(eventId === undefined ? {} : { event_id: eventId }) } });
  assert.equal(res.statusCode, 200, res.body);
  return checkInAnswerSchema.strict().parse(res.json());
}
const undo = (code: string) => staff.request({ method: 'POST', url: '/de/api/box-office/check-ins/undo/', payload: { code } });

/** The same text with one character changed to another of the code's alphabet. */
function changeByte(code: string, index: number): string {
  const next = code[index] === 'A' ? 'B' : 'A';
  return code.slice(0, index) + next + code.slice(index + 1);
}

describe('ticket QR payload', () => {
  it('is signed, names order, position and event, and carries nothing personal; the order page and PDF show it', async () => {
    const order = await buyTickets(t, 2, { name: 'Hedwig Hansen' });
    for (const [i, ticket] of order.tickets.entries()) {
      assert.match(ticket.qr, new RegExp(`^LA1:${order.code}:${i + 1}:${ticket.event.id}:[A-Z2-7]{16}$`));
      assert.ok(!/hansen|erika|@/i.test(ticket.qr));
    }
    const pdf = await t.app.inject({ url: order.tickets_url });
    assert.deepEqual(await qrCodesInPdf(pdf.rawPayload), order.tickets.map((x) => x.qr));
    const secret = order.order_url.split('?')[0].split('/').pop()!;
    const page = (await t.app.inject({ url: `/de/api/orders/${order.code}/${secret}/` })).json() as Order;
    assert.deepEqual(page.tickets.map((x) => x.qr), order.tickets.map((x) => x.qr));
  });
});

describe('POST /{locale}/api/box-office/check-ins/', () => {
  it('is staff only and needs the CSRF header; a missing or wrong field is a 400 naming it', async () => {
    const visitor = client(t.app);
    assert.equal((await visitor.request({ method: 'POST', url: '/de/api/box-office/check-ins/', payload: { code: 'x' } })).statusCode, 401);
    assert.equal((await visitor.request({ method: 'POST', url: '/de/api/box-office/check-ins/undo/', payload: { code: 'x' } })).statusCode, 401);
    assert.equal((await staff.request({ method: 'POST', url: '/de/api/box-office/check-ins/', payload: { code: 'x' }, csrf: false })).statusCode, 403);
    const editor = client(t.app);
    assert.equal((await editor.login()).statusCode, 200);
    assert.equal((await editor.request({ method: 'POST', url: '/de/api/box-office/check-ins/', payload: { code: 'x' } })).statusCode, 403, 'an editor may not check tickets in');
    assert.equal((await editor.request({ method: 'GET', url: '/de/api/box-office/events/' })).statusCode, 403, 'nor see the sales');
    assert.equal((await staff.request({ method: 'POST', url: '/de/api/box-office/check-ins/undo/', payload: { code: 'x' }, csrf: false })).statusCode, 403);
    const missing = await staff.request({ method: 'POST', url: '/de/api/box-office/check-ins/', payload: {} });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().field, 'code');
    const badEvent = await staff.request({ method: 'POST', url: '/de/api/box-office/check-ins/', payload: { code: 'x', event_id: 'one' } });
    assert.equal(badEvent.statusCode, 400);
    assert.equal(badEvent.json().field, 'event_id');
  });

  it('admits a ticket once: valid with event, category and name, then "already checked in at 19:42 by" the scanner', async () => {
    const order = await buyTickets(t, 1, { name: 'Jonas Weber', locale: 'en' });
    const [ticket] = order.tickets;
    t.clock.set(new Date('2026-05-06T17:42:10Z'));
    const first = await scan(ticket.qr, ticket.event.id, 'en');
    assert.equal(first.result, 'valid');
    assert.equal(first.ticket!.ticket, `${order.code}-1`);
    assert.equal(first.ticket!.name, 'Jonas Weber');
    assert.equal(first.ticket!.event.id, ticket.event.id);
    assert.equal(first.ticket!.event.title, ticket.event.title);
    assert.equal(first.ticket!.seat_group_text, ticket.seat_group_text);
    assert.match(first.ticket!.checked_in_at!, /T19:42:10\+02:00$/);
    assert.equal(first.ticket!.checked_in_by, 'Kai Kasse');

    t.clock.set(new Date('2026-05-06T17:50:00Z'));
    const second = await scan(ticket.qr, ticket.event.id);
    assert.equal(second.result, 'already_checked_in');
    assert.match(second.ticket!.checked_in_at!, /T19:42:10\+02:00$/, 'the first admission time is kept');
    assert.equal(second.ticket!.checked_in_by, 'Kai Kasse');
    // Typed by hand in lower case, without the screen set to an event: the same ticket.
    assert.equal((await scan(ticket.qr.toLowerCase(), null)).result, 'already_checked_in');
    t.clock.set(NOW);
  });

  it('refuses a ticket of another event when the screen is set to one, and admits nothing', async () => {
    const order = await buyTickets(t, 1, { skip: 1 });
    const [ticket] = order.tickets;
    const other = await buyTickets(t, 1, { skip: 3 });
    assert.notEqual(other.tickets[0].event.id, ticket.event.id);
    const answer = await scan(ticket.qr, other.tickets[0].event.id);
    assert.equal(answer.result, 'other_event');
    assert.equal(answer.ticket!.event.id, ticket.event.id);
    assert.equal(answer.ticket!.checked_in_at, null);
    assert.equal((await scan(ticket.qr, ticket.event.id)).result, 'valid');
  });

  it('refuses the tickets of a cancelled order', async () => {
    const order = await buyTickets(t, 2);
    const cancel = await staff.request({ method: 'POST', url: `/de/api/dashboard-orders/${order.code}/cancel/` });
    assert.equal(cancel.statusCode, 200);
    for (const ticket of order.tickets) {
      const answer = await scan(ticket.qr, ticket.event.id);
      assert.equal(answer.result, 'cancelled');
      assert.equal(answer.ticket!.checked_in_at, null);
    }
  });

  it('answers unknown for a changed byte anywhere, an invented code and a well-signed code of no ticket', async () => {
    const order = await buyTickets(t, 1);
    const { qr } = order.tickets[0];
    for (const index of [5, 13, qr.length - 17, qr.length - 1]) {
      const answer = await scan(changeByte(qr, index));
      assert.deepEqual(answer, { result: 'unknown', ticket: null, overridable: false }, `byte ${index} of ${qr}`);
    }
    assert.deepEqual(await scan('LA1:ABCDEFGH:1:1:AAAAAAAAAAAAAAAA'), { result: 'unknown', ticket: null, overridable: false });
    assert.deepEqual(await scan('https://example.org/not-a-ticket'), { result: 'unknown', ticket: null, overridable: false });
    const signer = await ticketSignerFor(t.db);
    assert.deepEqual(await scan(signer.sign({ orderCode: order.code, position: 9, eventId: order.tickets[0].event.id })), { result: 'unknown', ticket: null, overridable: false });
    // Nothing was admitted by the attempts.
    assert.equal((await scan(qr)).result, 'valid');
  });

  it('undo takes an admission back once; unknown tickets are 404, a ticket not checked in is 409', async () => {
    const order = await buyTickets(t, 1);
    const { qr } = order.tickets[0];
    assert.equal((await undo(qr)).statusCode, 409);
    assert.equal((await scan(qr)).result, 'valid');
    const undone = await undo(qr);
    assert.equal(undone.statusCode, 200, undone.body);
    assert.equal(undone.json().result, 'undone');
    assert.equal(undone.json().ticket.checked_in_at, null);
    assert.equal((await undo(qr)).statusCode, 409);
    assert.equal((await scan(qr)).result, 'valid', 'admitted again after the undo');
    assert.equal((await undo(changeByte(qr, qr.length - 1))).statusCode, 404);
    assert.equal((await undo('')).statusCode, 400);
  });

  it('50 parallel scans of one ticket admit exactly one (on PostgreSQL: split over two server instances)', async () => {
    const order = await buyTickets(t, 1);
    const { qr, event } = order.tickets[0];
    const second = t.db.kind === 'postgres' ? await secondInstance(t) : null;
    const scanOn = async (i: number): Promise<CheckInAnswer> => {
      if (!second || i % 2 === 0) return scan(qr, event.id);
      const res = await second.app.inject({ method: 'POST', url: '/de/api/box-office/check-ins/', payload: { code: qr, event_id: event.id }, cookies: staff.cookies, headers: { 'x-csrftoken': staff.cookies.csrftoken } });
      assert.equal(res.statusCode, 200, res.body);
      return checkInAnswerSchema.parse(res.json());
    };
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => scanOn(i))).finally(() => second?.close());
    const counts = answers.reduce<Record<string, number>>((acc, a) => ({ ...acc, [a.result]: (acc[a.result] ?? 0) + 1 }), {});
    assert.deepEqual(counts, { valid: 1, already_checked_in: 49 });
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_tickets WHERE checked_in_at IS NOT NULL AND order_id = (SELECT id FROM orders WHERE code = $1)', [order.code]);
    assert.equal(row.n, 1);
  });
});
