import path from 'node:path';
import type { Browser } from '@playwright/test';
import { CONSENT_COOKIE, expect, test } from '../support/fixtures';

/**
 * A magazine article's online switch, in Chromium against the built site: an offline article (written through the
 * API) is a 404 for a visitor and missing from the magazine; an editor switches it on in the back office form; then
 * the visitor finds it first in the magazine and its address answers. (Staff seeing the draft with its badge is
 * covered by the server's and the remote's own tests.)
 */
const SHOTS = path.join(__dirname, '../.artifacts/screenshots');
// A remote's first load can take long on a machine busy with builds; these waits are about arrival, not speed.
const ARRIVES = { timeout: 60_000 };
test.describe.configure({ timeout: 120_000 });

async function contextFor(browser: Browser, baseURL: string, storageState?: object) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, storageState: storageState as never });
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ tracking: false, media: false })), url: baseURL }]);
  return context;
}

test('an offline article is a 404 and not in the magazine; switched online by an editor, visitors get it', async ({ browser, baseURL, editorState }) => {
  const stamp = Date.now().toString(36);
  const title = `Leuchtquallen ${stamp}`;
  const staff = await contextFor(browser, baseURL!, editorState);
  const page = await staff.newPage();
  const csrf = (await staff.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const created = await page.request.post('/de/pageeditor-api/resources/articles/', {
    data: { title_de: title, title_en: `Glowing jellyfish ${stamp}`, teaser_de: 'Sie leuchten im Dunkeln.', date: '2031-01-01', category_id: 1, is_online: false },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug_de } = (await created.json()) as { id: number; slug_de: string };
  const address = `/de/mediathek-de/${slug_de}/${id}`;

  try {
    const visitor = await contextFor(browser, baseURL!);
    const v = await visitor.newPage();
    expect((await v.goto(address, { waitUntil: 'domcontentloaded', ...ARRIVES }))!.status()).toBe(404);
    await v.goto('/de/mediathek-de', { waitUntil: 'domcontentloaded', ...ARRIVES });
    const teasers = v.getByRole('main').getByRole('link');
    await expect(teasers.first()).toBeVisible(ARRIVES);
    await expect(v.getByRole('link', { name: title })).toHaveCount(0);

    await page.goto(`/de/cms-hub/articles/${id}`);
    const online = page.getByRole('checkbox', { name: 'Online (für Besucher sichtbar)' });
    await expect(online).not.toBeChecked(ARRIVES);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('offline');
    await online.check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status')).toHaveText('Gespeichert.');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('online');
    await page.screenshot({ path: path.join(SHOTS, 'article-online-form-1280.png'), fullPage: true });

    // Newest first: the switched-on article (dated 2031) leads the magazine.
    await v.goto('/de/mediathek-de', { waitUntil: 'domcontentloaded' });
    await expect(v.getByRole('link', { name: title })).toBeVisible(ARRIVES);
    await expect(v.getByRole('link', { name: title })).toHaveAttribute('href', address);
    expect((await v.request.get(address)).status()).toBe(200);
    await visitor.close();
  } finally {
    // The newest article should not outlive this test: other journeys follow the magazine's first entry.
    const current = (await (await page.request.get(`/de/pageeditor-api/resources/articles/${id}/`)).json()) as { version: number };
    await page.request.delete(`/de/pageeditor-api/resources/articles/${id}/?version=${current.version}`, { headers: { 'X-CSRFToken': csrf } });
    await staff.close();
  }
});
