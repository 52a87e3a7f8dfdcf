import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { CONSENT_COOKIE, expect, staffLogin, test } from '../support/fixtures';

/**
 * Design settings and an event's detail sections in the back office, in Chromium against the built site: an admin
 * sets where the header logo leads and a visitor's header follows; an editor adds two slider images to an event and
 * the visitor's event page shows both. Data is set up and put back through the API; the UI is driven for what is tested.
 */
const SHOTS = path.join(__dirname, '../.artifacts/screenshots');
// A remote's first load can take long on a machine busy with builds; these waits are about arrival, not speed.
const ARRIVES = { timeout: 60_000 };
const R = '/de/pageeditor-api/resources';
const csrfOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';

async function contextFor(browser: Browser, baseURL: string, storageState?: Awaited<ReturnType<typeof staffLogin>>) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, storageState });
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ tracking: false, media: false })), url: baseURL }]);
  return context;
}

test('an admin points the header logo at a page; an editor adds two slider images to an event; a visitor sees both', async ({ browser, baseURL, adminState, editorState }) => {
  // Two staff sessions, a visitor and the first load of several remotes on a busy machine: more than the default minute.
  test.setTimeout(180_000);
  const admin = await contextFor(browser, baseURL!, adminState);
  const page = await admin.newPage();
  await page.goto('/de/cms-hub/design-settings/1');
  const target = page.getByRole('textbox', { name: 'Ziel des Logos im Kopf' });
  await target.fill('/de/besuch', ARRIVES);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status')).toHaveText('Gespeichert.');
  await page.screenshot({ path: path.join(SHOTS, 'design-settings-1280.png'), fullPage: true });

  const visitor = await contextFor(browser, baseURL!);
  const v = await visitor.newPage();
  try {
    await v.goto('/de/veranstaltungen', { waitUntil: 'domcontentloaded', ...ARRIVES });
    await expect(v.locator('header').getByRole('link', { name: 'Landesausstellung 2026 – Logo' })).toHaveAttribute('href', '/de/besuch');
  } finally {
    const api = page.request;
    const current = (await (await api.get(`${R}/design-settings/1/`)).json()) as { version: number };
    await api.patch(`${R}/design-settings/1/`, { data: { version: current.version, header_logo_link: '' }, headers: { 'x-csrftoken': await csrfOf(page) } });
    await admin.close();
  }

  // An event made through the API; its slider is what the editor builds in the form.
  const staff = await contextFor(browser, baseURL!, editorState);
  const e = await staff.newPage();
  await e.goto('/de/cms-hub');
  const stamp = Date.now().toString(36);
  const created = await e.request.post(`${R}/events/`, {
    data: { title_de: `Lichtbilder ${stamp}`, title_en: `Lantern slides ${stamp}`, date_start: '2027-04-03T19:00:00+02:00' },
    headers: { 'x-csrftoken': await csrfOf(e) },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: number; slug_de: string };

  await e.goto(`/de/cms-hub/events/${event.id}`);
  const slider = e.getByRole('group', { name: 'Bildergalerie' });
  for (const [n, caption] of [[1, 'Der Kreuzgang'], [2, 'Die Werkstatt']] as const) {
    await slider.getByRole('button', { name: 'Bild hinzufügen' }).click(ARRIVES);
    const item = slider.getByRole('group', { name: `Bild ${n}`, exact: true });
    await item.getByRole('button', { name: /^Bild auswählen/ }).click();
    const finder = e.getByRole('dialog', { name: 'Bild auswählen' });
    await finder.getByRole('button', { name: /^Bild wählen: / }).nth(n - 1).click(ARRIVES);
    await expect(finder).toBeHidden();
    await item.getByRole('textbox', { name: 'Bildunterschrift (deutsch)' }).fill(caption);
  }
  await e.getByRole('button', { name: 'Speichern' }).click();
  await expect(e.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();
  await slider.screenshot({ path: path.join(SHOTS, 'event-slider-field-1280.png') });
  await staff.close();

  await v.goto(`/de/veranstaltungen/${event.slug_de}/${event.id}`, { waitUntil: 'domcontentloaded', ...ARRIVES });
  const section = v.locator('[data-section="ImageSlider"]');
  await expect(section.getByRole('heading', { name: 'Bilder' })).toBeVisible(ARRIVES);
  await expect(section.locator('figcaption')).toHaveText(['Der Kreuzgang', 'Die Werkstatt']);
  await expect(section.locator('img')).toHaveCount(2);
  await section.screenshot({ path: path.join(SHOTS, 'event-slider-visitor-1280.png') });
  await visitor.close();
});
