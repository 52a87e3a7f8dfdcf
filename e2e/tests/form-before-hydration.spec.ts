import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { untilHydrated } from '../support/site';

/**
 * A visitor's form sent before its script has taken over (slow JavaScript) or without JavaScript at all: the
 * server-rendered form posts itself, the server stores the entry and answers with a page; staff find the entry.
 */
test.describe.configure({ timeout: 60_000 });

async function fillContact(page: Page, message: string) {
  await page.getByRole('textbox', { name: /^Name/ }).fill('Erika Muster');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill('erika@example.org');
  await page.getByRole('textbox', { name: /^E-Mail-Adresse wiederholen/ }).fill('erika@example.org');
  await page.getByRole('combobox', { name: /^Thema/ }).selectOption('tickets');
  await page.getByRole('textbox', { name: /^Ihre Nachricht/ }).fill(message);
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
}

async function entryMessages(page: Page, editorState: Awaited<ReturnType<BrowserContext['storageState']>>, baseURL: string) {
  const staff = await page.context().browser()!.newContext({ baseURL, storageState: editorState });
  const answer = await staff.request.get('/de/pageeditor-api/forms/1/entries/?page_size=50');
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { items: Array<{ field_values: Record<string, unknown> }> };
  await staff.close();
  return body.items.map((e) => e.field_values.message);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the server-rendered form posts itself; the thank-you page answers, the entry is stored', async ({ page, baseURL, editorState }) => {
    const message = `Ohne Skript ${Date.now().toString(36)}`;
    await page.goto('/de/forms/kontakt/1');
    await fillContact(page, message);
    await page.getByRole('button', { name: 'Absenden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Vielen Dank');
    expect(await entryMessages(page, editorState, baseURL!)).toContain(message);
    // A missing answer is named on a page with the way back to the form.
    await page.getByRole('link', { name: 'Zurück zum Formular' }).click();
    await expect(page).toHaveURL(/\/de\/forms\/kontakt\/1$/);
    await page.getByRole('button', { name: 'Absenden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Das Formular ist noch nicht vollständig' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Ihre Nachricht: Dieses Feld ist erforderlich!' })).toBeVisible();
  });
});

test('sent while the form’s script is still loading: the press waits for it, and what was typed is sent', async ({ page, baseURL, editorState }) => {
  // The content remote's browser code is held back until the form has been filled and sent.
  const held: Array<() => Promise<void>> = [];
  await page.route(/\/remotes\/mf-content\/(?!server\/).*\.js$/, (route) => void held.push(() => route.continue()));
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
  const message = `Vor dem Skript ${Date.now().toString(36)}`;
  await page.goto('/de/forms/kontakt/1');
  await untilHydrated(page);
  await fillContact(page, message);
  await page.getByRole('button', { name: 'Absenden' }).click();
  expect(await page.evaluate(() => performance.getEntriesByName('slot-hydrated:mf_content/FormPage').length)).toBe(0);
  expect(posts).toEqual([]);
  // The script arrives: the held press is replayed with what the visitor typed, and the thank-you replaces the form.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all(held.map((go) => go().catch(() => undefined)));
  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank' })).toBeVisible({ timeout: 30_000 });
  expect(posts.filter((url) => url.includes('/api/forms-entries/'))).toHaveLength(1);
  expect(await entryMessages(page, editorState, baseURL!)).toContain(message);
});
