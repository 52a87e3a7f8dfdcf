import path from 'node:path';
import type { Browser } from '@playwright/test';
import { CONSENT_COOKIE, expect, type staffLogin, test } from '../support/fixtures';

/**
 * The programme in the back office, in Chromium against the built site: the box office creates an event in a room,
 * duplicates it a week later from its form, and a visitor finds both dates in the events list.
 */
const SHOTS = path.join(__dirname, '../.artifacts/screenshots');
test.describe.configure({ timeout: 120_000 });
// A remote's first load can take long on a machine busy with builds; these waits are about arrival, not speed.
const ARRIVES = { timeout: 60_000 };

async function contextFor(browser: Browser, baseURL: string, storageState?: Awaited<ReturnType<typeof staffLogin>>) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, storageState });
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ tracking: false, media: false })), url: baseURL }]);
  return context;
}

/** A Berlin calendar day some weeks ahead, as the form's input (YYYY-MM-DD) and the list's address (DD-MM-YYYY) write it. */
function dayAhead(days: number): { input: string; url: string } {
  const d = new Date(Date.now() + days * 86_400_000);
  const input = d.toISOString().slice(0, 10);
  const [y, m, day] = input.split('-');
  return { input, url: `${day}-${m}-${y}` };
}

test('the box office creates an event and duplicates it; a visitor finds both dates in the events list', async ({ browser, baseURL, boxOfficeState }) => {
  const stamp = Date.now().toString(36);
  const title = `Ofennacht ${stamp}`;
  const first = dayAhead(40);
  const second = dayAhead(47);
  const staff = await contextFor(browser, baseURL!, boxOfficeState);
  const page = await staff.newPage();

  await page.goto('/de/cms-hub');
  await page.getByRole('navigation', { name: 'Inhalte' }).getByRole('link', { name: 'Veranstaltungen' }).click();
  await expect(page).toHaveURL(/\/de\/cms-hub\/events$/, ARRIVES);
  await page.getByRole('link', { name: 'Neu anlegen' }).click();
  await page.getByRole('textbox', { name: 'Titel (deutsch)', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Titel (englisch)', exact: true }).fill(`Furnace night ${stamp}`);
  await page.getByRole('textbox', { name: 'Unterzeile (deutsch)' }).fill('Glas aus dem Ofen, live');
  // Early in the morning, so it leads its day in the list whatever else the demo programme has then.
  await page.getByLabel('Beginn').fill(`${first.input}T07:15`);
  await page.getByRole('combobox', { name: 'Raum' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').first()).toHaveText('Angelegt.');
  await expect(page).toHaveURL(/\/de\/cms-hub\/events\/\d+$/);

  await page.getByLabel('Beginn der Kopie (Berliner Zeit)').fill(`${second.input}T07:15`);
  await page.getByRole('button', { name: 'Duplizieren' }).click();
  await expect(page.getByText('Kopie angelegt.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kopie öffnen' })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'programme-event-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: path.join(SHOTS, 'programme-event-375.png'), fullPage: true });
  await page.goto('/de/cms-hub/events');
  await page.getByRole('searchbox', { name: 'Suche in Veranstaltungen' }).fill(stamp);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByText('2 Einträge', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: path.join(SHOTS, 'programme-list-375.png'), fullPage: true });
  await staff.close();

  const visitor = await contextFor(browser, baseURL!);
  const v = await visitor.newPage();
  for (const day of [first, second]) {
    await v.goto(`/de/veranstaltungen?date=${day.url}`);
    await expect(v.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible(ARRIVES);
  }
  await visitor.close();
});
