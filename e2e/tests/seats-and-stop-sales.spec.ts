import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Event } from 'shared-contracts/entities';
import { CONSENT_COOKIE, expect, test } from '../support/fixtures';
import { sellsNow } from '../support/on-sale';

/**
 * Seats and the stop switch as the box office uses them: a seat group made through the API sells two tickets; on the
 * event's own screen the group is listed by name and refuses a capacity below them with the numbers; its price names
 * the group with its event and date; the event page says when the doors open; once sales are stopped the ticket
 * widget on the event page says so in German and English.
 */
const SHOTS = path.join(__dirname, '../.artifacts/screenshots');
test.describe.configure({ timeout: 120_000 });
const ARRIVES = { timeout: 60_000 };
const csrfOf = async (request: APIRequestContext) => (await request.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';

async function post(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { data, headers: { 'X-CSRFToken': await csrfOf(request) } });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** A bookable event late in the list, so journeys that take the first one are not disturbed. */
async function someEvent(request: APIRequestContext): Promise<Event> {
  const list: { results: Event[] } = await (await request.get('/de/api/events/?page_size=50')).json();
  const bookable = list.results.filter((e) => sellsNow(e) && e.id_jet !== null && e.seat_groups.some((g) => g.timeslots.length === 0 && g.available > 0));
  return bookable[bookable.length - 1];
}

async function widgetSays(page: Page, url: string, text: string) {
  await page.goto(url);
  const said = page.getByText(text);
  await expect(said).toBeVisible(ARRIVES);
  await said.scrollIntoViewIfNeeded();
}

test('capacity below the sold seats is refused in the form; stopped sales show in the widget', async ({ browser, baseURL, boxOfficeState, request }) => {
  const staff = await browser.newContext({ baseURL, storageState: boxOfficeState, viewport: { width: 1280, height: 900 } });
  const page = await staff.newPage();
  const event = await someEvent(request);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const group = await post(page.request, '/de/pageeditor-api/resources/seat-groups/', { event_id: event.id, code, text_de: 'Galerie', text_en: 'Gallery', capacity: 5 });
  const price = await post(page.request, '/de/pageeditor-api/resources/prices/', { seat_group_id: group.id, name_de: 'Vollpreis', name_en: 'Full price', price: '15.00' });
  // Doors open half an hour before the start.
  const stored = await (await page.request.get(`/de/pageeditor-api/resources/events/${event.id}/`)).json();
  const entry = new Date(Date.parse(event.date_start) - 30 * 60_000).toISOString();
  const doors = await page.request.patch(`/de/pageeditor-api/resources/events/${event.id}/`, { data: { version: stored.version, entry_time: entry }, headers: { 'X-CSRFToken': await csrfOf(page.request) } });
  expect(doors.ok(), await doors.text()).toBe(true);

  // A visitor buys two seats of the new group.
  await request.get('/de/api/user-details/');
  await post(request, '/de/api/shop-cart/', { quantities: [2], event_jet_id: event.id_jet, sale_type_ids: [price.sale_type_id], seat_group: code });
  await post(request, '/de/api/orders/', { name: 'Fanny Hensel', email: 'fanny@example.org', terms_accepted: true });

  try {
    // The price's own screen names its seat group with the event and date, never by a number.
    await page.goto(`/de/cms-hub/prices/${price.id}`);
    const picked = page.getByRole('combobox', { name: 'Platzgruppe' });
    await expect(picked).toHaveValue(String(group.id), ARRIVES);
    await expect(picked.locator('option:checked')).toHaveText(new RegExp(`^Galerie · ${event.title}, `), ARRIVES);

    // The event's own screen lists the group by name, and its form there refuses what is already sold.
    await page.goto(`/de/cms-hub/events/${event.id}`);
    const seats = page.getByRole('region', { name: 'Platzgruppen' });
    await seats.getByText('Galerie · 5 Plätze').click(ARRIVES);
    const item = seats.locator('details[open]').first();
    const capacity = item.getByRole('spinbutton', { name: 'Kapazität' });
    await expect(capacity).toHaveValue('5');
    await capacity.fill('1');
    await item.getByRole('button', { name: 'Speichern: Galerie' }).click();
    await expect(item.getByRole('alert')).toHaveText('Bitte prüfen Sie die markierten Felder.');
    await expect(item.getByText('2 sold, capacity cannot go below 2')).toBeVisible();
    await expect(capacity).toHaveAttribute('aria-invalid', 'true');
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'seat-group-capacity-refused-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: path.join(SHOTS, 'seat-group-capacity-refused-375.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await post(page.request, `/de/api/box-office/events/${event.id}/sales-stop/`, { stopped: true });
    // The sales screen shows the switch as the box office left it.
    await page.goto('/de/cms-hub/verkauf');
    await page.getByRole('combobox', { name: 'Veranstaltung' }).selectOption(String(event.id), ARRIVES);
    await expect(page.getByRole('button', { name: 'Verkauf fortsetzen' })).toBeVisible(ARRIVES);
    await expect(page.getByRole('table', { name: /^Alle Veranstaltungen am / }).getByRole('row', { name: event.title })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'sales-stopped-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, 'sales-stopped-1280.png'), fullPage: true });

    const visitorContext = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
    await visitorContext.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ tracking: false, media: false })), url: baseURL! }]);
    const visitor = await visitorContext.newPage();
    await widgetSays(visitor, event.urls.de, 'Der Vorverkauf für diese Veranstaltung ist angehalten. Bitte wenden Sie sich an die Kasse.');
    await expect(visitor.getByText(/^Einlass ab \d\d:\d\d Uhr$/)).toBeVisible();
    await visitor.screenshot({ path: path.join(SHOTS, 'widget-sales-stopped-375.png') });
    await visitor.setViewportSize({ width: 1280, height: 900 });
    await widgetSays(visitor, event.urls.en, 'Ticket sales for this event are paused. Please contact the box office.');
    await expect(visitor.getByText(/^Entry from \d\d:\d\d$/)).toBeVisible();
    await visitor.screenshot({ path: path.join(SHOTS, 'widget-sales-stopped-1280.png') });
    await visitorContext.close();
  } finally {
    await post(page.request, `/de/api/box-office/events/${event.id}/sales-stop/`, { stopped: false });
    await staff.close();
  }
});
