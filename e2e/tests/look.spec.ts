import { test, expect } from '../support/fixtures';
import { chrome } from '../support/site';

/**
 * The site's look: the brand faces load from our own server without moving the layout, the visit page is a real
 * one, and hero and footer tell the same exhibition. The pictures of every visitor page, with axe and the check for
 * sideways scrolling, are taken once, in screenshots.spec.ts.
 */

/** Layout shift (not caused by input) from now until two frames after `action` settles. */
async function shiftDuring(page: import('@playwright/test').Page, action: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift' });
  });
  await action();
  return page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __shift: number }).__shift)))),
  );
}

test('the brand faces come from our server, are preloaded and in use, and their arrival moves nothing', async ({ page }) => {
  // Hold the font files back until the page has settled on its fallbacks, then let them in and measure the swap.
  const held: Array<() => Promise<void>> = [];
  await page.route('**/fonts/*.woff2', (route) => {
    held.push(() => route.continue());
  });
  // 'load' waits for the held preloads; the page renders long before.
  const response = await page.goto('/de', { waitUntil: 'domcontentloaded' });
  const html = (await response!.text()) ?? '';
  expect(html).toMatch(/<link rel="preload" href="\/fonts\/fraunces-latin-600-normal\.[0-9a-f]+\.woff2" as="font" type="font\/woff2" crossorigin>/);
  const h1 = chrome(page).main.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  await expect(chrome(page).footer).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThanOrEqual(3);
  await page.waitForTimeout(1500);
  expect(await h1.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^Fraunces, "Fraunces Fallback"/);
  const swapShift = await shiftDuring(page, async () => {
    await Promise.all(held.map((release) => release()));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  });
  expect(await page.evaluate(() => document.fonts.check('600 1em Fraunces') && document.fonts.check('400 1em "Hanken Grotesk"'))).toBe(true);
  const fonts = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\.woff2$/.test(e.name)).map((e) => new URL(e.name).pathname));
  for (const font of fonts) expect(font).toMatch(/^\/fonts\/[a-z-]+-latin-\d00-(normal|italic)\.[0-9a-f]{10}\.woff2$/);
  // The metric-matched fallbacks take the room the brand faces take. Measured here: 0.00015 with them, 0.004 with
  // plain Times and Arial in their place.
  expect(swapShift).toBeLessThan(0.001);
});

for (const locale of ['de', 'en'] as const) {
  const visit = locale === 'de' ? '/de/besuch' : '/en/visit';
  test(`the visit page (${locale}) has hours, admission, directions and accessibility, each an anchor that exists`, async ({ page }) => {
    await page.goto(visit);
    const main = chrome(page).main;
    const anchors = main.getByRole('navigation', { name: locale === 'de' ? 'Sprungmarken' : 'Jump to section' }).getByRole('link');
    await expect(anchors).toHaveCount(5);
    for (const href of await anchors.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      await expect(page.locator(href)).toHaveCount(1);
    }
    await expect(main).toContainText(locale === 'de' ? 'Dienstag bis Sonntag' : 'Tuesday to Sunday');
    await expect(main).toContainText(locale === 'de' ? 'Familienkarte' : 'Family ticket');
    await expect(main).toContainText('Klosterhof 1, 54321 Auenstadt');
  });
}

test('hero, footer and the main production tell the same exhibition: title, place and run', async ({ page, request }) => {
  const production = (await (await request.get('/de/api/productions/')).json()).results.find((p: { title: string }) => p.title.startsWith('Flussland'));
  await page.goto('/de');
  const { main, footer } = chrome(page);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Flussland – Leben am großen Strom');
  await expect(main).toContainText('Kloster Auenstein, Auenstadt');
  const [from, to] = [production.date_from, production.date_to].map((d: string) => d.slice(0, 10).split('-').reverse().map((part, i) => (i < 2 ? String(Number(part)) : part)).join('.'));
  await expect(footer).toContainText(`${from} – ${to}`);
  await expect(footer).toContainText('Klosterhof 1 · 54321 Auenstadt');
  await expect(footer.getByRole('img', { name: 'Stiftung Flusslandschaft' })).toBeVisible();
});
