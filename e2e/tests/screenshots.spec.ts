import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { chrome } from '../support/site';

/**
 * Issue 4 "Look": full-page screenshots to look at (e2e/.artifacts/screenshots/). The test also fails on horizontal
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
      // Lazy images below the fold: scroll through once so the full-page shot shows them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(DIR, `${name}-${width}.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect.soft(overflow, `${url} at ${width} px scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
    }
  });
}
