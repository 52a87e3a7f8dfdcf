import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { CONSENT_COOKIE, test, expect } from '../support/fixtures';
import { chrome } from '../support/site';

/**
 * In-place editing as a staff editor, in Chromium against the built site: building a section from nothing,
 * versions opened by address and restored, keyboard and axe in edit mode, screenshots of edit mode.
 */
const SHOTS = path.join(__dirname, '../.artifacts/screenshots');

async function editorApi(newRequest: (options: { baseURL: string; storageState: never }) => Promise<APIRequestContext>, baseURL: string, editorState: object) {
  const api = await newRequest({ baseURL, storageState: editorState as never });
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  return { api, headers: { 'X-CSRFToken': csrf } };
}

/** A browser context with the cookie decision stored, so the consent dialog does not cover the editor. */
async function newContext(browser: Browser, baseURL: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, ...options });
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ tracking: false, media: false })), url: baseURL }]);
  return context;
}

const structure = (page: Page) => page.getByRole('complementary', { name: 'Struktur der Seite' });
const toolbar = (page: Page) => page.getByRole('region', { name: 'Redaktionswerkzeuge' });

/** A second staff member's session (the demo's second editor), logged in through the JSON login like the fixture. */
async function loginState(newRequest: (options: { baseURL: string }) => Promise<APIRequestContext>, baseURL: string, username: string) {
  const api = await newRequest({ baseURL });
  await api.get('/de/login/');
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await api.post('/de/login/', { data: { username, password: username }, headers: { 'X-CSRFToken': csrf } });
  expect(response.status(), await response.text()).toBe(200);
  const state = await api.storageState();
  await api.dispose();
  return state;
}

