import { request as playwrightRequest } from '@playwright/test';
import type { Event } from 'shared-contracts/entities';
import type { Order } from 'shared-contracts/orders';
import { textLinesInPdf } from 'site-config/testing/pdf-qr';
import { expect, test } from '../support/fixtures';
import { sellsNow } from '../support/on-sale';

test('the box office marks an order paid, downloads its invoice and cancels one ticket with its refund', async ({ browser, boxOfficeState, baseURL, request }) => {
  // Two tickets of a priced seat group, bought through the public calls as a visitor's browser would.
  await request.get('/de/api/user-details/');
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')!.value;
  const list: { results: Event[] } = await (await request.get('/de/api/events/?page_size=50')).json();
  const usable = (g: Event['seat_groups'][number]) => g.status === '1' && g.timeslots.length === 0 && g.available >= 2 && g.prices.some((p) => Number(p.price) > 0);
  const event = list.results.find((e) => sellsNow(e) && e.seat_groups.some(usable))!;
  const group = event.seat_groups.find(usable)!;
  const price = group.prices.find((p) => Number(p.price) > 0)!;
  const cart = await request.post('/de/api/shop-cart/', { headers: { 'X-CSRFToken': csrf }, data: { quantities: [2], event_jet_id: event.id_jet, sale_type_ids: [price.sale_type_id], seat_group: group.seat_group } });
  expect(cart.status(), await cart.text()).toBe(200);
  const placed = await request.post('/de/api/orders/', { headers: { 'X-CSRFToken': csrf }, data: { name: 'Clara Schumann', email: 'clara@example.org', terms_accepted: true } });
  expect(placed.status(), await placed.text()).toBe(201);
  const order: Order = await placed.json();
  const total = Number(order.total);
  const euros = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2).replace('.', ',')}\u00a0€`;

  const context = await browser.newContext({ storageState: boxOfficeState, baseURL });
  const page = await context.newPage();
  await page.goto(`/de/cms-hub/bestellungen`);
  await page.getByLabel('Suche nach Bestellnummer, Ticketnummer, Name oder E-Mail').fill(order.code);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.getByRole('button', { name: `Bestellung ${order.code} öffnen` }).click();
  const detail = page.getByRole('region', { name: `Bestellung ${order.code}` });
  await expect(detail.getByText('offen', { exact: true })).toBeVisible();

  // Marked paid in full, by card.
  await expect(detail.getByLabel('Betrag (€)')).toHaveValue(total.toFixed(2));
  await detail.getByLabel('Zahlungsart').selectOption({ label: 'Karte' });
  await detail.getByRole('button', { name: 'Zahlung speichern' }).click();
  await expect(detail.getByText('bezahlt', { exact: true })).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Zahlungen und Erstattungen' })).toContainText('Karte');

  // The invoice downloads with its number and its VAT line.
  const invoice = order.invoices[0];
  const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('link', { name: `Rechnung ${invoice.number} (PDF)` }).click()]);
  const lines = (await textLinesInPdf(await (await import('node:fs/promises')).readFile((await download.path())!))).join(' | ');
  expect(lines).toContain(`Rechnung ${invoice.number}`);
  expect(lines).toContain('Umsatzsteuer 7 %');

  // One ticket cancelled: the refund is shown before confirming, then recorded; the seat is on sale again.
  await detail.getByRole('checkbox', { name: `Ticket ${order.code}-2 auswählen` }).check();
  await detail.getByRole('button', { name: '1 Ticket stornieren …' }).click();
  const confirm = detail.getByRole('form', { name: '1 Ticket stornieren?' });
  await expect(confirm).toContainText(`Zu erstatten: ${euros(Number(price.price))}`);
  await confirm.getByRole('button', { name: 'Stornierung bestätigen' }).click();
  await expect(detail.getByText(/Storniert\. Die Plätze sind wieder frei/)).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Zahlungen und Erstattungen' })).toContainText('Erstattung');
  await expect(detail.getByRole('link', { name: /^Stornorechnung / })).toBeVisible();

  const staff = await playwrightRequest.newContext({ baseURL, storageState: boxOfficeState });
  const after = await (await staff.get(`/de/api/dashboard-orders/${order.code}/`)).json();
  expect(after.tickets.map((t: { status: string }) => t.status)).toEqual(['valid', 'cancelled']);
  await context.close();
  await staff.dispose();
});
