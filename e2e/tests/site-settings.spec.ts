import path from 'node:path';
import type { Page } from '@playwright/test';
import { CONSENT_COOKIE, expect, test } from '../support/fixtures';
import { untilHydrated } from '../support/site';

/**
 * The site's settings as an admin, in Chromium against the built site: a new menu entry under the top entry
 * "Programm", and today's changed opening hours turned into a closed day; a visitor sees both at once.
 */
const SHOTS = path.join(__dirname, '../.artifacts/screenshots');
// A remote's first load can take long on a machine busy with builds; these waits are about arrival, not speed.
const ARRIVES = { timeout: 60_000 };
const R = '/de/pageeditor-api/resources';
const csrfOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

test('an admin adds a menu entry under "Programm" and marks today closed; a visitor sees both', async ({ browser, baseURL, adminState }) => {
  // Two browsers and the first load of several remotes on a busy machine: more than the default minute.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const label = `Führungen ${stamp}`;
  const note = `Heute geschlossen (${stamp})`;
  const staff = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, storageState: adminState });
  const page = await staff.newPage();
  const api = page.request;

  const menu = (await (await api.get(`${R}/menu-items/?locale=de&menu=menu&page_size=200`)).json()) as { items: Array<{ id: number; title: string; parent_id: number | null }> };
  const top = menu.items.find((i) => i.title === 'Programm' && i.parent_id === null)!;
  const today = berlinToday();
  type Exception = Record<string, unknown> & { id: number; version: number };
  const exceptions = (await (await api.get(`${R}/opening-hours-exceptions/?q=${today}`)).json()) as { items: Exception[] };
  // The demo's exception is dated on the day the server started; a run that crosses midnight in Berlin has none
  // for the new day, so the test brings its own and removes it afterwards.
  const made =
    exceptions.items.length === 0
      ? ((await (
          await api.post(`${R}/opening-hours-exceptions/`, {
            headers: { 'X-CSRFToken': await csrfOf(page) },
            data: { date: today, time_from: '10:00', time_to: '14:00', closed: false, alternative_text_de: '', alternative_text_en: '', alternative_link_url: '', sort: 0 },
          })
        ).json()) as Exception)
      : null;
  const before = made ?? exceptions.items[0];
  expect(before?.id, `an opening-hours exception for ${today}`).toBeTruthy();
  let entryId: number | null = null;
  try {
    await page.goto('/de/cms-hub');
    await page.getByRole('link', { name: 'Menüs' }).click(ARRIVES);
    await page.getByRole('link', { name: 'Neu anlegen' }).click();
    // The list's own filters (language, menu) stay beside the form until the list is gone: fill the form's fields.
    await expect(page).toHaveURL(/\/de\/cms-hub\/menu-items\/new$/);
    const form = page.locator('form');
    await form.getByRole('combobox', { name: 'Sprache' }).selectOption('de');
    await form.getByRole('combobox', { name: 'Menü', exact: true }).selectOption('menu');
    await form.getByRole('textbox', { name: 'Bezeichnung' }).fill(label);
    await form.getByRole('textbox', { name: 'Ziel' }).fill('/de/besuch');
    await form.getByRole('combobox', { name: 'Unter dem Eintrag' }).selectOption(String(top.id));
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status')).toHaveText('Angelegt.');
    entryId = Number(/(\d+)$/.exec(page.url())![1]);
    await page.screenshot({ path: path.join(SHOTS, 'site-menu-entry-1280.png'), fullPage: true });

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/de/cms-hub/opening-hours-exceptions');
    await page.getByRole('link', { name: `${today} bearbeiten` }).first().click(ARRIVES);
    await page.getByRole('checkbox', { name: 'Geschlossen' }).check();
    await page.getByRole('textbox', { name: 'Hinweis (deutsch)' }).fill(note);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status')).toHaveText('Gespeichert.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: path.join(SHOTS, 'site-opening-exception-375.png'), fullPage: true });

    const visitor = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    await visitor.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ tracking: false, media: false })), url: baseURL! }]);
    const guest = await visitor.newPage();
    await guest.goto('/de/besuch');
    await expect(guest.getByText(note).first()).toBeVisible(ARRIVES);
    // The note is in the server's HTML; the menu's button opens its panel once the shell is live.
    await untilHydrated(guest);
    await guest.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Programm' }).click();
    await expect(guest.getByRole('link', { name: label })).toBeVisible();
    await guest.screenshot({ path: path.join(SHOTS, 'site-visitor-menu-1280.png') });
    await visitor.close();
  } finally {
    const headers = { 'X-CSRFToken': await csrfOf(page) };
    if (entryId !== null) await api.delete(`${R}/menu-items/${entryId}/?version=1`, { headers });
    const now = (await (await api.get(`${R}/opening-hours-exceptions/${before.id}/`)).json()) as { version: number };
    if (made) await api.delete(`${R}/opening-hours-exceptions/${made.id}/?version=${now.version}`, { headers });
    else {
      const { id: _id, version: _version, ...data } = before;
      await api.post(`${R}/opening-hours-exceptions/${before.id}/`, { headers, data: { ...data, version: now.version } });
    }
    await staff.close();
  }
});
