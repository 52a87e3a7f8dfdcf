import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext } from '@playwright/test';
import { CONSENT_COOKIE, expect, test } from '../support/fixtures';

/**
 * The page tree and the error log as an editor, in Chromium against the built site: a page created under
 * "Ausstellung" is a draft until published, then visitors open it and find it in the menu; a 404 a visitor hit
 * appears on the hub and, turned into a redirect there, answers 301.
 */
const SHOTS = path.join(__dirname, '../.artifacts/screenshots');
test.describe.configure({ timeout: 120_000 });
const ARRIVES = { timeout: 60_000 };

async function contextFor(browser: Browser, baseURL: string, width: number, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, storageState });
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ tracking: false, media: false })), url: baseURL }]);
  return context;
}

test('an editor creates a page under "Ausstellung" and publishes it; a visitor opens it and finds it in the menu', async ({ browser, baseURL, editorState }) => {
  const stamp = Date.now().toString(36);
  const staff = await contextFor(browser, baseURL!, 1280, editorState);
  const page = await staff.newPage();
  await page.goto('/de/cms-hub');
  await page.getByRole('link', { name: 'Seitenbaum' }).click();
  await expect(page).toHaveURL(/\/de\/cms-hub\/seiten$/);
  const tree = page.getByRole('navigation', { name: 'Seitenbaum' });
  await tree.getByText('Aktionen für „Ausstellung“').click(ARRIVES);
  await page.getByRole('button', { name: 'Unterseite von „Ausstellung“ anlegen' }).click();
  await expect(page.getByRole('combobox', { name: 'Übergeordnete Seite' })).toHaveValue(/\d+/);
  const [deTitle, enTitle] = await page.getByRole('textbox', { name: 'Titel' }).all();
  await deTitle.fill(`Schatzkammer ${stamp}`);
  await enTitle.fill(`Treasury ${stamp}`);
  await page.getByRole('combobox', { name: 'Spalten des ersten Abschnitts' }).selectOption('50-50');
  await page.getByRole('checkbox', { name: /Im Hauptmenü zeigen/ }).check();
  await page.getByRole('button', { name: 'Seite anlegen' }).click();
  // The tree's own status comes first; the trash under it has its own.
  const treeStatus = page.getByRole('status').first();
  await expect(treeStatus).toHaveText(`„Schatzkammer ${stamp}“ ist als Entwurf angelegt.`);
  const actions = page.getByText(`Aktionen für „Schatzkammer ${stamp}“`);
  await expect(actions).toBeFocused();
  const url = `/de/ausstellung/schatzkammer-${stamp}`;
  await expect(tree.getByText(url)).toBeVisible();
  const visitor = await (await contextFor(browser, baseURL!, 1280)).newPage();
  expect((await visitor.request.get(url, { maxRedirects: 0 })).status(), 'a draft is not there for visitors').toBe(404);

  // Keyboard only: open the page's actions and publish.
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `„Schatzkammer ${stamp}“ veröffentlichen` }).focus();
  await page.keyboard.press('Enter');
  await expect(treeStatus).toHaveText(`„Schatzkammer ${stamp}“ ist veröffentlicht.`);
  const { violations } = await new AxeBuilder({ page }).include('#main-content').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'page-tree-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, 'page-tree-375.png'), fullPage: true });

  const answer = await visitor.goto(url);
  expect(answer?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: `Schatzkammer ${stamp}` })).toBeVisible(ARRIVES);
  await expect(visitor.locator(`header a[href="${url}"]`).first()).toBeAttached();
  await staff.close();
  await visitor.context().close();
});

test('a 404 from the error log becomes a redirect on the hub; the old address then answers 301', async ({ browser, baseURL, editorState }) => {
  const missing = `/de/verschollen-${Date.now().toString(36)}`;
  const visitor = await (await contextFor(browser, baseURL!, 375)).newPage();
  expect((await visitor.goto(missing))?.status()).toBe(404);
  const staff = await contextFor(browser, baseURL!, 375, editorState);
  const page = await staff.newPage();
  // The error page reports the address itself once it is shown.
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get('/de/api/dashboard-error-log/summary/')).json()), ARRIVES)
    .toContain(missing);
  await page.goto('/de/cms-hub');
  const resolve = page.getByRole('button', { name: `Weiterleitung für ${missing} anlegen` });
  await expect(resolve).toBeVisible(ARRIVES);
  await page.screenshot({ path: path.join(SHOTS, 'hub-error-log-375.png'), fullPage: true });
  await resolve.click();
  await page.getByRole('textbox', { name: `Neue Adresse für ${missing}` }).fill('/de/ausstellung');
  await page.getByRole('button', { name: 'Weiterleitung speichern' }).click();
  await expect(page.getByText(`${missing} leitet jetzt auf /de/ausstellung weiter.`)).toBeVisible();
  await expect(resolve).toHaveCount(0);

  const after = await visitor.request.get(missing, { maxRedirects: 0 });
  expect(after.status()).toBe(301);
  expect(after.headers().location).toBe('/de/ausstellung');
  await staff.close();
  await visitor.context().close();
});
