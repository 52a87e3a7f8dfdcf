import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Event } from 'shared-contracts/entities';
import type { Order } from 'shared-contracts/orders';
import { test, expect } from '../support/fixtures';
import { qrCodesInPdf } from 'site-config/testing/pdf-qr';
import { sellsNow } from '../support/on-sale';

/**
 * The purchase to the end: booking widget on an event page → cart → checkout → order page → PDF with one QR code per
 * ticket; the seat counts afterwards; the same confirm twice; a hold that is gone; staff cancelling the order.
 * Cart, checkout and order pages are photographed and checked with axe in screenshots.spec.ts; here only the staff list.
 */
const SHOTS = path.join(__dirname, '../.artifacts/screenshots');

interface Bookable {
  event: Event;
  url: string;
  group: string;
}

/** Future events with a full-price seat group sold without timeslots and enough seats left, soonest first. */
async function bookableEvents(request: APIRequestContext, seats: number): Promise<Bookable[]> {
  const list: { results: Event[] } = await (await request.get('/de/api/events/?page_size=50')).json();
  const found: Bookable[] = [];
  for (const event of list.results) {
    const group = event.seat_groups.find((g) => g.status === '1' && g.timeslots.length === 0 && g.available >= seats && g.prices.some((p) => p.name === 'Vollpreis' && p.price !== '0.00'));
    if (sellsNow(event) && group && event.seat_groups.length === 1) found.push({ event, url: `/de/veranstaltungen/${event.slug}/${event.id}`, group: group.seat_group });
  }
  expect(found.length, 'bookable demo events').toBeGreaterThan(3);
  return found;
}

async function seatsLeft(request: APIRequestContext, b: Bookable): Promise<number> {
  const event: Event = await (await request.get(`/de/api/events/${b.event.id}/`)).json();
  return event.seat_groups.find((g) => g.seat_group === b.group)!.available;
}

async function chooseTickets(page: Page, b: Bookable, amount: number) {
  await page.goto(b.url);
  const add = page.getByRole('button', { name: 'Ein Ticket „Vollpreis“ hinzufügen' });
  for (let i = 0; i < amount; i++) await add.click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('Ihre Tickets liegen im Warenkorb.')).toBeVisible();
  await page.getByRole('link', { name: 'Zum Warenkorb' }).click();
  await expect(page).toHaveURL(/\/webshop\/cart/);
}

