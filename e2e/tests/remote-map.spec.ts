import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { REPO_ROOT, startSite, type RunningServer } from '../support/server';
import { freePort, serveFolder } from '../support/static-server';

/**
 * A remote moves by configuration. A second build of mf-shop (its dist with one visible string changed) is
 * served from another origin; a second site started with REMOTE_MF_SHOP_URL pointing there, without building
 * anything, shows the changed string on /webshop.
 */
const ORIGINAL = 'Ihr Warenkorb ist leer.';
const CHANGED = 'Ihr Warenkorb ist leer (zweite Auslieferung).';

test.describe('remote map re-pointing', () => {
  let folder: string;
  let cdn: Awaited<ReturnType<typeof serveFolder>>;
  let site: RunningServer;

  test.beforeAll(async ({}, testInfo) => {
    // A second server: migrations, seeding and demo images take a while on two cores.
    testInfo.setTimeout(180_000);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-shop-copy-'));
    fs.cpSync(path.join(REPO_ROOT, 'mf-shop/dist'), folder, { recursive: true });
    let changedFiles = 0;
    for (const file of fs.readdirSync(folder)) {
      const full = path.join(folder, file);
      // Compressed siblings would still hold the old text.
      if (file.endsWith('.gz') || file.endsWith('.br')) {
        fs.rmSync(full);
        continue;
      }
      if (!file.endsWith('.js')) continue;
      const code = fs.readFileSync(full, 'utf8');
      if (!code.includes(ORIGINAL)) continue;
      fs.writeFileSync(full, code.split(ORIGINAL).join(CHANGED));
      changedFiles++;
    }
    expect(changedFiles, `a JS file of mf-shop/dist holds '${ORIGINAL}'`).toBeGreaterThan(0);
    cdn = await serveFolder(folder, await freePort());
    site = await startSite(await freePort(), { REMOTE_MF_SHOP_URL: `${cdn.url}/mf-manifest.json` }, { skipBuild: true });
  });

  test.afterAll(async () => {
    await site?.stop();
    await cdn?.stop();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  test('/webshop on the re-pointed site shows the second build of mf-shop', async ({ page, context }) => {
    await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent('{"tracking":false,"media":false}'), url: site.url }]);
    await page.goto(`${site.url}/webshop`);
    const shop = page.getByRole('main', { name: 'Ticketshop' });
    await expect(shop.getByText(CHANGED)).toBeVisible();
    expect(cdn.requests).toContain('/mf-manifest.json');
    expect(cdn.requests).toContain('/remoteEntry.js');
  });

  test('the original site still serves the local build', async ({ page }) => {
    await page.goto('/webshop');
    await expect(page.getByRole('main', { name: 'Ticketshop' }).getByText(ORIGINAL)).toBeVisible();
  });
});
