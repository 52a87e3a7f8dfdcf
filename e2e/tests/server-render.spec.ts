import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { untilHydrated } from '../support/site';

/**
 * Pages rendered on the server and hydrated in the browser: the content is in the first answer, the browser keeps
 * that DOM (no mismatch, no second request for the data the server used) and the page works as before.
 */

/** React's production codes for a hydration mismatch (text, tree, server error) and its development wording. */
const HYDRATION_TROUBLE = /Minified React error #(418|419|421|423|425)|hydrat/i;

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The document's own 404 status is reported by the browser as a failed resource; it is the page asked for.
    if (message.type() === 'error' && /Failed to load resource: the server responded with a status of 404/.test(text)) return;
    if (message.type() === 'error' || HYDRATION_TROUBLE.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const ROUTES: { path: string; h1: string }[] = [
  { path: '/de', h1: 'Flussland – Leben am großen Strom' },
  { path: '/en', h1: 'River Land – Life on the Great River' },
  { path: '/de/veranstaltungen', h1: 'Programm und Karten' },
  { path: '/en/events', h1: 'Programme and tickets' },
  { path: '/de/veranstaltungen/wassermusik/32', h1: 'Wassermusik' },
  { path: '/de/mediathek-de', h1: 'Mediathek' },
  { path: '/de/mediathek-de/der-biber-ist-zurueck/8', h1: 'Der Biber ist zurück' },
  { path: '/de/produktionen/das-salzschiff/6', h1: 'Das Salzschiff' },
  { path: '/de/team/clara-neumann/3', h1: 'Clara Neumann' },
  { path: '/de/ausstellung/raeume', h1: 'Räume' },
  { path: '/de/impressum', h1: 'Impressum' },
  { path: '/de/search/others/1', h1: 'Suche' },
  { path: '/de/gibt-es-nicht', h1: '404 Not Found' },
  { path: '/en/events/water-music/32', h1: 'Water Music' },
  { path: '/en/events?date=04-12-2026', h1: 'Programme and tickets' },
  { path: '/en/productions', h1: 'Productions' },
  { path: '/en/productions/the-salt-ship/6', h1: 'The Salt Barge' },
  { path: '/en/mediathek-en', h1: 'Media library' },
  { path: '/en/mediathek-en/categories/family/4', h1: 'Family' },
  { path: '/de/mediathek-de/tags/natur/4', h1: '#Natur' },
  { path: '/en/mediathek-en/tags', h1: '#Topics' },
  { path: '/en/mediathek-en/beavers-are-back/8', h1: 'The Beaver Is Back' },
  { path: '/de/team', h1: 'Team' },
  { path: '/en/team/clara-neumann/3', h1: 'Clara Neumann' },
  { path: '/de/venues/kloster-auenstein/1', h1: 'Kloster Auenstein' },
  { path: '/en/series/monastery-concerts/2', h1: 'Abbey Concerts' },
  { path: '/de/forms/kontakt/1', h1: 'Kontakt' },
  { path: '/en/forms/contact/1', h1: 'Contact' },
  { path: '/en/search/others/1?q=beaver', h1: 'Results for “beaver”' },
  { path: '/en/visit', h1: 'Your visit' },
  { path: '/de/medien', h1: 'Hören und Sehen' },
  { path: '/en/datenschutz', h1: 'Privacy policy' },
  { path: '/en/does-not-exist', h1: '404 Not Found' },
];

for (const route of ROUTES) {
  test(`${route.path} hydrates without a console error or hydration warning`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(route.path, { waitUntil: 'networkidle' });
    await expect(page.locator('h1').first()).toHaveText(route.h1);
    expect(problems).toEqual([]);
  });
}

test('the home page hydrates with the server\'s data: no API request for what is already on the page', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/api\//.test(new URL(request.url()).pathname)) apiCalls.push(request.url());
  });
  // A page the server hands out while it renders a newer one may carry data from just over a minute ago, which the
  // browser rightly asks for again. This is about a page as fresh as it is kept: ask until the server has one.
  const fetchedAt = (html: string) =>
    [...html.matchAll(/<script type="application\/json" data-slot-state>([^<]*)<\/script>/g)].flatMap(
      (state) => (JSON.parse(state[1]!) as { queries: Array<{ state: { dataUpdatedAt: number } }> }).queries.map((query) => query.state.dataUpdatedAt),
    );
  await expect(async () => {
    const html = await (await page.request.get('/de')).text();
    expect(html).toContain('data-slot="mf_content/Page" data-ssr="html"');
    expect(Math.min(...fetchedAt(html))).toBeGreaterThan(Date.now() - 30_000);
  }).toPass({ timeout: 15_000 });
  await page.goto('/de', { waitUntil: 'networkidle' });
  await expect(page.locator('h1').first()).toHaveText('Flussland – Leben am großen Strom');
  expect(apiCalls).toEqual([]);
});

test('dates hydrate from the Berlin offsets the page brought: no time-zone data is loaded into Intl on the way', async ({ page }) => {
  // Counts every Intl formatter made for a time zone; loading a zone's data is a long step on a slow phone.
  await page.addInitScript(() => {
    const Original = Intl.DateTimeFormat;
    const counted = function (this: unknown, ...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      if (args[1]?.timeZone) (window as unknown as { zoneFormatters: number }).zoneFormatters = ((window as unknown as { zoneFormatters?: number }).zoneFormatters ?? 0) + 1;
      return new Original(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Object.assign(counted, { supportedLocalesOf: Original.supportedLocalesOf, prototype: Original.prototype });
    Intl.DateTimeFormat = counted;
  });
  const problems = watchConsole(page);
  for (const path of ['/de', '/de/veranstaltungen']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await untilHydrated(page, path === '/de' ? [] : ['mf_events/EventList']);
    // The list's dates (and the footer's opening hours) are on the page, read on the Berlin clock.
    if (path !== '/de') await expect(page.locator('main time').first()).toHaveAttribute('datetime', /\+0[12]:00$|^\d{4}-\d{2}-\d{2}$/);
    expect(await page.evaluate(() => (window as unknown as { zoneFormatters?: number }).zoneFormatters ?? 0), path).toBe(0);
  }
  expect(problems).toEqual([]);
});

test('a hydrated page navigates on the client: a menu link changes the route without loading a new document', async ({ page }) => {
  await page.goto('/de', { waitUntil: 'networkidle' });
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('footer a[href="/de/impressum"]').first().click();
  await expect(page.locator('h1').first()).toHaveText('Impressum');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, consentStored: false });

  test('pages show their content, links navigate, the cookie dialog is there without blocking the page', async ({ page }) => {
    await page.goto('/de/mediathek-de');
    await expect(page.locator('h1').first()).toHaveText('Mediathek');
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible();
    await page.locator('h1').first().click();
    // The newest article leads the list (other journeys write articles too), so the test follows whichever it is.
    const article = page.locator('main article :is(h2, h3) a[href^="/de/mediathek-de/"]').first();
    const [title, href] = [await article.innerText(), await article.getAttribute('href')];
    await article.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('h1').first()).toHaveText(title);
    await page.goto('/de/veranstaltungen');
    await expect(page.locator('h1').first()).toHaveText('Programm und Karten');
    await expect(page.getByRole('link', { name: /Wassermusik/ }).first()).toBeVisible();
  });
});
