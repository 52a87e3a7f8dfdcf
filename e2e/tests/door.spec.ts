import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { berlinDayKey, formatDateTime } from 'shared-contracts/berlin-time';
import type { BoxOfficeEvent } from 'shared-contracts/box-office';
import type { Event } from 'shared-contracts/entities';
import type { Order } from 'shared-contracts/orders';
import { expect, test } from '../support/fixtures';
import { sellsNow } from '../support/on-sale';

/**
 * The door at 390 px as the box office works it: today's event preselected, another day's ticket refused with its
 * date, an unpaid order flagged and admitted anyway, a ticket found by its buyer's name, re-entry on a list that
 * allows it, and a few admits queued offline and synced (one of them let in meanwhile elsewhere: a conflict).
 * Everything that is not the door itself (an event today, the orders, the unpaid rule) is set up through the API.
 */
test.use({ viewport: { width: 390, height: 844 } });

const csrfOf = async (api: APIRequestContext) => (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';

/** One order through the public calls, each from a visitor of its own (a cart becomes one order). */
async function buy(baseURL: string, event: Event, name: string, quantity: number): Promise<Order> {
  const visitor = await playwrightRequest.newContext({ baseURL });
  await visitor.get('/de/api/user-details/');
  const csrf = await csrfOf(visitor);
  const group = event.seat_groups.find((g) => g.status === '1' && g.timeslots.length === 0 && g.prices.length > 0)!;
  const cart = await visitor.post('/de/api/shop-cart/', { headers: { 'X-CSRFToken': csrf }, data: { quantities: [quantity], event_jet_id: event.id_jet, sale_type_ids: [group.prices[0].sale_type_id], seat_group: group.seat_group } });
  expect(cart.status(), await cart.text()).toBe(200);
  const order = await visitor.post('/de/api/orders/', { headers: { 'X-CSRFToken': csrf }, data: { name, email: 'door@example.org', terms_accepted: true } });
  expect(order.status(), await order.text()).toBe(201);
  const placed = (await order.json()) as Order;
  await visitor.dispose();
  return placed;
}

test('the door at 390 px: today preselected, other days refused, unpaid flagged, search, re-entry and an offline queue synced', async ({ browser, baseURL, boxOfficeState, adminState }) => {
  test.setTimeout(90_000);
  const kasse = await playwrightRequest.newContext({ baseURL, storageState: boxOfficeState });
  const admin = await playwrightRequest.newContext({ baseURL, storageState: adminState });
  const kasseCsrf = await csrfOf(kasse);

  // An event today: a copy of a priced demo event, starting 20 minutes from now (or, just before midnight, 30 minutes ago).
  const list: { results: Event[] } = await (await kasse.get('/de/api/events/?page_size=50')).json();
  const template = list.results.find((e) => sellsNow(e) && e.seat_groups.some((g) => g.status === '1' && g.timeslots.length === 0 && g.available >= 12 && g.prices.length > 0 && Number(g.prices[0].price) > 0))!;
  const now = Date.now();
  const start = berlinDayKey(new Date(now + 20 * 60_000)) === berlinDayKey(new Date(now)) ? new Date(now + 20 * 60_000) : new Date(now - 30 * 60_000);
  const copy = await kasse.post(`/de/pageeditor-api/resources/events/${template.id}/duplicate/`, { headers: { 'X-CSRFToken': kasseCsrf }, data: { date_start: start.toISOString() } });
  expect(copy.status(), await copy.text()).toBe(201);
  const todayId = ((await copy.json()) as { id: number }).id;
  const today: Event = await (await kasse.get(`/de/api/events/${todayId}/`)).json();

  const tag = String(now).slice(-6);
  const otherDay = await buy(baseURL!, template, `Anna Anderntag ${tag}`, 1);
  const unpaid = await buy(baseURL!, today, `Otto Offen ${tag}`, 1);
  const named = await buy(baseURL!, today, `Theodor Fontane ${tag}`, 2);
  const queued = await buy(baseURL!, today, `Queue Gast ${tag}`, 3);

  const context = await browser.newContext({ storageState: boxOfficeState, viewport: { width: 390, height: 844 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await page.goto('/de/cms-hub/einlass');
  const select = page.getByRole('combobox', { name: 'Veranstaltung' });

  // 1. Today's next event is chosen by itself (the door's own rule, with today's events from the API).
  const events: BoxOfficeEvent[] = await (await kasse.get('/de/api/box-office/events/')).json();
  const todays = events.filter((e) => berlinDayKey(e.date_start) === berlinDayKey(new Date()));
  const expected = todays.find((e) => Date.parse(e.date_start) + 90 * 60_000 >= Date.now()) ?? todays.at(-1)!;
  await expect(select).toHaveValue(String(expected.id));
  await expect(select.locator('optgroup[label="Heute"] option', { hasText: today.title }).first()).toBeAttached();
  if (expected.id !== todayId) await select.selectOption(String(todayId));
  await expect(page.getByText(/Ticketliste geladen: \d+ Tickets/)).toBeVisible();

  const code = page.getByLabel('Ticketcode (unter dem QR-Code)');
  const answer = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Nächster Scan' }) });
  const check = async (qr: string) => {
    await code.fill(qr);
    await page.getByRole('button', { name: 'Prüfen' }).click();
  };
  const next = () => answer.getByRole('button', { name: 'Nächster Scan' }).click();

  // 2. Another day's ticket: refused, naming its date.
  await check(otherDay.tickets[0].qr);
  await expect(answer).toHaveAttribute('data-result', 'other_event');
  await expect(answer).toContainText(formatDateTime(otherDay.tickets[0].event.date_start, 'de'));
  await next();

  // 3. An unpaid order: flagged and refused until "Trotzdem einlassen", which is recorded.
  await check(unpaid.tickets[0].qr);
  await expect(answer).toHaveAttribute('data-result', 'unpaid');
  await expect(answer).toContainText(`Die Bestellung ${unpaid.code} ist noch nicht bezahlt.`);
  await answer.getByRole('button', { name: 'Trotzdem einlassen' }).click();
  await expect(answer).toHaveAttribute('data-result', 'valid');
  await expect(answer).toContainText('Trotzdem eingelassen');
  await next();
  // From here on the site admits unpaid orders (flagged): the rule is an admin's site setting.
  const settings = (await (await admin.get('/de/pageeditor-api/resources/site-settings/1/')).json()) as { version: number };
  const adminCsrf = await csrfOf(admin);
  const setRule = async (door_unpaid: string, version: number) =>
    (await admin.patch('/de/pageeditor-api/resources/site-settings/1/', { headers: { 'X-CSRFToken': adminCsrf }, data: { version, door_unpaid } })).json() as Promise<{ version: number }>;
  const changed = await setRule('admit', settings.version);
  // The door reads the rule with its ticket list: a fresh page downloads both again.
  await page.reload();
  if (expected.id !== todayId) await select.selectOption(String(todayId));
  await expect(page.getByText(/Ticketliste geladen: \d+ Tickets/)).toBeVisible();

  try {
    // 4. Search by name: the right ticket of two is admitted from the results.
    await page.getByLabel('Ticket suchen (Ticketnummer, Bestellnummer oder Name)').fill(`Fontane ${tag}`);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.getByRole('button', { name: `Einlassen: ${named.code}-2 (Theodor Fontane ${tag})` }).click();
    await expect(answer).toHaveAttribute('data-result', 'valid');
    await expect(answer).toContainText(`${named.code}-2`);
    await expect(answer).toContainText('Zahlung offen');
    await next();
    await expect(page.getByText(/Eingelassen um/)).toHaveCount(1);

    // 5. A list that allows re-entry: in, out, in again.
    await page.getByText('Check-in-Listen dieser Veranstaltung').click();
    await page.getByLabel('Name der Liste').fill('Foyer');
    await page.getByRole('checkbox', { name: 'Wiedereinlass erlauben (Ein- und Ausgangsscans)' }).last().check();
    await page.getByRole('button', { name: 'Liste anlegen' }).click();
    await expect(page.getByRole('combobox', { name: 'Check-in-Liste' })).toHaveValue(/\d+/);
    const guest = named.tickets[0].qr;
    await check(guest);
    await expect(answer).toHaveAttribute('data-result', 'valid');
    await next();
    await page.getByRole('radio', { name: 'Ausgang' }).check();
    await check(guest);
    await expect(answer).toHaveAttribute('data-result', 'exited');
    await next();
    await page.getByRole('radio', { name: 'Eingang' }).check();
    await check(guest);
    await expect(answer).toHaveAttribute('data-result', 'valid');
    await next();

    // 6. Offline: said at once, three admits decided on the phone and queued, one let in meanwhile elsewhere.
    await context.setOffline(true);
    await expect(page.getByText('Offline: Die Prüfung läuft gegen die geladene Ticketliste.')).toBeVisible();
    for (const ticket of queued.tickets) {
      await check(ticket.qr);
      await expect(answer).toHaveAttribute('data-result', 'valid');
      await expect(answer).toHaveAttribute('data-offline', 'true');
      await next();
      await expect(code).toHaveValue('');
    }
    await expect(page.getByTestId('door-queue')).toHaveText('3 Scans warten auf Übertragung.');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('door.queue.v1') ?? '[]').length)).toBe(3);
    const elsewhere = await kasse.post('/de/api/box-office/check-ins/', { headers: { 'X-CSRFToken': kasseCsrf }, data: { code: queued.tickets[2].qr, event_id: todayId } });
    expect((await elsewhere.json()).result).toBe('valid');
    await context.setOffline(false);
    await expect(page.getByText('Nach der Übertragung: doppelt eingelassen')).toBeVisible();
    await expect(page.getByText(new RegExp(`Ticket ${queued.code}-3 \\(Queue Gast ${tag}\\)`))).toBeVisible();
    await expect(page.getByTestId('door-queue')).toHaveCount(0);
    await expect(page.locator('[data-online="true"]')).toBeVisible();
    const found = (await (await kasse.get(`/de/api/box-office/tickets/?q=${queued.code}`)).json()) as { results: Array<{ checked_in_at: string | null }> };
    expect(found.results.every((t) => t.checked_in_at !== null)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  } finally {
    await setRule('warn', changed.version);
    await context.close();
    await Promise.all([kasse.dispose(), admin.dispose()]);
  }
});
