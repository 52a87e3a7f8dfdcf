import path from 'node:path';
import type { Browser } from '@playwright/test';
import { CONSENT_COOKIE, expect, test } from '../support/fixtures';

/**
 * The back office's formatted text and image fields, in Chromium against the built site: an editor writes an
 * article whose body has bold text and chooses its image from the media library, all through the form; a visitor
 * sees both on the article page.
 */
const SHOTS = path.join(__dirname, '../.artifacts/screenshots');
// A remote's first load can take long on a machine busy with builds; these waits are about arrival, not speed.
const ARRIVES = { timeout: 60_000 };
test.describe.configure({ timeout: 180_000 });

async function contextFor(browser: Browser, baseURL: string, storageState?: object) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, storageState: storageState as never });
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ tracking: false, media: false })), url: baseURL }]);
  return context;
}

test('an editor writes an article body with bold text and picks its image; a visitor sees both', async ({ browser, baseURL, editorState }) => {
  const stamp = Date.now().toString(36);
  const title = `Glas im Morgenlicht ${stamp}`;
  const staff = await contextFor(browser, baseURL!, editorState);
  const page = await staff.newPage();
  await page.goto('/de/cms-hub/articles/new');
  await page.getByRole('textbox', { name: 'Titel (deutsch)', exact: true }).fill(title, ARRIVES);
  await page.getByRole('textbox', { name: 'Titel (englisch)', exact: true }).fill(`Glass in the morning light ${stamp}`);
  await page.getByLabel('Datum').fill('2030-01-02');
  await page.getByRole('combobox', { name: 'Kategorie' }).selectOption({ index: 1 });

  const body = page.getByRole('textbox', { name: 'Text (deutsch)' });
  await body.click();
  await page.keyboard.type('Die Hütte brennt ');
  // The toolbar hands the focus back to the text after a press; typing before that would land nowhere.
  const bold = page.getByRole('button', { name: 'Fett' }).first();
  await bold.click();
  await expect(body).toBeFocused();
  await page.keyboard.type('seit 1820');
  await bold.click();
  await expect(body).toBeFocused();
  await page.keyboard.type(' ohne Pause.');

  const imageField = page.getByRole('group', { name: 'Bild' });
  await imageField.getByRole('button', { name: 'Bild auswählen (Bild)' }).click();
  const finder = page.getByRole('dialog', { name: 'Bild auswählen' });
  const tile = finder.getByRole('button', { name: /^Bild wählen: / }).first();
  await expect(tile).toBeVisible(ARRIVES);
  await tile.press('Enter');
  await expect(finder).toBeHidden();
  const chosen = await imageField.locator('img').getAttribute('src');
  expect(chosen).toMatch(/^\/media\//);

  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status')).toHaveText('Angelegt.');
  await expect(page).toHaveURL(/\/de\/cms-hub\/articles\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(imageField.locator('img')).toHaveAttribute('src', chosen!);
  await expect(body.locator('strong')).toHaveText('seit 1820');
  await page.screenshot({ path: path.join(SHOTS, 'back-office-widgets-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await body.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: path.join(SHOTS, 'back-office-widgets-375.png'), fullPage: true });
  await staff.close();

  const visitor = await contextFor(browser, baseURL!);
  const v = await visitor.newPage();
  const article = (await (await v.request.get(`/de/api/articles/${id}/`)).json()) as { slug: string };
  await v.goto(`/de/mediathek-de/${article.slug}/${id}`, { waitUntil: 'domcontentloaded', ...ARRIVES });
  await expect(v.getByRole('heading', { level: 1, name: title })).toBeVisible(ARRIVES);
  await expect(v.locator('main strong', { hasText: 'seit 1820' })).toBeVisible();
  const file = chosen!.replace(/\.(jpg|png)$/, '');
  await expect(v.locator(`main img[src*="${file}"], main source[srcset*="${file}"]`).first()).toBeAttached();
  await v.screenshot({ path: path.join(SHOTS, 'article-with-image-1280.png') });
  await visitor.close();
});
