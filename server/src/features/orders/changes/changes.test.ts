import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { refundQuoteSchema, staffOrderSchema } from 'shared-contracts/order-money';
import type { Order } from 'shared-contracts/orders';
import { textLinesInPdf } from 'site-config/testing/pdf-qr';
import { buyTickets } from '../../../testing/buy-tickets';
import { type Client, client } from '../../../testing/session';
import { type TestApp, testApp } from '../../../testing/test-app';

const NOW = new Date('2026-05-06T10:00:00Z');
const outbox = mkdtempSync(path.join(os.tmpdir(), 'changes-outbox-'));
let t: TestApp;
let kasse: Client;

before(async () => {
  t = await testApp({ now: NOW, outboxDir: outbox });
  kasse = client(t.app);
  assert.equal((await kasse.login('kasse', 'kasse')).statusCode, 200);
});
after(() => t.close());

async function pricedOrder(quantity: number, locale: 'de' | 'en' = 'de'): Promise<Order> {
  for (let skip = 0; skip < 12; skip++) {
    const order = await buyTickets(t, quantity, { skip, locale });
    if (Number(order.total) > 0) return order;
  }
  throw new Error('no seat group with a price above 0');
}
const url = (code: string, rest: string) => `/de/api/dashboard-orders/${code}/${rest}`;
const post = (u: string, payload?: unknown, as: Client = kasse) => as.request({ method: 'POST', url: u, payload });
const soldOf = async (order: Order) =>
  (await t.db.query<{ sold: number }>('SELECT sg.sold FROM order_tickets t JOIN seat_groups sg ON sg.id = t.seat_group_id JOIN orders o ON o.id = t.order_id WHERE o.code = $1 LIMIT 1', [order.code]))[0].sold;
const mailsOf = (code: string) => readdirSync(outbox).filter((f) => f.includes(code)).map((f) => readFileSync(path.join(outbox, f), 'utf8'));

describe('cancellations and re-issues: roles, CSRF, validation', () => {
  it('answer 401, 403 and 400 naming the field', async () => {
    const order = await pricedOrder(2);
    const editor = client(t.app);
    await editor.login('editor', 'editor');
    const calls = [
      { method: 'GET', url: url(order.code, 'refund-quote/') },
      { method: 'POST', url: url(order.code, 'cancellations/'), payload: { positions: [1] } },
      { method: 'POST', url: url(order.code, 'tickets/1/reissue/') },
    ];
    for (const call of calls) {
      assert.equal((await client(t.app).request(call)).statusCode, 401, call.url);
      assert.equal((await editor.request(call)).statusCode, 403, call.url);
      if (call.method === 'POST') assert.equal((await kasse.request({ ...call, csrf: false })).statusCode, 403, call.url);
    }
    const bad: Array<[string, unknown, string, number?]> = [
      [url(order.code, 'cancellations/'), { positions: [] }, 'positions'],
      [url(order.code, 'cancellations/'), { positions: ['1'] }, 'positions.0'],
      [url(order.code, 'cancellations/'), { positions: [9] }, 'positions'],
      [url(order.code, 'cancellations/'), { positions: [1], refund: { amount: '-1', method: 'cash' } }, 'refund.amount'],
      [url(order.code, 'cancellations/'), { positions: [1], refund: { amount: '1', method: 'coins' } }, 'refund.method'],
      [url(order.code, 'cancellations/'), { positions: [1], refund: { amount: '1', method: 'cash' } }, 'refund.amount'],
      [url(order.code, 'tickets/0/reissue/'), undefined, 'position'],
      [url(order.code, 'tickets/9/reissue/'), undefined, 'position'],
    ];
    for (const [u, payload, field] of bad) {
      const res = await post(u, payload);
      assert.equal(res.statusCode, 400, `${u} ${JSON.stringify(payload)}: ${res.body}`);
      assert.equal(res.json().field, field, res.body);
    }
    const quote = await kasse.get(`${url(order.code, 'refund-quote/')}?positions=1,x`);
    assert.equal(quote.statusCode, 400);
    assert.equal(quote.json().field, 'positions');
    assert.equal((await post(url('ABCDEFGH', 'cancellations/'), {})).statusCode, 404);
    const detail = staffOrderSchema.parse((await kasse.get(url(order.code, ''))).json());
    assert.ok(detail.tickets.every((x) => x.status === 'valid'));
  });
});

