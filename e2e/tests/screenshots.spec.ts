import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Event } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { IDEMPOTENCY_HEADER } from 'shared-contracts/constants';
import type { Order } from 'shared-contracts/orders';
import { test, expect } from '../support/fixtures';
import { sellsNow } from '../support/on-sale';

/**
 * The visitor's pages at a phone, a tablet and a desktop width in both languages: home, visit, events list, event
 * detail, production detail, an article, search with results, cart, checkout and an order page. Every page is
 * visited once per width: a full-page screenshot to look at (e2e/.artifacts/screenshots/<page>-<locale>-<width>.png,
 * and the home page's footer alone), and a check that nothing scrolls sideways; axe runs once per page and language
 * (at the desktop width). This is the one pass that pictures the site: other journeys assert behaviour.
 */
const DIR = path.join(__dirname, '../.artifacts/screenshots');
const WIDTHS = [375, 768, 1280] as const;

interface Listed {
  id: number;
  slug: string;
  mark?: string;
  urls: Record<Locale, string>;
}

async function firstShown(request: APIRequestContext, api: string): Promise<Listed> {
  const body: { results: Listed[] } = await (await request.get(api)).json();
  const shown = body.results.find((r) => r.mark === undefined || r.mark === 'show') ?? body.results[0];
  expect(shown, `${api} lists something`).toBeTruthy();
  return shown;
}

/** A future event sold by seat group without timeslots with one full price, and enough seats for a few visits. */
async function bookableEvent(request: APIRequestContext, locale: Locale): Promise<Event> {
  const list: { results: Event[] } = await (await request.get(`/${locale}/api/events/?page_size=50`)).json();
  // The last bookable ones, so this spec does not take the seats the purchase journey counts.
  const bookable = list.results.filter((e) => {
    const [group] = e.seat_groups;
    return sellsNow(e) && e.id_jet !== null && e.seat_groups.length === 1 && group.status === '1' && group.timeslots.length === 0 && group.available >= 6 && group.prices.length > 0;
  });
  expect(bookable.length, 'bookable demo events').toBeGreaterThan(2);
  return bookable[bookable.length - 1 - (locale === 'en' ? 1 : 0)];
}

async function csrf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
}

async function holdOneTicket(page: Page, locale: Locale, event: Event): Promise<void> {
  const [group] = event.seat_groups;
  const answer = await page.request.post(`/${locale}/api/shop-cart/`, {
    headers: { 'X-CSRFToken': await csrf(page) },
    data: { quantities: [1], event_jet_id: event.id_jet, sale_type_ids: [group.prices[0].sale_type_id], seat_group: group.seat_group },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** An order of one ticket, placed through the API as the checkout does; its page is the order page to look at. */
async function placeOrder(page: Page, locale: Locale, event: Event): Promise<string> {
  await holdOneTicket(page, locale, event);
  const answer = await page.request.post(`/${locale}/api/orders/`, {
    headers: { 'X-CSRFToken': await csrf(page), [IDEMPOTENCY_HEADER]: `matrix-${locale}-${Date.now()}` },
    data: { name: locale === 'de' ? 'Erika Mustermann' : 'Jane Doe', email: 'matrix@example.org', terms_accepted: true },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const order: Order = await answer.json();
  return order.order_url;
}

/** Waits for the page's content and the images a visitor would see after scrolling through it once. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Lazy images below the fold: scroll through once (the first 6000 px: the events list loads more forever).
  await page.evaluate(async () => {
    for (let y = 0; y < Math.min(document.body.scrollHeight, 6000); y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  // Images that are not displayed (a slider's slides beyond its first view) never load lazily and are not in the picture.
  await page.waitForFunction(
    () => [...document.images].filter((i) => i.getClientRects().length > 0 && (i.loading !== 'lazy' || i.getBoundingClientRect().top < 6000)).every((i) => i.complete),
    undefined,
    { timeout: 10_000 },
  );
}

async function seriousAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const locale of ['de', 'en'] as const) {
  for (const width of WIDTHS) {
    test(`${locale} at ${width} px: no sideways scroll${width === 1280 ? ', no serious axe findings' : ''}, screenshots`, async ({ page, request }) => {
      // Full-page screenshots of every page, and an axe run at 1280 px: over four minutes on a slow hour with four
      // shards on two cores.
      test.setTimeout(360_000);
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
      // Cards fade in when first scrolled to; in a full-page picture they would stay blank below the fold.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const event = await firstShown(request, `/${locale}/api/events/?page_size=5`);
      const production = await firstShown(request, `/${locale}/api/productions/?page_size=5`);
      const article = await firstShown(request, `/${locale}/api/articles/?page_size=5`);
      const bookable = await bookableEvent(request, locale);
      await page.goto(locale === 'de' ? '/de' : '/en');
      const orderUrl = await placeOrder(page, locale, bookable);
      await holdOneTicket(page, locale, bookable);
      const shop = (p: string) => (locale === 'en' ? `${p}?lang=en` : p);

      const pages = [
        { name: 'home', url: `/${locale}` },
        { name: 'visit', url: locale === 'de' ? '/de/besuch' : '/en/visit' },
        { name: 'events', url: locale === 'de' ? '/de/veranstaltungen' : '/en/events' },
        { name: 'event-detail', url: event.urls[locale] },
        { name: 'production-detail', url: production.urls[locale] },
        { name: 'article', url: article.urls[locale] },
        { name: 'search', url: `/${locale}/search?q=${locale === 'de' ? 'fluss' : 'river'}`, results: true },
        { name: 'cart', url: shop('/webshop/cart') },
        { name: 'checkout', url: shop('/webshop/checkout') },
        { name: 'order', url: orderUrl },
      ];
      const findings: Record<string, string[]> = {};
      for (const { name, url, results } of pages) {
        await page.goto(url);
        await settle(page);
        if (results) await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
        await page.screenshot({ path: path.join(DIR, `${name}-${locale}-${width}.png`), fullPage: true });
        if (name === 'home') await page.getByRole('contentinfo').screenshot({ path: path.join(DIR, `footer-${locale}-${width}.png`) });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect.soft(overflow, `${url} at ${width} px scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
        if (width === 1280) {
          const serious = await seriousAxeFindings(page);
          if (serious.length > 0) findings[name] = serious;
        }
      }
      expect(findings, 'axe findings of serious or critical impact').toEqual({});
    });
  }
}
