import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { orderSchema } from 'shared-contracts/orders';
import { textLinesInPdf } from 'site-config/testing/pdf-qr';
import { buyTickets } from '../../testing/buy-tickets';
import { type TestApp, testApp } from '../../testing/test-app';

const NOW = new Date('2026-05-06T10:00:00Z');
const outbox = mkdtempSync(path.join(os.tmpdir(), 'where-outbox-'));
let t: TestApp;

before(async () => {
  t = await testApp({ now: NOW, outboxDir: outbox });
});
after(() => t.close());

/** Gives the event of the next ticket bought (skip 6) a venue, a room, doors at 18:45 and important information. */
async function placeEvent(): Promise<number> {
  const [row] = await t.db.query<{ event_id: number }>(
    `SELECT e.id AS event_id FROM events e JOIN seat_groups sg ON sg.event_id = e.id
      WHERE e.mark = 'show' AND e.date_start > $1 AND e.id_jet IS NOT NULL AND NOT EXISTS (SELECT 1 FROM timeslots ts WHERE ts.seat_group_id = sg.id)
        AND EXISTS (SELECT 1 FROM prices p WHERE p.seat_group_id = sg.id)
      ORDER BY e.date_start, sg.sort OFFSET 6 LIMIT 1`,
    [NOW.toISOString()],
  );
  const [venue] = await t.db.query<{ id: number }>(
    `INSERT INTO venues (slug_de, slug_en, name_de, name_en, street, zip, city, lat, lng)
     VALUES ('kaiserpfalz', 'imperial-palace', 'Kaiserpfalz', 'Imperial Palace', 'Domplatz 1', '12345', 'Musterstadt', 51, 10) RETURNING id`,
  );
  const [room] = await t.db.query<{ id: number }>("INSERT INTO rooms (venue_id, name_de, name_en) VALUES ($1, 'Rittersaal', 'Knights'' Hall') RETURNING id", [venue.id]);
  // The room names the venue; the event itself leaves the venue empty, as events in a venue's room often do.
  await t.db.query("UPDATE events SET venue_id = NULL, room_id = $2, entry_time = date_start - interval '45 minutes', date_end = date_start + interval '90 minutes' WHERE id = $1", [row.event_id, room.id]);
  await t.db.query(
    `INSERT INTO detail_texts (owner_kind, owner_id, important_info_de, important_info_en) VALUES ('event', $1, $2, $3)
     ON CONFLICT (owner_kind, owner_id) DO UPDATE SET important_info_de = $2, important_info_en = $3`,
    [row.event_id, '<p>Bei Regen im Rittersaal.</p><p>Einlass &amp; Garderobe ab 18:45.</p>', '<p>Indoors when it rains.</p>'],
  );
  return row.event_id;
}