describe('cancelling single tickets with their refund', () => {
  it('shows the refund first, cancels one ticket, frees its seat, issues the cancellation invoice and mails the buyer', async () => {
    const order = await pricedOrder(3, 'en');
    const price = Number(order.tickets[0].price);
    const soldBefore = await soldOf(order);
    assert.equal((await post(url(order.code, 'payments/'), { amount: order.total, method: 'transfer' })).statusCode, 201);

    const quote = refundQuoteSchema.strict().parse((await kasse.get(`${url(order.code, 'refund-quote/')}?positions=2`)).json());
    assert.deepEqual(quote, { positions: [2], cancelled_amount: price.toFixed(2), due_after: (Number(order.total) - price).toFixed(2), refund: price.toFixed(2) });

    const res = await post(url(order.code, 'cancellations/'), { positions: [2], refund: { amount: quote.refund, method: 'transfer' } });
    assert.equal(res.statusCode, 200, res.body);
    const after = staffOrderSchema.parse(res.json());
    assert.equal(after.status, 'placed');
    assert.deepEqual(after.tickets.map((x) => x.status), ['valid', 'cancelled', 'valid']);
    assert.equal(after.payment.status, 'paid');
    assert.equal(after.payment.due, quote.due_after);
    assert.equal(after.payment.paid, quote.due_after, 'received minus refunded');
    assert.deepEqual(after.payments.map((p) => [p.kind, p.amount]), [['payment', Number(order.total).toFixed(2)], ['refund', quote.refund]]);
    assert.equal(await soldOf(order), soldBefore - 1, 'the seat is on sale again');

    const [original, storno] = after.invoices;
    assert.equal(storno.kind, 'cancellation');
    assert.equal(storno.cancels, original.number);
    assert.notEqual(storno.number, original.number);
    assert.equal(storno.total, (-price).toFixed(2));
    const text = (await textLinesInPdf((await kasse.get(storno.url)).rawPayload)).join(' | ');
    assert.ok(text.includes(`Cancellation invoice ${storno.number}`) && text.includes(`Cancels invoice ${original.number}`) && text.includes(`${order.code}-2`), text);

    const mails = mailsOf(order.code).filter((m) => /Cancellation_for_your_order/.test(m));
    assert.equal(mails.length, 1);
    assert.match(mails[0], new RegExp(`${order.code}-2`));
    assert.match(mails[0], /We are refunding/);
    assert.match(mails[0], new RegExp(`filename=invoice-${storno.number}\\.pdf`));

    const door = await kasse.request({ method: 'POST', url: '/de/api/box-office/check-ins/', payload: { code: order.tickets[1].qr, event_id: order.tickets[1].event.id, force: true } });
    assert.equal(door.json().result, 'cancelled', 'the cancelled ticket is refused at the door');
    const again = await post(url(order.code, 'cancellations/'), { positions: [2] });
    assert.equal(again.statusCode, 409, 'a ticket is cancelled once');
  });

  it('cancels the rest as the whole order; the buyer is told in German; a repeated cancel changes nothing and mails nobody', async () => {
    const order = await pricedOrder(2, 'de');
    const soldBefore = await soldOf(order);
    const quote = refundQuoteSchema.parse((await kasse.get(url(order.code, 'refund-quote/'))).json());
    assert.equal(quote.refund, '0.00', 'nothing paid, nothing back');
    const res = await post(url(order.code, 'cancel/'));
    assert.equal(res.json().status, 'cancelled');
    assert.equal(await soldOf(order), soldBefore - 2);
    assert.equal((await post(url(order.code, 'cancel/'))).statusCode, 200);
    assert.equal(await soldOf(order), soldBefore - 2);
    const mails = mailsOf(order.code).filter((m) => /Stornierung/.test(m));
    assert.equal(mails.length, 1, 'one mail for the one cancellation');
    assert.match(mails[0], /wurde storniert/);
    assert.match(mails[0], /Eine Erstattung f=C3=A4llt nicht an|Eine Erstattung fällt nicht an/);
  });

  it('a refund recorded on its own is mailed too', async () => {
    const order = await pricedOrder(1, 'de');
    await post(url(order.code, 'payments/'), { amount: order.total, method: 'cash' });
    await post(url(order.code, 'cancellations/'), { positions: [1] });
    const refund = await post(url(order.code, 'payments/'), { kind: 'refund', amount: order.total, method: 'cash' });
    assert.equal(refund.statusCode, 201, refund.body);
    assert.equal(mailsOf(order.code).filter((m) => /Erstattung_zu_Ihrer_Bestellung|Erstattung zu Ihrer/.test(m)).length, 1);
  });

  it('never oversells: parallel cancels free each seat once while buyers take the freed seats', async () => {
    const order = await pricedOrder(4);
    const [{ group_id: groupId }] = await t.db.query<{ group_id: number }>('SELECT t.seat_group_id AS group_id FROM order_tickets t JOIN orders o ON o.id = t.order_id WHERE o.code = $1 LIMIT 1', [order.code]);
    // The group is full: exactly what is sold.
    await t.db.query('UPDATE seat_groups SET capacity = sold WHERE id = $1', [groupId]);
    const cancels = [1, 1, 2, 2].map((p) => post(url(order.code, 'cancellations/'), { positions: [p] }));
    const results = await Promise.all(cancels);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 200, 409, 409]);
    const [{ sold, capacity }] = await t.db.query<{ sold: number; capacity: number }>('SELECT sold, capacity FROM seat_groups WHERE id = $1', [groupId]);
    assert.equal(sold, capacity - 2, 'two seats freed, once each');
    const [row] = await t.db.query<{ id_jet: number; code: string; sale_type_id: number }>(
      'SELECT e.id_jet, sg.code, (SELECT p.sale_type_id FROM prices p WHERE p.seat_group_id = sg.id ORDER BY p.sort, p.id LIMIT 1) AS sale_type_id FROM seat_groups sg JOIN events e ON e.id = sg.event_id WHERE sg.id = $1',
      [groupId],
    );
    const csrf = 'changes-test-csrf-token-0123456789';
    const adds = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          remoteAddress: `192.0.2.${i + 10}`,
          url: '/de/api/shop-cart/',
          payload: { quantities: [1], event_jet_id: row.id_jet, sale_type_ids: [row.sale_type_id], seat_group: row.code },
          headers: { 'x-csrftoken': csrf },
          cookies: { csrftoken: csrf },
        }),
      ),
    );
    assert.equal(adds.filter((r) => r.statusCode === 200).length, 2, 'exactly the two freed seats can be held');
  });
});

