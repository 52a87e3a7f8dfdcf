import type { APIRequestContext, Page } from '@playwright/test';
import type { Event } from 'shared-contracts/entities';
import { test, expect } from '../support/fixtures';
import { sellsNow } from '../support/on-sale';

/**
 * Removing tickets from the cart is an ordinary visitor action: it must leave nothing in the console and nothing for
 * `window.reportError`, also when the line is already gone (removed in another tab, the hold lapsed).
 */

/** Future events with one seat group sold without timeslots and a full price, soonest first. */
async function bookable(request: APIRequestContext): Promise<Event[]> {
  const list: { results: Event[] } = await (await request.get('/de/api/events/?page_size=50')).json();
  const found = list.results.filter((event) => {
    const [group] = event.seat_groups;
    return sellsNow(event) && event.seat_groups.length === 1 && group.status === '1' && group.timeslots.length === 0 && group.available >= 2 && group.prices.some((p) => p.name === 'Vollpreis');
  });
  expect(found.length, 'bookable demo events').toBeGreaterThan(6);
  // Later ones than the purchase journey uses, so the two specs do not race for the same seats.
  return found.slice(5, 7);
}

async function addOneTicket(page: Page, event: Event) {
  await page.goto(`/de/veranstaltungen/${event.slug}/${event.id}`);
  await page.getByRole('button', { name: 'Ein Ticket „Vollpreis“ hinzufügen' }).click();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('Ihre Tickets liegen im Warenkorb.')).toBeVisible();
}

/** Console errors, uncaught errors and reportError calls from the moment it is called on. */
async function watchErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.exposeFunction('__e2eReported', (text: string) => errors.push(`reportError: ${text}`));
  await page.evaluate(() => {
    const original = window.reportError?.bind(window);
    window.reportError = (error: unknown) => {
      void (window as unknown as { __e2eReported(text: string): Promise<void> }).__e2eReported(String(error));
      original?.(error);
    };
  });
  return errors;
}

for (const width of [375, 1280]) {
  test(`removing cart lines one after the other reports no error (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const events = await bookable(request);
    for (const event of events) await addOneTicket(page, event);
    await page.goto('/webshop/cart');
    await expect(page.getByRole('heading', { name: /Warenkorb · 2 Tickets/ })).toBeVisible();
    const errors = await watchErrors(page);

    await page.getByRole('button', { name: `Vollpreis für ${events[0].title} entfernen` }).click();
    await expect(page.getByRole('heading', { name: /Warenkorb · 1 Ticket$/ })).toBeVisible();
    await page.getByRole('button', { name: `Vollpreis für ${events[1].title} entfernen` }).click();
    await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('a line already removed in another tab: the cart shows what is left and no error', async ({ page, request }) => {
  const events = await bookable(request);
  for (const event of events) await addOneTicket(page, event);
  await page.goto('/webshop/cart?lang=en');
  await expect(page.getByRole('heading', { name: /Cart · 2 tickets/ })).toBeVisible();
  const errors = await watchErrors(page);

  // Another tab removes the first line (same cookies), then this tab asks for it too.
  const cart = await (await page.request.get('/en/api/shop-cart/')).json();
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
  const gone: { id: number; price_name: string; event: { id: number; title: string } } = cart.lines.find((l: { event: { id: number } }) => l.event.id === events[0].id);
  expect((await page.request.delete(`/en/api/shop-cart/${gone.id}/`, { headers: { 'X-CSRFToken': csrf } })).status()).toBe(200);
  await page.getByRole('button', { name: `Remove ${gone.price_name} for ${gone.event.title}` }).click();

  await expect(page.getByRole('heading', { name: /Cart · 1 ticket$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`for ${gone.event.title}$`) })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
