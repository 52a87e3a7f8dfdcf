import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CONSENT_COOKIE, expect, test } from '../support/fixtures';

/**
 * The media library as an editor: an image placed on a page is found by its title, gets its alt texts and a focal
 * point moved by keyboard, and cannot be deleted while the page shows it: the refusal names the page. The page then
 * describes the picture with the alt text just saved in the library.
 */
const SHOTS = path.join(__dirname, '../.artifacts/screenshots');
test.describe.configure({ timeout: 120_000 });
const ARRIVES = { timeout: 60_000 };
const csrfOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';

test('an editor edits an image’s alt text and focal point; deleting it while a page uses it is refused with the page named', async ({ browser, baseURL, editorState }) => {
  const stamp = Date.now().toString(36);
  const title = `Fokusbild ${stamp}`;
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, storageState: editorState });
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ tracking: false, media: false })), url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/de/cms-hub');
  await expect(page.getByRole('region', { name: 'Medien im Überblick' }).getByRole('table')).toBeVisible(ARRIVES);
  await expect(page.getByRole('region', { name: 'Letzte Fassungen' }).getByRole('listitem').first()).toBeVisible();

  // The image and its place on a page come through the API; the screen is what is tested.
  const headers = { 'x-csrftoken': await csrfOf(page) };
  // The bytes of a demo picture, uploaded anew under a title of this run.
  const demo = ((await (await page.request.get('/de/pageeditor-api/media/')).json()) as Array<{ url: string }>).find((i) => i.url.endsWith('.jpg'))!;
  const jpg = await (await page.request.get(demo.url)).body();
  const temp = await page.request.post('/de/api/temp-files/', { headers, multipart: { file: { name: 'fokus.jpg', mimeType: 'image/jpeg', buffer: jpg } } });
  expect(temp.status()).toBe(201);
  const added = await page.request.post('/de/pageeditor-api/media/', { headers, data: { temp_file_id: (await temp.json()).id, title } });
  expect(added.status()).toBe(201);
  const containers = (await (await page.request.get('/de/pageeditor-api/modules/?content_type=container&limit=500')).json()) as Array<{ id: number; page: number | null }>;
  const container = containers.find((c) => c.page !== null)!;
  const placed = await page.request.post('/de/pageeditor-api/modules/', { headers, data: { content_type: 'image', parent: container.id, column_index: 0, data: { image: (await added.json()).url, format: 'large' } } });
  expect(placed.status()).toBe(201);

  // Two ways in from the hub: its own link beside the page tree's, and the asset overview's.
  await expect(page.getByRole('link', { name: 'Medien verwalten' })).toHaveAttribute('href', '/de/cms-hub/medien');
  await page.getByRole('link', { name: 'Zur Mediathek' }).click();
  await expect(page).toHaveURL(/\/de\/cms-hub\/medien$/);
  await page.getByRole('searchbox', { name: 'Suche in der Mediathek' }).fill(stamp);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click(ARRIVES);
  await page.getByRole('textbox', { name: 'Alternativtext (Englisch)' }).fill('A brown test picture');
  await page.getByRole('textbox', { name: 'Alternativtext (Deutsch)' }).fill(`Ein braunes Testbild ${stamp}`);
  await page.getByRole('button', { name: /Fokuspunkt setzen/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Fokuspunkt: 40 % von links, 50 % von oben')).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status')).toHaveText('Gespeichert.');
  const used = page.getByRole('list', { name: 'Verwendet in' });
  await expect(used.getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Nicht gelöscht: noch verwendet in Seite „.+“\.$/);
  await expect(page.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('#main-content').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'media-library-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, 'media-library-375.png'), fullPage: true });
  await page.goto('/de/cms-hub');
  await expect(page.getByRole('region', { name: 'Medien im Überblick' }).getByRole('table')).toBeVisible(ARRIVES);
  await page.screenshot({ path: path.join(SHOTS, 'hub-375.png'), fullPage: true });

  // The placement took no alt text of its own, so the page shows the library's, as saved a moment ago.
  const placedOn = (await (await page.request.get(`/de/pageeditor-api/pages/${container.page}/`)).json()) as { urls: { de: string } };
  await page.goto(placedOn.urls.de);
  await expect(page.locator('#main-content').getByRole('img', { name: `Ein braunes Testbild ${stamp}` })).toHaveCount(1, ARRIVES);
  await context.close();
});