describe('re-issuing a ticket', () => {
  it('gives the ticket a new number and code; the old code scans as revoked, the new one is admitted', async () => {
    const order = await pricedOrder(2);
    const res = await post(url(order.code, 'tickets/1/reissue/'));
    assert.equal(res.statusCode, 200, res.body);
    const after = staffOrderSchema.parse(res.json());
    assert.deepEqual(after.tickets.map((x) => [x.position, x.status]), [[1, 'revoked'], [2, 'valid'], [3, 'valid']]);
    assert.equal(after.tickets_quantity, 2);
    const fresh = after.tickets[2];
    assert.notEqual(fresh.qr, order.tickets[0].qr);
    await post(url(order.code, 'payments/'), { amount: order.total, method: 'cash' });
    const scan = (code: string) => kasse.request({ method: 'POST', url: '/de/api/box-office/check-ins/', payload: { code, event_id: fresh.event.id, force: true } });
    assert.equal((await scan(order.tickets[0].qr)).json().result, 'revoked');
    assert.equal((await scan(fresh.qr)).json().result, 'valid');
    assert.equal((await post(url(order.code, 'tickets/1/reissue/'))).statusCode, 409, 'a replaced ticket is not re-issued again');
    assert.equal((await post(url(order.code, 'tickets/3/reissue/'))).statusCode, 409, 'a ticket let in is not re-issued');
    const resend = await post(url(order.code, 'resend-mail/'));
    assert.equal(resend.statusCode, 200);
  });
});
