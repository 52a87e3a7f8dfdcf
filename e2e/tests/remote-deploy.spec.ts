import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { REPO_ROOT, startSite, type RunningServer } from '../support/server';
import { freePort, serveFolder } from '../support/static-server';

/**
 * The events team ships on its own: a changed build of mf-events published as an immutable versioned folder on its
 * own origin, switched live with one deploy call. Visitors get it at once, server HTML and browser alike; a page made
 * before the deploy (kept by a cache) hydrates with the build it names; broken or slow code on that origin stays in
 * its slot.
 */
const TOKEN = 'events-team-deploy-token-0123456789abcdef';
const OLD = 'Ausstellungsart';
const NEW = 'Art der Ausstellung';

/** mf-events' build with one label changed, published under `<origin>/mf-events/<version>/`. */
function publish(root: string, version: string): string {
  const target = path.join(root, 'mf-events', version);
  const copy = (from: string, to: string) => {
    fs.mkdirSync(to, { recursive: true });
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const source = path.join(from, entry.name);
      if (entry.isDirectory()) {
        copy(source, path.join(to, entry.name));
        continue;
      }
      // Compressed siblings would still hold the old text.
      if (entry.name.endsWith('.gz') || entry.name.endsWith('.br')) continue;
      let body = fs.readFileSync(source, 'utf8');
      if (entry.name.endsWith('.js')) body = body.split(`'${OLD}'`).join(`'${NEW}'`).split(`"${OLD}"`).join(`"${NEW}"`);
      if (entry.name === 'mf-manifest.json') body = body.replace(/"buildVersion":\s*"[^"]*"/, `"buildVersion": "${version}"`);
      fs.writeFileSync(path.join(to, entry.name), body);
    }
  };
  copy(path.join(REPO_ROOT, 'mf-events', 'dist'), target);
  return version;
}

/** Errors React reports when a page's markup and the code hydrating it come from two builds. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425|did not match/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}

test.describe('a remote deployed through the registry', () => {
  let root: string;
  let cdn: Awaited<ReturnType<typeof serveFolder>>;
  let site: RunningServer;
  let manifestUrl: string;
  let keptHtml: string;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'events-origin-'));
    cdn = await serveFolder(root, await freePort());
    site = await startSite(await freePort(), { DEPLOY_TOKENS: `mf_events=${TOKEN}`, SLOT_BUDGET_MS: '5000' }, { skipBuild: true });
    // A page as a shared cache kept it before the deploy: it names the local build of mf-events.
    keptHtml = await (await fetch(`${site.url}/de/veranstaltungen`)).text();
    expect(keptHtml).toContain(OLD);
    manifestUrl = `${cdn.url}/mf-events/${publish(root, '1.0.0+e2e-two')}/mf-manifest.json`;
    const answer = await fetch(`${site.url}/api/remotes/mf_events/`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ manifest_url: manifestUrl }),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
  });

  test.afterAll(async () => {
    await site?.stop();
    await cdn?.stop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent('{"tracking":false,"media":false}'), url: site.url }]);
  });

  test('visitors get the new build at once, rendered on the server and hydrated from the versioned folder', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`${site.url}/de/veranstaltungen`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main').getByText(NEW).first()).toBeVisible();
    expect(cdn.requests).toContain('/mf-events/1.0.0+e2e-two/mf-manifest.json');
    expect(cdn.requests).toContain('/mf-events/1.0.0+e2e-two/remoteEntry.js');
    const list = (await (await fetch(`${site.url}/api/remotes/`)).json()) as Array<{ name: string; version: string | null }>;
    expect(list.find((remote) => remote.name === 'mf_events')?.version).toBe('1.0.0+e2e-two');
    expect(problems).toEqual([]);
  });

  test('a page kept from before the deploy hydrates with the build it names, without a mismatch', async ({ page }) => {
    const problems = watchProblems(page);
    await page.route(`${site.url}/de/veranstaltungen`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: keptHtml }));
    await page.goto(`${site.url}/de/veranstaltungen`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main').getByText(OLD).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(NEW)).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('an origin answering ten seconds late leaves the page painted and readable, header, list and footer', async ({ page }) => {
    await page.route(`${cdn.url}/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await route.continue().catch(() => undefined);
    });
    const started = Date.now();
    await page.goto(`${site.url}/de/veranstaltungen`, { waitUntil: 'commit' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Startseite' })).toBeVisible();
    await expect(page.getByRole('main').getByText(NEW).first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' })).toBeVisible();
    expect(Date.now() - started, 'painted long before the origin answers').toBeLessThan(5_000);
  });

  test('broken code on the origin keeps the server list visible with a notice, and the slot recovers by itself', async ({ page }) => {
    let broken = true;
    await page.route(`${cdn.url}/mf-events/**/remoteEntry.js`, (route) =>
      broken ? route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("a broken build")' }) : route.continue(),
    );
    await page.goto(`${site.url}/de/veranstaltungen`);
    const main = page.getByRole('main');
    await expect(main.getByText('Dieser Bereich konnte gerade nicht geladen werden.')).toBeVisible({ timeout: 15_000 });
    // The server's list stays, and its links lead on.
    await expect(main.getByText(NEW).first()).toBeVisible();
    await expect(main.getByRole('link').filter({ hasText: /./ }).first()).toBeVisible();
    broken = false;
    await expect(main.getByText('Dieser Bereich konnte gerade nicht geladen werden.')).toHaveCount(0, { timeout: 20_000 });
    await expect(main.getByText(NEW).first()).toBeVisible();
  });
});
