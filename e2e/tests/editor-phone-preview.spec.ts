import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { CONSENT_COOKIE, test, expect } from '../support/fixtures';
import { chrome } from '../support/site';

/** The editor on a phone (one toolbar row, edit buttons apart) and the visitors' view from the toolbar. */
const SHOTS = path.join(__dirname, '../.artifacts/screenshots');
// Each test opens several edit-mode pages on a shared machine; the default minute is too tight for that.
test.describe.configure({ timeout: 180_000 });

async function newContext(browser: Browser, baseURL: string, options: BrowserContextOptions) {
  const context = await browser.newContext({ baseURL, ...options });
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ tracking: false, media: false })), url: baseURL }]);
  return context;
}
const toolbar = (page: Page) => page.getByRole('region', { name: 'Redaktionswerkzeuge' });

/** Pairs of visible edit buttons whose boxes intersect. */
async function overlappingEditButtons(page: Page) {
  const boxes = (await Promise.all((await page.getByRole('button', { name: /^Bearbeiten: / }).all()).map(async (b) => ({ name: (await b.getAttribute('aria-label')) ?? (await b.textContent()) ?? '', box: await b.boundingBox() }))))
    .filter((b): b is { name: string; box: NonNullable<typeof b.box> } => Boolean(b.box && b.box.width > 0));
  const hits: string[] = [];
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      if (a.box.x < b.box.x + b.box.width && b.box.x < a.box.x + a.box.width && a.box.y < b.box.y + b.box.height && b.box.y < a.box.y + a.box.height) hits.push(`${a.name} × ${b.name}`);
  return hits;
}

for (const width of [375, 1280]) {
  test(`edit buttons never lie on each other at ${width} px`, async ({ browser, baseURL, editorState }) => {
    const context = await newContext(browser, baseURL!, { storageState: editorState, viewport: { width, height: 800 } });
    const page = await context.newPage();
    for (const address of ['/de/besuch?edit', '/de?edit']) {
      await page.goto(address);
      await expect(page.getByRole('button', { name: /^Bearbeiten: / }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await overlappingEditButtons(page), address).toEqual([]);
    }
    await page.goto('/de/besuch?edit');
    await expect(page.getByRole('button', { name: /^Bearbeiten: / }).first()).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `editor-buttons-${width}.png`) });
    await context.close();
  });
}

test('on a phone the toolbar is one row; its tools open behind one button', async ({ browser, baseURL, editorState }) => {
  const context = await newContext(browser, baseURL!, { storageState: editorState, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/de/besuch?edit');
  const bar = toolbar(page);
  const tools = bar.getByRole('button', { name: 'Werkzeuge' });
  await expect(tools).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Veröffentlichen' })).toBeHidden();
  const closed = (await bar.boundingBox())!;
  expect(closed.height, 'one row').toBeLessThanOrEqual(56);
  await page.screenshot({ path: path.join(SHOTS, 'editor-toolbar-375-closed.png') });
  await tools.click();
  await expect(tools).toHaveAttribute('aria-expanded', 'true');
  await expect(bar.getByRole('button', { name: 'Veröffentlichen' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Struktur', exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'editor-toolbar-375-open.png') });
  await context.close();
});

test('"Als Besucher ansehen" shows the published page without the draft or edit buttons, and leads back, still logged in', async ({ browser, baseURL, editorState }) => {
  const context = await newContext(browser, baseURL!, { storageState: editorState, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/de/ausstellung?edit');
  const main = chrome(page).main;
  await page.getByRole('button', { name: 'Bearbeiten: Überschrift' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Überschrift bearbeiten' });
  await dialog.getByLabel('Inhalt').fill('Nur im Entwurf');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(main.getByText('Nur im Entwurf')).toBeVisible();

  await toolbar(page).getByRole('button', { name: 'Als Besucher ansehen' }).click();
  await expect(page.getByRole('region', { name: 'Besuchervorschau' })).toContainText('So sehen Besucherinnen und Besucher diese Seite');
  await expect(main.locator('[data-module-id]').first()).toBeVisible();
  await expect(main.getByText('Nur im Entwurf')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Bearbeiten: / })).toHaveCount(0);
  await expect(toolbar(page)).toContainText('Angemeldet als');
  await page.screenshot({ path: path.join(SHOTS, 'editor-preview-1280.png') });

  await page.getByRole('link', { name: 'Vorschau beenden' }).click();
  await expect(main.getByText('Nur im Entwurf')).toBeVisible();
  await context.close();
});