describe('where and when on every ticket', () => {
  it('the order, its PDF, its mail and its calendar file say venue, address, room, entry time and important information', async () => {
    const eventId = await placeEvent();
    const order = orderSchema.parse(await buyTickets(t, 2, { skip: 6 }));
    const [ticket] = order.tickets;
    assert.equal(ticket.event.id, eventId);
    const start = new Date(ticket.event.date_start);
    assert.deepEqual(ticket.event.where, {
      venue: 'Kaiserpfalz',
      address: 'Domplatz 1, 12345 Musterstadt',
      room: 'Rittersaal',
      entry_time: ticket.event.where.entry_time,
      date_end: ticket.event.where.date_end,
      important_info: 'Bei Regen im Rittersaal.\nEinlass & Garderobe ab 18:45.',
    });
    assert.equal(new Date(ticket.event.where.entry_time!).getTime(), start.getTime() - 45 * 60_000);
    const secret = order.order_url.split('?')[0].split('/').pop()!;
    const english = orderSchema.parse((await t.app.inject({ url: `/en/api/orders/${order.code}/${secret}/` })).json());
    assert.equal(english.tickets[0].event.where.room, "Knights' Hall");
    assert.equal(english.tickets[0].event.where.important_info, 'Indoors when it rains.');

    const lines = await textLinesInPdf((await t.app.inject({ url: order.tickets_url })).rawPayload);
    const doors = new Date(start.getTime() - 45 * 60_000).toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' });
    for (const expected of ['ORT', 'Kaiserpfalz, Domplatz 1, 12345 Musterstadt', 'RAUM', 'Rittersaal', 'EINLASS', `${doors} Uhr`, 'Wichtige Informationen', 'Bei Regen im Rittersaal.']) {
      assert.ok(lines.includes(expected), `${expected} in ${lines.join(' | ')}`);
    }

    const mail = readFileSync(path.join(outbox, readdirSync(outbox).find((f) => f.endsWith(`-${order.code}.eml`))!), 'utf8');
    const decoded = mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    assert.match(decoded, /Ort: Kaiserpfalz, Domplatz 1, 12345 Musterstadt/);
    assert.match(decoded, /Raum: Rittersaal/);
    assert.match(decoded, new RegExp(`Einlass: ${doors} Uhr`));
    assert.match(decoded, /Bei Regen im Rittersaal\./);
    assert.match(mail, /Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;/);
    assert.match(mail, new RegExp(`Content-Disposition: attachment; filename=kalender-${order.code}\\.ics`));

    const ics = await t.app.inject({ url: order.calendar_url });
    assert.equal(ics.statusCode, 200);
    assert.match(String(ics.headers['content-type']), /^text\/calendar/);
    assert.match(String(ics.headers['content-disposition']), new RegExp(`kalender-${order.code}\\.ics`));
    const body = ics.body.replace(/\r\n /g, '');
    assert.equal(body.match(/BEGIN:VEVENT/g)?.length, 1, 'two tickets of one event are one calendar entry');
    const utc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    assert.match(body, new RegExp(`DTSTART:${utc(start)}\r\n`));
    assert.match(body, new RegExp(`DTEND:${utc(new Date(start.getTime() + 90 * 60_000))}\r\n`));
    assert.match(body, /LOCATION:Kaiserpfalz\\, Rittersaal\\, Domplatz 1\\, 12345 Musterstadt\r\n/);
    assert.match(body, /DESCRIPTION:Bestellung .* 2 × Ticket\\n\\nEinlass: .*Bei Regen im Rittersaal\./);
    assert.ok(ics.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75), 'lines are folded at 75 octets');
    assert.equal((await t.app.inject({ url: order.calendar_url.replace(secret, 'x'.repeat(secret.length)) })).statusCode, 404);
  });

  it('a timeslot ticket names its slot\'s time, not the event\'s opening, in the order, its PDF and its mail', async () => {
    const order = orderSchema.parse(await buyTickets(t, 1, { timeslot: true }));
    const [ticket] = order.tickets;
    assert.ok(ticket.time_start, 'the ticket carries its slot');
    const berlin = (iso: string) => new Date(iso).toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' });
    const slot = berlin(ticket.time_start!);
    const opening = berlin(ticket.event.date_start);
    assert.notEqual(slot, opening);
    const lines = await textLinesInPdf((await t.app.inject({ url: order.tickets_url })).rawPayload);
    const dateRow = lines[lines.indexOf('DATUM') + 1] ?? '';
    assert.ok(dateRow.includes(`${slot} Uhr`), `the PDF's date is the slot's: ${lines.join(' | ')}`);
    assert.ok(!dateRow.includes(`${opening} Uhr`));
    const mail = readFileSync(path.join(outbox, readdirSync(outbox).find((f) => f.endsWith(`-${order.code}.eml`))!), 'utf8');
    // Quoted-printable bytes, read back as UTF-8 (the title has an ß).
    const decoded = Buffer.from(mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
    const line = decoded.split(/\r?\n/).find((l) => l.startsWith(`- ${ticket.event.title}, `)) ?? '';
    assert.ok(line.includes(`${slot} Uhr`), `the mail's ticket line says the slot: ${line}`);
  });

  it('the cart shows where and when before the checkout', async () => {
    const eventId = await placeEvent();
    const [row] = await t.db.query<{ id_jet: number; code: string; sale_type_id: number }>(
      `SELECT e.id_jet, sg.code, (SELECT p.sale_type_id FROM prices p WHERE p.seat_group_id = sg.id ORDER BY p.sort, p.id LIMIT 1) AS sale_type_id
         FROM events e JOIN seat_groups sg ON sg.event_id = e.id WHERE e.id = $1 AND NOT EXISTS (SELECT 1 FROM timeslots ts WHERE ts.seat_group_id = sg.id) ORDER BY sg.sort LIMIT 1`,
      [eventId],
    );
    const csrf = 'where-test-csrf-token-0123456789';
    const added = await t.app.inject({
      method: 'POST',
      url: '/en/api/shop-cart/',
      payload: { quantities: [1], event_jet_id: row.id_jet, sale_type_ids: [row.sale_type_id], seat_group: row.code },
      headers: { 'x-csrftoken': csrf },
      cookies: { csrftoken: csrf },
    });
    assert.equal(added.statusCode, 200, added.body);
    const cartId = added.cookies.find((c) => c.name === 'cart_id')!.value;
    const cart = (await t.app.inject({ url: '/en/api/shop-cart/', cookies: { cart_id: cartId } })).json();
    assert.deepEqual(
      { venue: cart.lines[0].event.where.venue, room: cart.lines[0].event.where.room, info: cart.lines[0].event.where.important_info },
      { venue: 'Imperial Palace', room: "Knights' Hall", info: 'Indoors when it rains.' },
    );
  });
});
