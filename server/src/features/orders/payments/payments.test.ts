import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { staffOrderSchema, type StaffOrder } from 'shared-contracts/order-money';
import type { Order } from 'shared-contracts/orders';
import { buyTickets } from '../../../testing/buy-tickets';
import { type Client, client } from '../../../testing/session';
import { type TestApp, testApp } from '../../../testing/test-app';

const NOW = new Date('2026-05-06T10:00:00Z');
let t: TestApp;
let kasse: Client;

before(async () => {
  t = await testApp({ now: NOW });
  kasse = client(t.app);
  assert.equal((await kasse.login('kasse', 'kasse')).statusCode, 200);
});
after(() => t.close());

/** An order with something to pay: seat groups are tried in turn until one sells at a price above 0. */
async function pricedOrder(quantity = 2): Promise<Order> {
  for (let skip = 0; skip < 12; skip++) {
    const order = await buyTickets(t, quantity, { skip });
    if (Number(order.total) > 0) return order;
  }
  throw new Error('no seat group with a price above 0');
}
const pay = (code: string, payload: unknown, as: Client = kasse) => as.request({ method: 'POST', url: `/de/api/dashboard-orders/${code}/payments/`, payload });

describe('recording payments', () => {
  it('is box office or admin only, needs CSRF, and answers 400 naming the field', async () => {
    const order = await pricedOrder(1);
    const visitor = client(t.app);
    const editor = client(t.app);
    await editor.login('editor', 'editor');
    const admin = client(t.app);
    await admin.login('admin', 'admin');
    const body = { amount: '1.00', method: 'cash' };
    assert.equal((await pay(order.code, body, visitor)).statusCode, 401);
    assert.equal((await pay(order.code, body, editor)).statusCode, 403);
    assert.equal((await editor.get(`/de/api/dashboard-orders/${order.code}/`)).statusCode, 403);
    assert.equal((await kasse.request({ method: 'POST', url: `/de/api/dashboard-orders/${order.code}/payments/`, payload: body, csrf: false })).statusCode, 403);
    const cases: Array<[unknown, string]> = [
      [{ method: 'cash' }, 'amount'],
      [{ amount: 'ten', method: 'cash' }, 'amount'],
      [{ amount: '0', method: 'cash' }, 'amount'],
      [{ amount: '1.005', method: 'cash' }, 'amount'],
      [{ amount: '1', method: 'bitcoin' }, 'method'],
      [{ amount: '1' }, 'method'],
      [{ amount: '1', method: 'cash', paid_on: '2026-02-30' }, 'paid_on'],
      [{ amount: '1', method: 'cash', paid_on: '2027-01-01' }, 'paid_on'],
      [{ amount: '1', method: 'cash', kind: 'gift' }, 'kind'],
      [{ amount: '1', method: 'cash', note: 'x'.repeat(501) }, 'note'],
      [{ amount: '9999', method: 'cash' }, 'amount'],
      [{ amount: '1', method: 'cash', kind: 'refund' }, 'amount'],
    ];
    for (const [payload, field] of cases) {
      const res = await pay(order.code, payload);
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload)}: ${res.body}`);
      assert.equal(res.json().field, field, res.body);
      assert.match(res.json().message, new RegExp(`^${field}: `));
    }
    assert.equal((await pay('nope', body)).statusCode, 400);
    assert.equal((await pay('ABCDEFGH', body)).statusCode, 404);
    assert.equal((await pay(order.code, body, admin)).statusCode, 201, 'admin may');
    const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM order_payments p JOIN orders o ON o.id = p.order_id WHERE o.code = $1", [order.code]);
    assert.equal(n, 1, 'only the valid call was recorded');
  });

  it('marks an order partly paid, then paid, with the outstanding amount; the door and the list follow', async () => {
    const order = await pricedOrder(2);
    const total = Number(order.total);
    const part = (total / 2).toFixed(2);
    const scan = async () => {
      t.clock.set(new Date(new Date(order.tickets[0].event.date_start).getTime() - 3600_000));
      await kasse.login('kasse', 'kasse');
      const res = await kasse.request({ method: 'POST', url: '/de/api/box-office/check-ins/', payload: { code: order.tickets[0].qr, event_id: order.tickets[0].event.id } });
      t.clock.set(NOW);
      await kasse.login('kasse', 'kasse');
      return res.json().result as string;
    };
    assert.equal(await scan(), 'unpaid', 'an open order is refused at the door (warn)');

    const first = await pay(order.code, { amount: part.replace('.', ','), method: 'card', paid_on: '2026-05-05', note: 'Anzahlung' });
    assert.equal(first.statusCode, 201, first.body);
    const partly: StaffOrder = staffOrderSchema.strict().parse(first.json());
    assert.equal(partly.payment.status, 'partly_paid');
    assert.equal(partly.payment.paid, part);
    assert.equal(partly.payment.outstanding, (total - Number(part)).toFixed(2));
    assert.deepEqual(
      partly.payments.map((p) => [p.kind, p.amount, p.method, p.paid_on, p.note, p.recorded_by]),
      [['payment', part, 'card', '2026-05-05', 'Anzahlung', partly.payments[0].recorded_by]],
    );
    assert.ok(partly.payments[0].recorded_by.length > 0);
    const list = (await kasse.get(`/de/api/dashboard-orders/?q=${order.code}`)).json();
    assert.equal(list.results[0].payment_status, 'partly_paid');
    assert.equal(await scan(), 'unpaid', 'partly paid is not paid');

    const tooMuch = await pay(order.code, { amount: (total).toFixed(2), method: 'cash' });
    assert.equal(tooMuch.statusCode, 400, 'more than the outstanding amount is a typing mistake');
    const rest = await pay(order.code, { amount: partly.payment.outstanding, method: 'cash' });
    const paid = staffOrderSchema.parse(rest.json());
    assert.equal(paid.payment.status, 'paid');
    assert.equal(paid.payment.state, 'paid');
    assert.equal(paid.payment.outstanding, '0.00');
    assert.equal(paid.payments.length, 2);
    assert.equal(paid.payments[1].paid_on, '2026-05-06', 'today (Berlin) when no day is given');
    const buyer = (await t.app.inject({ url: order.order_url.replace(/^\/webshop\/orders\/(\w+)\/([^?]+).*$/, '/en/api/orders/$1/$2/') })).json();
    assert.equal(buyer.payment.status, 'paid', 'the buyer’s order page says paid');
    assert.equal(await scan(), 'valid', 'a paid order is admitted');
  });

  it('refuses a payment on a cancelled order', async () => {
    const order = await pricedOrder(1);
    assert.equal((await kasse.request({ method: 'POST', url: `/de/api/dashboard-orders/${order.code}/cancel/` })).statusCode, 200);
    const res = await pay(order.code, { amount: '1', method: 'cash' });
    assert.equal(res.statusCode, 409);
  });
});
