import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { CONSENT_COOKIE, expect, staffLogin, test } from '../support/fixtures';

/**
 * The back office as staff, in Chromium against the built site: an editor writes a magazine article with a new tag
 * and a visitor finds it in the magazine, on the tag page and in the search; an editor has no user list (no entry,
 * 403 from the server); an admin creates a box office account that opens the orders but edits no page.
 */
const SHOTS = path.join(__dirname, '../.artifacts/screenshots');
// Several logins, two new accounts' password hashes and a search reindex per write: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });
// A remote's first load can take long on a machine busy with builds; these waits are about arrival, not speed.
const ARRIVES = { timeout: 60_000 };
const csrfOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';

async function contextFor(browser: Browser, baseURL: string, storageState?: Awaited<ReturnType<typeof staffLogin>>) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, storageState });
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ tracking: false, media: false })), url: baseURL }]);
  return context;
}

async function noSeriousAxeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('#main-content').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

test('an editor writes an article with a new tag; a visitor finds it in the magazine, on the tag page and in the search', async ({ browser, baseURL, editorState }) => {
  const stamp = Date.now().toString(36);
  const tagName = `Bernstein ${stamp}`;
  const title = `Das Bernsteinzimmer ${stamp}`;
  const staff = await contextFor(browser, baseURL!, editorState);
  const page = await staff.newPage();

  await page.goto('/de/cms-hub');
  const hub = page.getByRole('navigation', { name: 'Inhalte' });
  await expect(hub.getByRole('link', { name: 'Magazin-Artikel' })).toBeVisible(ARRIVES);
  await expect(page.getByRole('link', { name: 'Benutzer' })).toHaveCount(0);
  expect((await page.request.get('/de/pageeditor-api/resources/users/')).status()).toBe(403);

  await hub.getByRole('link', { name: 'Magazin-Schlagwörter' }).click();
  await expect(page).toHaveURL(/\/de\/cms-hub\/article-tags$/);
  await page.getByRole('link', { name: 'Neu anlegen' }).click();
  await page.getByRole('textbox', { name: 'Name (deutsch)' }).fill(tagName);
  await page.getByRole('textbox', { name: 'Name (englisch)' }).fill(`Amber ${stamp}`);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status')).toHaveText('Angelegt.');
  await expect(page).toHaveURL(/\/de\/cms-hub\/article-tags\/\d+$/);
  const tagId = Number(/(\d+)$/.exec(page.url())![1]);

  await page.goto('/de/cms-hub/articles');
  await page.getByRole('link', { name: 'Neu anlegen' }).click();
  // Saving without a title names the field, and the input stays.
  await page.getByRole('textbox', { name: 'Titel (englisch)', exact: true }).fill(`The amber room ${stamp}`);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bitte prüfen Sie die markierten Felder.');
  await expect(page.getByRole('textbox', { name: 'Titel (deutsch)', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Titel (deutsch)', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Vorspann (deutsch)' }).fill('Goldgelbe Wände aus fossilem Harz, wiederentdeckt.');
  // Newest first in the magazine, whatever dates the demo articles have now.
  await page.getByLabel('Datum').fill('2030-01-01');
  await page.getByRole('combobox', { name: 'Kategorie' }).selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: tagName }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status')).toHaveText('Angelegt.');
  await expect(page).toHaveURL(/\/de\/cms-hub\/articles\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Artikel: ${title}` })).toBeVisible();
  await page.getByText('Verlauf').click();
  await expect(page.getByText(/Version 1: angelegt von editor/)).toBeVisible();
  await noSeriousAxeFindings(page);
  await page.screenshot({ path: path.join(SHOTS, 'back-office-article-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/de/cms-hub/articles');
  await page.getByRole('searchbox', { name: 'Suche in Magazin-Artikel' }).fill(stamp);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByText('1 Eintrag', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `${title} bearbeiten` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: path.join(SHOTS, 'back-office-list-375.png'), fullPage: true });
  await staff.close();

  const visitor = await contextFor(browser, baseURL!);
  const v = await visitor.newPage();
  await v.goto('/de/mediathek-de');
  await expect(v.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible(ARRIVES);
  const tagPage = await v.request.get(`/de/api/article-tags/`);
  const tag = ((await tagPage.json()) as Array<{ id: number; slug: string }>).find((t) => t.id === tagId)!;
  await v.goto(`/de/mediathek-de/tags/${tag.slug}/${tagId}`);
  await expect(v.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible(ARRIVES);
  await v.goto(`/de/search?q=${encodeURIComponent('Bernsteinzimmer')}`);
  await expect(v.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible(ARRIVES);
  await visitor.close();
});

test('an admin creates a box office account that opens the orders but cannot edit pages', async ({ browser, baseURL, adminState }) => {
  const username = `kasse${Date.now().toString(36)}`;
  const admin = await contextFor(browser, baseURL!, adminState);
  const page = await admin.newPage();
  await page.goto('/de/cms-hub');
  await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Benutzer' }).click();
  await page.getByRole('link', { name: 'Neu anlegen' }).click();
  await page.getByRole('textbox', { name: 'Benutzername' }).fill(username);
  await page.getByRole('combobox', { name: 'Rolle' }).selectOption('boxoffice');
  await page.getByRole('button', { name: 'Speichern' }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText('Einmal-Passwort');
  const password = /: (\S+)$/.exec((await status.textContent())!.trim())![1];
  await expect(page).toHaveURL(/\/de\/cms-hub\/users\/\d+$/);
  await admin.close();

  const kasse = await contextFor(browser, baseURL!, await staffLogin(baseURL!, username, password));
  const k = await kasse.newPage();
  await k.goto('/de/cms-hub/bestellungen');
  await expect(k.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible(ARRIVES);
  await k.goto('/de/besuch');
  await expect(k.getByRole('region', { name: 'Redaktionswerkzeuge' })).toBeVisible(ARRIVES);
  await expect(k.getByRole('button', { name: 'Bearbeitungsmodus' })).toHaveCount(0);
  const write = await k.request.patch('/de/pageeditor-api/pages/1/', { data: { title: 'x' }, headers: { 'X-CSRFToken': await csrfOf(k) } });
  expect(write.status()).toBe(403);
  await kasse.close();
});
