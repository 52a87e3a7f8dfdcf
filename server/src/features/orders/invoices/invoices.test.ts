import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Order } from 'shared-contracts/orders';
import { textLinesInPdf } from 'site-config/testing/pdf-qr';
import { buyTickets } from '../../../testing/buy-tickets';
import { type Client, client } from '../../../testing/session';
import { type TestApp, testApp } from '../../../testing/test-app';
import { invoiceFigures } from './invoice-content';

const NOW = new Date('2026-05-06T10:00:00Z');
const outbox = mkdtempSync(path.join(os.tmpdir(), 'invoices-outbox-'));
let t: TestApp;
let kasse: Client;

before(async () => {
  t = await testApp({ now: NOW, outboxDir: outbox });
  kasse = client(t.app);
  assert.equal((await kasse.login('kasse', 'kasse')).statusCode, 200);
});
after(() => t.close());

async function pricedOrder(quantity = 2, locale: 'de' | 'en' = 'de'): Promise<Order> {
  for (let skip = 0; skip < 12; skip++) {
    const order = await buyTickets(t, quantity, { skip, locale });
    if (Number(order.total) > 0) return order;
  }
  throw new Error('no seat group with a price above 0');
}

describe('invoice figures', () => {
  it('takes the VAT out of each rate’s gross sum, so net + VAT is the gross to the cent', () => {
    const tickets = [
      { ticket: 'A-1', description: 'Konzert', price_name: 'Vollpreis', price: '12.50', vat_rate: '7' },
      { ticket: 'A-2', description: 'Konzert', price_name: 'Vollpreis', price: '12.50', vat_rate: '7' },
      { ticket: 'A-3', description: 'Menü', price_name: 'Dinner', price: '19.99', vat_rate: '19' },
    ];
    const figures = invoiceFigures(tickets, 1);
    assert.deepEqual(figures.lines.map((l) => [l.quantity, l.gross, l.tickets.join()]), [[2, '25.00', 'A-1,A-2'], [1, '19.99', 'A-3']]);
    assert.deepEqual(figures.taxes, [
      { rate: '7.00', net: '23.36', vat: '1.64', gross: '25.00' },
      { rate: '19.00', net: '16.80', vat: '3.19', gross: '19.99' },
    ]);
    assert.deepEqual(figures.total, { net: '40.16', vat: '4.83', gross: '44.99' });
    const reversed = invoiceFigures(tickets, -1);
    assert.deepEqual(reversed.total, { net: '-40.16', vat: '-4.83', gross: '-44.99' }, 'a cancellation is the exact negative');
  });
});