async function fillCheckout(page: Page, name = 'Erika Mustermann', email = 'erika@example.org') {
  await page.getByLabel('Vor- und Nachname').fill(name);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${name}: axe findings of serious or critical impact`).toEqual([]);
}

test('choose tickets, check out, open the order, download the e-tickets and scan one QR code per ticket', async ({ page, request }) => {
  const [bookable] = await bookableEvents(request, 3);
  const before = await seatsLeft(request, bookable);

  await chooseTickets(page, bookable, 2);
  await expect(page.getByRole('heading', { name: /Warenkorb · 2 Tickets/ })).toBeVisible();
  await page.getByRole('link', { name: 'Zur Kasse' }).click();

  await expect(page).toHaveURL(/\/webshop\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Reserviert für 1[45]:\d\d Min\./);
  await expect(page.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen (AGB)' })).toHaveAttribute('href', '/de/agb');
  await expect(page.getByRole('radio', { name: /Zahlung an der Kasse \/ auf Rechnung/ })).toBeChecked();

  // The empty form names what is missing and sends nothing.
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByText('Dieses Feld ist erforderlich!').first()).toBeVisible();
  await expect(page.getByLabel('Vor- und Nachname')).toBeFocused();

  await fillCheckout(page);
  const confirmed = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/de/api/orders/'));
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  const confirmRequest = await confirmed;

  await expect(page).toHaveURL(/\/webshop\/orders\/[A-Z0-9]{8}\/[A-Za-z0-9_-]+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  const [, code, secret] = /\/webshop\/orders\/([A-Z0-9]{8})\/([A-Za-z0-9_-]+)/.exec(page.url())!;
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText('Zahlung: Zahlung an der Kasse / auf Rechnung (offen)')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Tickets als PDF herunterladen' }).click();
  const file = await (await download).path();
  const order: Order = await (await request.get(`/de/api/orders/${code}/${secret}/`)).json();
  expect(order.tickets).toHaveLength(2);
  expect(await qrCodesInPdf(await readFile(file))).toEqual(order.tickets.map((t) => t.qr));

  // The hold became the sale: two seats fewer than before, the header's cart is empty again.
  expect(await seatsLeft(request, bookable)).toBe(before - 2);
  const cart = await (await page.request.get('/de/api/shop-cart/')).json();
  expect(cart.tickets_quantity).toBe(0);

  // The same confirm once more (a double press, a retried request) answers the same order and sells nothing.
  const replay = await page.request.post('/de/api/orders/', { headers: confirmRequest.headers(), data: confirmRequest.postDataJSON() });
  expect(replay.status()).toBe(200);
  expect((await replay.json()).code).toBe(code);
  expect(await seatsLeft(request, bookable)).toBe(before - 2);
});

test('the shop in English: cart, checkout and order page', async ({ page, request }) => {
  const [, bookable] = await bookableEvents(request, 2);
  const english: Event = await (await request.get(`/en/api/events/${bookable.event.id}/`)).json();
  const prices = english.seat_groups.find((g) => g.seat_group === bookable.group)!.prices;
  const fullPrice = prices[bookable.event.seat_groups.find((g) => g.seat_group === bookable.group)!.prices.findIndex((p) => p.name === 'Vollpreis')];
  await page.goto(english.urls.en);
  await page.getByRole('button', { name: `Add one “${fullPrice.name}” ticket` }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/webshop\/cart\?lang=en$/);
  await expect(page.getByRole('heading', { name: /Cart · 1 ticket/ })).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/webshop\/checkout\?lang=en$/);
  await expect(page.getByRole('link', { name: 'terms and conditions', exact: true })).toHaveAttribute('href', '/en/agb');
  await page.getByLabel('First and last name').fill('Jane Doe');
  await page.getByLabel('E-mail address').fill('jane@example.org');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Place binding order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText('Payment: Pay at the box office / invoice (open)')).toBeVisible();
});

const PHONE_TEXTS = {
  de: { book: 'Tickets buchen', add: (price: string) => `Ein Ticket „${price}“ hinzufügen`, toCart: 'In den Warenkorb', goCart: 'Zum Warenkorb', checkout: 'Zur Kasse', name: 'Vor- und Nachname', email: 'E-Mail-Adresse', terms: /Allgemeinen Geschäftsbedingungen/, place: 'Zahlungspflichtig bestellen', thanks: 'Vielen Dank für Ihre Bestellung!', pdf: 'Tickets als PDF herunterladen' },
  en: { book: 'Book tickets', add: (price: string) => `Add one “${price}” ticket`, toCart: 'Add to cart', goCart: 'Go to cart', checkout: 'Checkout', name: 'First and last name', email: 'E-mail address', terms: /terms and conditions/, place: 'Place binding order', thanks: 'Thank you for your order!', pdf: 'Download tickets (PDF)' },
};

for (const locale of ['de', 'en'] as const) {
  test(`on a phone (${locale}, 375 px): from the event page's call to action to the PDF, every control clicked where a visitor sees it`, async ({ page, request }) => {
    const text = PHONE_TEXTS[locale];
    const candidates = await bookableEvents(request, 2);
    const bookable = candidates[locale === 'de' ? 4 : 5] ?? candidates[candidates.length - 1];
    const before = await seatsLeft(request, bookable);
    const event: Event = await (await request.get(`/${locale}/api/events/${bookable.event.id}/`)).json();
    const group = event.seat_groups.find((g) => g.seat_group === bookable.group)!;
    const fullPrice = group.prices[bookable.event.seat_groups.find((g) => g.seat_group === bookable.group)!.prices.findIndex((p) => p.name === 'Vollpreis')];
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(event.urls[locale]);
    // Playwright's click fails when something else (the bottom bar, the header) would take the tap.
    await page.getByRole('main').getByRole('link', { name: text.book }).click();
    await page.getByRole('button', { name: text.add(fullPrice.name) }).click();
    await page.getByRole('button', { name: text.toCart }).click();
    await page.getByRole('link', { name: text.goCart }).click();
    await expect(page).toHaveURL(/\/webshop\/cart/);
    await page.getByRole('link', { name: text.checkout, exact: true }).click();
    await expect(page).toHaveURL(/\/webshop\/checkout/);
    await page.getByLabel(text.name).fill(locale === 'de' ? 'Erika Mustermann' : 'Jane Doe');
    await page.getByLabel(text.email).fill('phone@example.org');
    await page.getByRole('checkbox', { name: text.terms }).check();
    await page.getByRole('button', { name: text.place }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.thanks })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the order page scrolls sideways at 375 px').toBeLessThanOrEqual(0);
    const [, code, secret] = /\/webshop\/orders\/([A-Z0-9]{8})\/([A-Za-z0-9_-]+)/.exec(page.url())!;
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: text.pdf }).click();
    const order: Order = await (await request.get(`/${locale}/api/orders/${code}/${secret}/`)).json();
    expect(order.locale).toBe(locale);
    expect(await qrCodesInPdf(await readFile(await (await download).path()))).toEqual(order.tickets.map((t) => t.qr));
    expect(await seatsLeft(request, bookable)).toBe(before - 1);
  });
}

