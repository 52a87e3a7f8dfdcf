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

/**
 * A remote rendered on the server moves with its browser build: mf-events re-pointed to another origin renders the
 * second build's text in the server's HTML and in the browser alike, and a third build deployed to that origin
 * while the site runs replaces it on both sides without a restart.
 */
const EVENTS_ORIGINAL = 'Ausstellungsart';
const SECOND = 'Ausstellungsart (zweite Auslieferung)';
const THIRD = 'Ausstellungsart (dritte Auslieferung)';
const CONSENT = `cookie_consent=${encodeURIComponent('{"tracking":false,"media":false}')}`;

/** Writes `text` in place of the original in every JS file of the copy, and a new build version into its manifests. */
function deploy(from: string, to: string, text: string, version: string): number {
  let changed = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { recursive: true });
      changed += deploy(source, target, text, version);
      continue;
    }
    // Compressed siblings would still hold the old text.
    if (entry.name.endsWith('.gz') || entry.name.endsWith('.br')) continue;
    let body = fs.readFileSync(source);
    if (entry.name.endsWith('.js') && body.includes(EVENTS_ORIGINAL)) {
      body = Buffer.from(body.toString('utf8').split(`'${EVENTS_ORIGINAL}'`).join(`'${text}'`).split(`"${EVENTS_ORIGINAL}"`).join(`"${text}"`));
      changed++;
    }
    if (entry.name === 'mf-manifest.json') body = Buffer.from(body.toString('utf8').replace(/"buildVersion":\s*"/, `"buildVersion": "${version}-`));
    fs.writeFileSync(target, body);
  }
  return changed;
}

test.describe('a server-rendered remote re-pointed at run time', () => {
  let folder: string;
  let cdn: Awaited<ReturnType<typeof serveFolder>>;
  let site: RunningServer;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-events-copy-'));
    expect(deploy(path.join(REPO_ROOT, 'mf-events/dist'), folder, SECOND, 'second'), 'the browser and the Node build hold the text').toBeGreaterThanOrEqual(2);
    cdn = await serveFolder(folder, await freePort());
    site = await startSite(await freePort(), { REMOTE_MF_EVENTS_URL: `${cdn.url}/mf-manifest.json`, SLOT_BUDGET_MS: '5000' }, { skipBuild: true });
  });

  test.afterAll(async () => {
    await site?.stop();
    await cdn?.stop();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  async function serverHtml(): Promise<string> {
    const answer = await fetch(`${site.url}/de/veranstaltungen`, { headers: { cookie: CONSENT } });
    return answer.text();
  }

  test('the server renders the second build, the browser hydrates it; a third build goes live on both sides without a restart', async ({ page, context }) => {
    const html = await serverHtml();
    expect(html).toContain('data-slot="mf_events/EventList" data-ssr="html"');
    expect(html).toContain(SECOND);
    expect(cdn.requests).toContain('/server/mf-manifest.json');

    await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent('{"tracking":false,"media":false}'), url: site.url }]);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto(`${site.url}/de/veranstaltungen`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main').getByText(SECOND).first()).toBeVisible();
    expect(problems).toEqual([]);

    deploy(path.join(REPO_ROOT, 'mf-events/dist'), folder, THIRD, 'third');
    // The server checks a remote's manifest again at most once a second.
    await expect.poll(serverHtml, { timeout: 15_000 }).toContain(THIRD);
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('main').getByText(THIRD).first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});