test.describe('page editor', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an editor builds a 50-50 section with a headline, a rich text and an image from the finder, reorders it, publishes it, and only then a visitor sees it', async ({ browser, baseURL, editorState }) => {
    const context = await newContext(browser, baseURL!, { storageState: editorState });
    const page = await context.newPage();
    await page.goto('/de/besuch?edit');
    await page.getByRole('button', { name: 'Struktur', exact: true }).click();
    const panel = structure(page);
    await expect(panel).toBeVisible();
    const sectionsBefore = await panel.locator(':scope > ol > li').count();

    await panel.getByLabel('Neuer Abschnitt mit Spalten').selectOption({ label: '50 / 50 %' });
    await panel.getByRole('button', { name: 'Abschnitt hinzufügen' }).click();
    await expect(page.getByRole('status')).toHaveText('Änderungen gespeichert.');
    await expect(panel.locator(':scope > ol > li')).toHaveCount(sectionsBefore + 1);
    const section = panel.locator(':scope > ol > li').last();

    const first = section.getByRole('region', { name: 'Spalte 1 (50 %)' });
    await first.getByLabel('Modul hinzufügen').selectOption({ label: 'Überschrift' });
    await first.getByRole('button', { name: 'Modul hinzufügen' }).click();
    const headlineDialog = page.getByRole('dialog', { name: 'Überschrift bearbeiten' });
    await headlineDialog.getByLabel('Inhalt').fill('Neu gebauter Abschnitt');
    await headlineDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(headlineDialog).toBeHidden();
    await expect(section.getByText('Neu gebauter Abschnitt')).toBeVisible();

    const second = section.getByRole('region', { name: 'Spalte 2 (50 %)' });
    await second.getByLabel('Modul hinzufügen').selectOption({ label: 'Text' });
    await second.getByRole('button', { name: 'Modul hinzufügen' }).click();
    const textDialog = page.getByRole('dialog', { name: 'Text bearbeiten' });
    await textDialog.locator('[contenteditable="true"]').click();
    await page.keyboard.type('Zweite Spalte mit ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('fettem Text');
    await textDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(textDialog).toBeHidden();
    await expect(chrome(page).main.getByRole('heading', { name: 'Neu gebauter Abschnitt' })).toBeVisible();

    // An image from the finder under the text.
    await second.getByLabel('Modul hinzufügen').selectOption({ label: 'Bild' });
    await second.getByRole('button', { name: 'Modul hinzufügen' }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Bild bearbeiten' });
    await imageDialog.getByRole('button', { name: 'Bild auswählen' }).click();
    const finder = page.getByRole('dialog', { name: 'Bild auswählen' });
    await finder.getByLabel('Mediathek durchsuchen').fill('jpg');
    const tile = finder.getByRole('button', { name: /^Bild wählen: / }).first();
    await expect(tile).toBeVisible();
    await tile.click();
    await expect(finder).toBeHidden();
    await expect(imageDialog.getByLabel('Bild', { exact: true })).toHaveValue(/^\/media\/.+\.jpg$/);
    const chosen = await imageDialog.getByLabel('Bild', { exact: true }).inputValue();
    await imageDialog.getByLabel('Format').selectOption('medium');
    await imageDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(imageDialog).toBeHidden();

    // Reorder by keyboard: one place up. No save alert for a reorder.
    await expect(page.getByRole('status')).toHaveCount(0, { timeout: 6000 });
    const up = section.getByRole('button', { name: /^Nach oben: Container/ }).first();
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(panel.locator(':scope > ol > li').nth(sectionsBefore - 1).getByText('Neu gebauter Abschnitt')).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);

    // Everything so far is a draft: the toolbar says so, and a visitor (another browser) still gets the published page.
    await expect(toolbar(page).getByText('Unveröffentlichte Änderungen')).toBeVisible();
    const visitor = await newContext(browser, baseURL!);
    const view = await visitor.newPage();
    await view.goto('/de/besuch');
    const main = chrome(view).main;
    await expect(main.locator('[data-module-id]').first()).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Neu gebauter Abschnitt' })).toHaveCount(0);

    await toolbar(page).getByRole('button', { name: 'Veröffentlichen' }).click();
    await toolbar(page).getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
    await expect(toolbar(page).getByText('Veröffentlicht: Besucherinnen und Besucher sehen jetzt diese Fassung.')).toBeVisible();
    await expect(toolbar(page).getByText('Veröffentlicht', { exact: true })).toBeVisible();
    await context.close();

    await view.reload();
    await expect(main.getByRole('heading', { name: 'Neu gebauter Abschnitt' })).toBeVisible();
    await expect(main.locator('strong', { hasText: 'fettem Text' })).toBeVisible();
    // The library image renders with the renditions the server derived (webp and avif sources beside the jpg).
    const picture = main.locator('picture', { has: view.locator(`img[src="${chosen}"]`) }).first();
    await expect(picture.locator('source[type="image/avif"]')).toHaveCount(1);
    // One place up: the section now comes before the one that was last before it.
    const order = await main.locator('[data-module-id]').evaluateAll((els) =>
      els.filter((e) => !e.parentElement?.closest('[data-module-id]')).map((e) => e.textContent ?? ''),
    );
    const index = order.findIndex((text) => text.includes('Neu gebauter Abschnitt'));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(order.length - 1);
    await visitor.close();
  });

  test('?v=N opened directly shows that version with its bar; restoring it makes it the draft, and after Publish visitors get the old page', async ({ page, browser, playwright, baseURL, editorState }) => {
    const { api, headers } = await editorApi((o) => playwright.request.newContext(o), baseURL!, editorState);
    const current = await (await api.get('/de/pageeditor-api/page/ausstellung')).json();
    const headline = (await (await api.get(`/de/pageeditor-api/modules/?page=${current.id}&content_type=headline`)).json())[0];
    for (const content of ['Stand A', 'Stand B']) {
      const res = await api.patch(`/de/pageeditor-api/modules/${headline.id}/`, { data: { data: { content } }, headers });
      expect(res.status(), await res.text()).toBe(200);
      expect((await api.post(`/de/pageeditor-api/pages/${current.id}/publish/`, { data: { note: content }, headers })).status()).toBe(200);
    }
    const versions = await (await api.get(`/de/pageeditor-api/pages/${current.id}/versions/`)).json();
    const standA = versions.find((v: { note: string }) => v.note === 'publish: Stand A').version_id;
    await page.goto('/de/ausstellung');
    await expect(chrome(page).main.getByText('Stand B')).toBeVisible();

    const staff = await newContext(browser, baseURL!, { storageState: editorState });
    const editor = await staff.newPage();
    await editor.goto(`/de/ausstellung?v=${standA}`);
    const bar = editor.getByRole('region', { name: 'Version der Seite' });
    await expect(bar).toContainText(new RegExp(`^Version ${standA} · .+ · Eda Editor`));
    await expect(chrome(editor).main.getByText('Stand A')).toBeVisible();
    await expect(chrome(editor).main.getByText('Stand B')).toHaveCount(0);
    expect(new URL(editor.url()).searchParams.get('v')).toBe(String(standA));

    await bar.getByRole('button', { name: 'Diese Version wiederherstellen' }).click();
    await expect(editor).toHaveURL(/\/de\/ausstellung$/);
    await expect(chrome(editor).main.getByText('Stand A')).toBeVisible();
    // Restored as the draft: visitors keep Stand B until someone publishes.
    await expect(toolbar(editor).getByText('Unveröffentlichte Änderungen')).toBeVisible();
    await page.reload();
    await expect(chrome(page).main.getByText('Stand B')).toBeVisible();
    await toolbar(editor).getByRole('button', { name: 'Veröffentlichen' }).click();
    await toolbar(editor).getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
    await expect(toolbar(editor).getByText('Veröffentlicht', { exact: true })).toBeVisible();
    await staff.close();

    // Visitors: the flag is still answered with a 301, and the page is the restored one.
    const direct = await api.get(`/de/ausstellung?v=${standA}`, { maxRedirects: 0 });
    expect(direct.status()).toBe(200);
    const anonymous = await playwright.request.newContext({ baseURL });
    expect((await anonymous.get(`/de/ausstellung?v=${standA}`, { maxRedirects: 0 })).status()).toBe(301);
    await anonymous.dispose();
    await page.reload();
    await expect(chrome(page).main.getByText('Stand A')).toBeVisible();
    await expect(chrome(page).main.getByText('Stand B')).toHaveCount(0);
    await api.dispose();
  });

  test('two editors on one page: the later save and the later Publish get the 409 and name the other editor', async ({ browser, playwright, baseURL, editorState }) => {
    const lektorin = await loginState((o) => playwright.request.newContext(o), baseURL!, 'lektorin');
    const open = async (state: object) => {
      const context = await newContext(browser, baseURL!, { storageState: state as never });
      const page = await context.newPage();
      await page.goto('/de/ausstellung?edit');
      await page.getByRole('button', { name: 'Bearbeiten: Überschrift' }).first().click();
      return { context, page, dialog: page.getByRole('dialog', { name: 'Überschrift bearbeiten' }) };
    };
    const a = await open(lektorin);
    const b = await open(editorState);
    await a.dialog.getByLabel('Inhalt').fill('Fassung von A');
    await a.dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(a.dialog).toBeHidden();

    await b.dialog.getByLabel('Inhalt').fill('Fassung von B');
    await b.dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(b.dialog.getByRole('alert')).toContainText('Diese Seite wurde inzwischen von Lea Lektorin geändert (Überschrift geändert,');
    await expect(b.dialog.getByLabel('Inhalt')).toHaveValue('Fassung von B');
    await expect(chrome(b.page).main.getByText('Fassung von A')).toBeVisible();
    // Having been told, B saves again on the new version and wins knowingly.
    await b.dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(b.dialog).toBeHidden();
    await expect(chrome(b.page).main.getByText('Fassung von B')).toBeVisible();

    // A, still on the version before B's save, publishes: refused, with B's name, and nothing goes live.
    await toolbar(a.page).getByRole('button', { name: 'Veröffentlichen' }).click();
    await toolbar(a.page).getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
    await expect(toolbar(a.page).getByRole('alert')).toContainText('Nicht ausgeführt: Eda Editor hat die Seite inzwischen geändert (Überschrift geändert,');
    const visitor = await newContext(browser, baseURL!);
    const view = await visitor.newPage();
    await view.goto('/de/ausstellung');
    await expect(chrome(view).main.locator('[data-module-id]').first()).toBeVisible();
    await expect(chrome(view).main.getByText('Fassung von B')).toHaveCount(0);
    // Now A has B's version loaded: the second Publish goes through.
    await toolbar(a.page).getByRole('button', { name: 'Veröffentlichen' }).click();
    await toolbar(a.page).getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
    await expect(toolbar(a.page).getByText('Veröffentlicht', { exact: true })).toBeVisible();
    await view.reload();
    await expect(chrome(view).main.getByText('Fassung von B')).toBeVisible();
    await visitor.close();
    await a.context.close();
    await b.context.close();
  });

  test('undo keeps working after a reload, and redo brings the change back (keyboard and buttons)', async ({ browser, baseURL, editorState }) => {
    const context = await newContext(browser, baseURL!, { storageState: editorState });
    const page = await context.newPage();
    await page.goto('/de/besuch?edit');
    const main = chrome(page).main;
    const edit = page.getByRole('button', { name: 'Bearbeiten: Überschrift' }).first();
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Überschrift bearbeiten' });
    const before = await dialog.getByLabel('Inhalt').inputValue();
    await dialog.getByLabel('Inhalt').fill('Vor dem Neuladen geändert');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(main.getByText('Vor dem Neuladen geändert')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Letzte Änderung zurücknehmen' })).toBeVisible();
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    await page.keyboard.press('ControlOrMeta+z');
    await expect(main.getByText(before, { exact: true }).first()).toBeVisible();
    await expect(main.getByText('Vor dem Neuladen geändert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Zurückgenommene Änderung wiederholen' }).click();
    await expect(main.getByText('Vor dem Neuladen geändert')).toBeVisible();
    await page.keyboard.press('Shift+ControlOrMeta+z');
    await expect(main.getByText('Vor dem Neuladen geändert')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+z');
    await expect(main.getByText('Vor dem Neuladen geändert')).toHaveCount(0);
    await context.close();
  });

  test('two edits undone, a reload, and redo brings back the older edit first, then the newer', async ({ browser, baseURL, editorState }) => {
    const context = await newContext(browser, baseURL!, { storageState: editorState });
    const page = await context.newPage();
    await page.goto('/de/besuch?edit');
    const main = chrome(page).main;
    const edit = page.getByRole('button', { name: 'Bearbeiten: Überschrift' }).first();
    const dialog = page.getByRole('dialog', { name: 'Überschrift bearbeiten' });
    for (const text of ['Erste Fassung', 'Zweite Fassung']) {
      await edit.click();
      await dialog.getByLabel('Inhalt').fill(text);
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await expect(main.getByText(text)).toBeVisible();
    }
    const undo = page.getByRole('button', { name: 'Letzte Änderung zurücknehmen' });
    await undo.click();
    await expect(main.getByText('Erste Fassung')).toBeVisible();
    await expect(undo).toBeEnabled();
    await undo.click();
    await expect(main.getByText('Erste Fassung')).toHaveCount(0);

    await page.reload();
    const redo = page.getByRole('button', { name: 'Zurückgenommene Änderung wiederholen' });
    await redo.click();
    await expect(page.getByRole('status')).toHaveText('Änderung wiederholt.');
    await expect(main.getByText('Erste Fassung')).toBeVisible();
    await expect(redo).toBeEnabled();
    await redo.click();
    await expect(main.getByText('Zweite Fassung')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await context.close();
  });

  for (const locale of ['de', 'en'] as const) {
    test(`edit mode is keyboard complete, has no serious axe findings, and is pictured (${locale})`, async ({ browser, baseURL, editorState }) => {
      // A keyboard walk through every editing control, two axe runs and screenshots: about 50 s when four shards
      // share two cores, too close to the default minute.
      test.setTimeout(150_000);
      const context = await newContext(browser, baseURL!, { storageState: editorState, locale: locale === 'de' ? 'de-DE' : 'en-GB' });
      const page = await context.newPage();
      const path = locale === 'de' ? '/de/besuch?edit' : '/en/visit?edit';
      await page.goto(path);
      const t = locale === 'de'
        ? { structure: 'Struktur', panel: 'Struktur der Seite', edit: /^Bearbeiten: /, close: 'Struktur schließen' }
        : { structure: 'Structure', panel: 'Page structure', edit: /^Edit: /, close: 'Close structure' };
      const editButton = page.getByRole('button', { name: t.edit }).first();
      await expect(editButton).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path_(`editor-edit-mode-${locale}-1280.png`), fullPage: false });
      expect(await serious(page)).toEqual([]);

      // Keyboard only: reach an edit button with Tab, open its dialog, close it with Escape; the same for the panel.
      await editButton.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: path_(`editor-dialog-${locale}-1280.png`) });
      expect(await serious(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      const toggle = page.getByRole('button', { name: t.structure, exact: true });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('complementary', { name: t.panel });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading', { name: t.panel })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('button', { name: t.close })).toBeFocused();
      await page.screenshot({ path: path_(`editor-structure-${locale}-1280.png`) });
      expect(await serious(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await context.close();
    });
  }
});

const path_ = (name: string) => path.join(SHOTS, name);

async function serious(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