test('expiry: when the 15 minutes are over the checkout says so and the order cannot go out', async ({ page, request }) => {
  const [, , bookable] = await bookableEvents(request, 2);
  await page.clock.install();
  await chooseTickets(page, bookable, 1);
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.clock.fastForward('15:01');
  await expect(page.getByRole('alert')).toHaveText('Die Reservierung ist abgelaufen. Bitte wählen Sie Ihre Tickets erneut.');
  await expect(page.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeDisabled();
});

test('a hold that is gone when the confirm arrives answers -204 (\'Keine aktuelle Reservierung.\') and sells nothing', async ({ page, request }) => {
  const [, , bookable] = await bookableEvents(request, 2);
  await chooseTickets(page, bookable, 1);
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await fillCheckout(page);
  const held = await seatsLeft(request, bookable);
  // Here its tickets leave the cart in another tab; a lapsed hold answers the same way (server tests cover the clock).
  const cart = await (await page.request.get('/de/api/shop-cart/')).json();
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
  for (const line of cart.lines) expect((await page.request.delete(`/de/api/shop-cart/${line.id}/`, { headers: { 'X-CSRFToken': csrf } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Keine aktuelle Reservierung.');
  await expect(alert).toContainText('Fehler -204');
  await expect(page.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeDisabled();
  expect(await seatsLeft(request, bookable)).toBe(held + 1);
});

test.describe('staff', () => {
  test.use({ storageState: async ({ boxOfficeState }, use) => use(boxOfficeState) });

  test('finds the order by code and e-mail in the dashboard and cancels it, which frees its seats', async ({ page, request }) => {
    const [, , , bookable] = await bookableEvents(request, 2);
    await chooseTickets(page, bookable, 2);
    await page.getByRole('link', { name: 'Zur Kasse' }).click();
    await fillCheckout(page, 'Max Staffcheck', 'max.staffcheck@example.org');
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page).toHaveURL(/\/webshop\/orders\//);
    const code = /\/webshop\/orders\/([A-Z0-9]{8})\//.exec(page.url())![1];
    const sold = await seatsLeft(request, bookable);

    // On a phone: search and cancel are there and labelled, and the list does not scroll sideways inside its box.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/de/cms-hub/bestellungen');
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Bestellungen' }).getByRole('row').nth(1)).toBeVisible();
    const table = page.getByRole('table', { name: 'Bestellungen' });
    const boxOverflow = await table.evaluate((el) => {
      let widest = 0;
      for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) widest = Math.max(widest, box.scrollWidth - box.clientWidth);
      return widest;
    });
    expect(boxOverflow, 'the order list scrolls sideways inside its box at 375 px').toBeLessThanOrEqual(0);
    for (const button of await table.getByRole('button', { name: /^Bestellung [A-Z0-9]{8} stornieren$/ }).all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    await page.getByLabel('Suche nach Bestellnummer, Ticketnummer, Name oder E-Mail').fill('staffcheck@example');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page.getByRole('rowheader', { name: code })).toBeVisible();
    await page.getByLabel('Suche nach Bestellnummer, Ticketnummer, Name oder E-Mail').fill(code);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page.getByRole('status')).toHaveText('1 Bestellung');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Bestellung ${code} stornieren` }).click();
    await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('storniert');
    expect(await seatsLeft(request, bookable)).toBe(sold + 2);
    await shoot(page, 'purchase-staff-orders-de');
    await page.goto('/en/cms-hub/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('cancelled');
    await shoot(page, 'purchase-staff-orders-en');
  });

});

test('anonymous visitors see no orders', async ({ page }) => {
  await page.goto('/en/cms-hub/orders');
  await expect(page.getByText('Please log in as a staff member.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await page.request.get('/en/api/dashboard-orders/')).status()).toBe(401);
});
