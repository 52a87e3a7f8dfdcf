import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { boxOfficeEventListSchema, daySalesSchema, eventSalesSchema } from 'shared-contracts/box-office';
import { berlinDay } from '../../lib/berlin-time';
import { buyTickets } from '../../testing/buy-tickets';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

const NOW = new Date('2026-05-06T10:00:00Z');
let t: TestApp;
let staff: Client;

before(async () => {
  t = await testApp({ now: NOW });
  // Counting is tested here; what the door does with unpaid orders is door.test.ts's.
  await t.db.query("UPDATE site_settings SET door_unpaid = 'admit' WHERE id = 1");
  staff = client(t.app);
  assert.equal((await staff.login('kasse', 'kasse')).statusCode, 200);
});
after(() => t.close());

// Scanned at the ticket's own event (the code names it), so the day of the scan does not matter.
const scan = (code: string) => staff.request({ method: 'POST', url: '/de/api/box-office/check-ins/', payload: { code, event_id: Number(code.split(':')[3]) } });

describe('box office sales overview', () => {
  it('is staff only; an unknown or malformed event id is 404 / 400', async () => {
    const visitor = client(t.app);
    for (const url of ['/de/api/box-office/events/', '/de/api/box-office/events/1/sales/', '/de/api/box-office/events/1/sales.csv', '/de/api/box-office/events/1/guests.csv']) {
      assert.equal((await visitor.get(url)).statusCode, 401, url);
    }
    assert.equal((await staff.get('/de/api/box-office/events/999999/sales/')).statusCode, 404);
    assert.equal((await staff.get('/de/api/box-office/events/999999/guests.csv')).statusCode, 404);
    const bad = await staff.get('/de/api/box-office/events/abc/sales/');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().field, 'id');
  });

  it('counts sold, held, free, revenue and check-ins per seat group; cancelled tickets are left out and refused', async () => {
    const first = await buyTickets(t, 2, { skip: 4, name: 'Anna Arndt' });
    const second = await buyTickets(t, 1, { skip: 4, name: '=Bert Bauer' });
    const cancelled = await buyTickets(t, 1, { skip: 4, name: 'Carla Conrad' });
    const eventId = first.tickets[0].event.id;
    const [{ seat_group_id: groupId }] = await t.db.query<{ seat_group_id: number }>('SELECT seat_group_id FROM order_tickets t JOIN orders o ON o.id = t.order_id WHERE o.code = $1', [first.code]);
    // 4 sold here plus 5 sold elsewhere (the inventory's count), 2 seats in a live cart, 1 in a lapsed one.
    await t.db.query('UPDATE seat_groups SET capacity = 40, sold = 9 WHERE id = $1', [groupId]);
    const [{ price_id: priceId }] = await t.db.query<{ price_id: number }>('SELECT id AS price_id FROM prices WHERE seat_group_id = $1 LIMIT 1', [groupId]);
    for (const [id, expires] of [['live-cart', '2026-05-06T10:10:00Z'], ['lapsed-cart', '2026-05-06T09:00:00Z']] as const) {
      await t.db.query('INSERT INTO carts (id, created_at, expires_at) VALUES ($1, $2, $3)', [id, NOW.toISOString(), expires]);
      await t.db.query('INSERT INTO cart_lines (cart_id, event_id, seat_group_id, price_id, quantity) VALUES ($1, $2, $3, $4, $5)', [id, eventId, groupId, priceId, id === 'live-cart' ? 2 : 1]);
    }
    assert.equal((await staff.request({ method: 'POST', url: `/de/api/dashboard-orders/${cancelled.code}/cancel/` })).statusCode, 200);
    assert.equal((await scan(first.tickets[0].qr)).json().result, 'valid');
    assert.equal((await scan(cancelled.tickets[0].qr)).json().result, 'cancelled');

    const res = await staff.get(`/de/api/box-office/events/${eventId}/sales/`);
    assert.equal(res.statusCode, 200, res.body);
    const sales = eventSalesSchema.strict().parse(res.json());
    const group = sales.seat_groups.find((g) => g.text === first.tickets[0].seat_group_text)!;
    const revenue = (Number(first.tickets[0].price) * 2 + Number(second.tickets[0].price)).toFixed(2);
    // The cancel gave its seat back to the inventory: 9 - 1 = 8 sold in all, 3 of them here.
    assert.deepEqual(group, { code: group.code, text: group.text, capacity: 40, sold: 3, sold_elsewhere: 5, held: 2, free: 40 - 8 - 2, revenue, checked_in: 1 });
    assert.equal(sales.cancelled_tickets, 1);
    assert.equal(sales.totals.checked_in, 1);
    assert.ok(sales.totals.sold >= 3 && sales.totals.revenue >= revenue);

    const events = boxOfficeEventListSchema.parse((await staff.get('/de/api/box-office/events/')).json());
    const listed = events.find((e) => e.id === eventId)!;
    assert.deepEqual({ sold: listed.sold, checked_in: listed.checked_in }, { sold: 3, checked_in: 1 });

    const guests = await staff.get(`/de/api/box-office/events/${eventId}/guests.csv`);
    assert.equal(guests.statusCode, 200);
    assert.match(String(guests.headers['content-type']), /^text\/csv/);
    assert.match(String(guests.headers['content-disposition']), new RegExp(`guests-${eventId}\\.csv`));
    const lines = guests.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    assert.equal(lines[0], 'Bestellung;Ticket;Name;E-Mail;Kategorie;Preis;Betrag;Status;Eingecheckt am;Eingecheckt von');
    const anna = lines.filter((l) => l.includes('Anna Arndt'));
    assert.equal(anna.length, 2);
    assert.ok(anna.some((l) => l.startsWith(`${first.code};${first.code}-1;`) && /;gültig;2026-05-06T12:00:00\+02:00;Kai Kasse$/.test(l)), anna.join('\n'));
    assert.ok(lines.some((l) => l.includes("'=Bert Bauer")), 'a name that looks like a formula is defused');
    assert.ok(lines.some((l) => l.includes('Carla Conrad') && l.includes(';storniert;')));

    // The day's overview holds the event with the same totals, and sums every event of that Berlin day.
    const day = berlinDay(sales.event.date_start);
    const dayRes = await staff.get(`/de/api/box-office/days/${day}/sales/`);
    assert.equal(dayRes.statusCode, 200, dayRes.body);
    const daily = daySalesSchema.strict().parse(dayRes.json());
    assert.deepEqual(daily.events.find((e) => e.event.id === eventId)?.totals, sales.totals);
    assert.equal(daily.totals.sold, daily.events.reduce((n, e) => n + e.totals.sold, 0));
    assert.ok(daily.events.every((e) => berlinDay(e.event.date_start) === day));
    const badDay = await staff.get('/de/api/box-office/days/2026-02-30/sales/');
    assert.equal(badDay.statusCode, 400);
    assert.equal(badDay.json().field, 'day');
    assert.equal((await client(t.app).get(`/de/api/box-office/days/${day}/sales/`)).statusCode, 401);
    const editor = client(t.app);
    await editor.login('editor', 'editor');
    assert.equal((await editor.get(`/de/api/box-office/days/${day}/sales/`)).statusCode, 403, 'sales are for the box office');

    const csv = (await staff.get(`/de/api/box-office/events/${eventId}/sales.csv`)).body.replace(/^\uFEFF/, '').trim().split('\r\n');
    assert.equal(csv[0], 'Kategorie;Preis;Einzelpreis;Verkauft;Umsatz;Eingecheckt;Storniert');
    const line = csv.find((l) => l.startsWith(`${first.tickets[0].seat_group_text};${first.tickets[0].price_name};`))!;
    // Semicolons between cells and a decimal comma: a German Excel opens it as columns of numbers.
    assert.deepEqual(line.split(';').slice(-4), ['3', revenue.replace('.', ','), '1', '1']);
  });

  it('gives the guest list in English too, for the box office only, and an undone scan leaves its time empty', async () => {
    const bought = await buyTickets(t, 2, { skip: 6, name: 'Dora Dietz' });
    const eventId = bought.tickets[0].event.id;
    const url = `/en/api/box-office/events/${eventId}/guests.csv`;
    const editor = client(t.app);
    await editor.login('editor', 'editor');
    assert.equal((await editor.get(url)).statusCode, 403, 'guests and their e-mails are for the box office');

    assert.equal((await scan(bought.tickets[0].qr)).json().result, 'valid');
    assert.equal((await scan(bought.tickets[1].qr)).json().result, 'valid');
    const undo = await staff.request({ method: 'POST', url: '/en/api/box-office/check-ins/undo/', payload: { code: bought.tickets[1].qr } });
    assert.equal(undo.statusCode, 200, undo.body);

    const res = await staff.get(url);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    assert.ok(res.body.startsWith('\uFEFF'), 'a byte order mark, so Excel reads UTF-8');
    const lines = res.body.slice(1).trim().split('\r\n');
    assert.equal(lines[0], 'Order;Ticket;Name;E-mail;Category;Price;Amount;Status;Checked in at;Checked in by');
    const dora = lines.filter((l) => l.includes(';Dora Dietz;')).map((l) => l.split(';'));
    assert.equal(dora.length, 2);
    const [one, two] = [1, 2].map((n) => dora.find((cells) => cells[1] === `${bought.code}-${n}`)!);
    assert.deepEqual(one.slice(0, 3), [bought.code, `${bought.code}-1`, 'Dora Dietz']);
    const [{ category }] = await t.db.query<{ category: string }>(
      'SELECT t.seat_group_text_en AS category FROM order_tickets t JOIN orders o ON o.id = t.order_id WHERE o.code = $1 AND t.position = 1',
      [bought.code],
    );
    assert.equal(one[4], category, 'the category in the file’s language');
    assert.equal(one[6], Number(bought.tickets[0].price).toFixed(2), 'an English file keeps the decimal point');
    assert.deepEqual(one.slice(7), ['valid', '2026-05-06T12:00:00+02:00', 'Kai Kasse']);
    assert.deepEqual(two.slice(7), ['valid', '', ''], 'the undone scan is no check-in');
  });
});