describe('invoices of orders paid by invoice', () => {
  it('numbers invoices per year without gaps or duplicates, even for parallel orders', async () => {
    const before = await t.db.query<{ seq: number }>('SELECT seq FROM invoices WHERE year = 2026 ORDER BY seq');
    const orders = await Promise.all(Array.from({ length: 8 }, (_, i) => buyTickets(t, 1, { skip: i % 4 })));
    const numbers = (await t.db.query<{ number: string; seq: number }>('SELECT number, seq FROM invoices WHERE year = 2026 ORDER BY seq')).map((r) => r.number);
    const priced = orders.filter((o) => Number(o.total) > 0);
    assert.equal(numbers.length, before.length + priced.length, 'one invoice per priced order');
    assert.deepEqual(numbers, numbers.map((_, i) => `2026-${String(i + 1).padStart(4, '0')}`), 'consecutive from 2026-0001');
    for (const order of priced) assert.equal(order.invoices.length, 1, order.code);
    assert.equal(new Set(priced.map((o) => o.invoices[0].number)).size, priced.length);
  });

  it('a rolled-back order gives its number back', async () => {
    const [{ last }] = await t.db.query<{ last: number }>('SELECT last_number AS last FROM invoice_counters WHERE year = 2026');
    await t.db
      .transaction(async (tx) => {
        await tx.query("UPDATE invoice_counters SET last_number = last_number + 1 WHERE year = 2026");
        throw new Error('checkout failed');
      })
      .catch(() => undefined);
    const order = await pricedOrder(1);
    assert.equal(order.invoices[0].number, `2026-${String(last + 1).padStart(4, '0')}`);
  });

  it('the PDF names issuer, buyer, number, the VAT line and the gross; mailed with the confirmation; re-downloadable by buyer and staff', async () => {
    await t.db.query("UPDATE site_settings SET invoice_tax_number = '12/345/67890', invoice_vat_id = 'DE123456789', invoice_bank = 'IBAN DE02 1203 0000 0000 2020 51' WHERE id = 1");
    const order = await pricedOrder(2, 'en');
    const [invoice] = order.invoices;
    assert.equal(invoice.kind, 'invoice');
    assert.equal(invoice.total, Number(order.total).toFixed(2));
    assert.match(invoice.url, new RegExp(`^/en/api/orders/${order.code}/[^/]+/invoices/${invoice.number}\\.pdf$`));

    const pdf = await t.app.inject({ url: invoice.url });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.match(String(pdf.headers['content-disposition']), new RegExp(`invoice-${invoice.number}\\.pdf`));
    const text = (await textLinesInPdf(pdf.rawPayload)).join(' | ');
    for (const part of [`Invoice ${invoice.number}`, 'Landesausstellung 2026 gGmbH', 'Klosterhof 1', 'Erika Mustermann', order.code, 'VAT 7 %', 'Total', 'Tax number: 12/345/67890', 'VAT ID: DE123456789']) {
      assert.ok(text.includes(part), `${part} in ${text}`);
    }
    const gross = Number(order.total);
    const vat = Math.round((gross * 100 * 7) / 107) / 100;
    assert.ok(text.includes(`VAT 7 % | ${vat.toFixed(2)}`), `VAT ${vat} in ${text}`);
    assert.ok(text.includes(`Total | ${gross.toFixed(2)}`), `gross ${gross} in ${text}`);

    const secret = invoice.url.split('/')[5];
    assert.equal((await t.app.inject({ url: invoice.url.replace(secret, 'x'.repeat(secret.length)) })).statusCode, 404, 'not without the secret');
    assert.equal((await t.app.inject({ url: invoice.url.replace(invoice.number, '2026-9999') })).statusCode, 404);
    assert.equal((await t.app.inject({ url: invoice.url.replace(invoice.number, 'x') })).statusCode, 400);

    const staffUrl = `/de/api/dashboard-orders/${order.code}/invoices/${invoice.number}.pdf`;
    assert.equal((await client(t.app).get(staffUrl)).statusCode, 401);
    const staff = await kasse.get(staffUrl);
    assert.equal(staff.statusCode, 200);
    assert.ok((await textLinesInPdf(staff.rawPayload)).some((l) => l.includes(`Invoice ${invoice.number}`)), 'in the language it was issued in');
    const detail = (await kasse.get(`/de/api/dashboard-orders/${order.code}/`)).json();
    assert.equal(detail.invoices[0].url, staffUrl);

    const mail = readdirSync(outbox).find((f) => f.endsWith(`-${order.code}.eml`))!;
    const eml = readFileSync(path.join(outbox, mail), 'utf8');
    assert.match(eml, new RegExp(`filename=invoice-${invoice.number}\\.pdf`));
    assert.match(eml, /Your invoice is attached as a PDF\./);
  });

  it('uses the VAT rate of the price', async () => {
    await t.db.query('UPDATE prices SET vat_rate = 19');
    try {
      const order = await pricedOrder(1);
      const text = (await textLinesInPdf((await t.app.inject({ url: order.invoices[0].url })).rawPayload)).join(' | ');
      assert.ok(text.includes('Umsatzsteuer 19 %'), text);
    } finally {
      await t.db.query('UPDATE prices SET vat_rate = 7');
    }
  });
});
