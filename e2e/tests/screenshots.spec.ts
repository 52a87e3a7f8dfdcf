import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { chrome } from '../support/site';

/**
 * Full-page screenshots to look at (e2e/.artifacts/screenshots/). The test also fails on horizontal
 * overflow at narrow widths, the one layout fault a machine can see reliably.
 */
const DIR = path.join(__dirname, '../.artifacts/screenshots');
const WIDTHS = [375, 1280];
const PAGES = [
  { name: 'home-de', path: '/de' },
  { name: 'home-en', path: '/en' },
  { name: 'events-de', path: '/de/veranstaltungen' },
  { name: 'events-en', path: '/en/events' },
];

for (const width of WIDTHS) {
  test(`screenshots at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const { name, path: url } of PAGES) {
      await page.goto(url);
      await expect(chrome(page).footer).toBeVisible();
      await expect(chrome(page).main.getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Lazy images below the fold: scroll through once (the first 6000 px: the events list loads more forever).
      await page.evaluate(async () => {
        for (let y = 0; y < Math.min(document.body.scrollHeight, 6000); y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 120));
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
      await page.screenshot({ path: path.join(DIR, `${name}-${width}.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect.soft(overflow, `${url} at ${width} px scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
    }
  });
}
