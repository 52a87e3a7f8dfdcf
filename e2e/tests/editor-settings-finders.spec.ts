import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { openEditorTools } from '../support/editor-toolbar';
import { CONSENT_COOKIE, test, expect } from '../support/fixtures';

/**
 * As a staff editor in Chromium against the built site, at 1280 and 375 px: page settings (address with its redirect,
 * menu flag, offline mark), the file finder for self-hosted video, list choosers instead of ids, admin links that lead
 * to screens of the site, and a toolbar that stays in reach without hiding edit buttons. Keyboard and axe on each.
 */
const SHOTS = path.join(__dirname, '../.artifacts/screenshots');
const shot = (name: string) => path.join(SHOTS, name);

/** Publishes the draft through the toolbar, as an editor does before visitors see a change. */
async function publish(page: Page) {
  await openEditorTools(page);
  const tools = page.getByRole('region', { name: 'Redaktionswerkzeuge' });
  await tools.getByRole('button', { name: 'Veröffentlichen' }).click();
  await tools.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
  await expect(tools.getByText('Veröffentlicht: Besucherinnen und Besucher sehen jetzt diese Fassung.')).toBeVisible();
}

async function newContext(browser: Browser, baseURL: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL, ...options });
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ tracking: false, media: false })), url: baseURL }]);
  return context;
}

async function serious(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

// The first bytes of an MP4 (a box header with the ftyp brand), enough for the server's content check.
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(4096, 7)]);

for (const width of [1280, 375]) {
  test.describe(`editor settings and finders at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('page settings: a new address redirects from the old one, the footer follows in_footer, and everything goes back', async ({ browser, baseURL, editorState }) => {
      const context = await newContext(browser, baseURL!, { storageState: editorState });
      const page = await context.newPage();
      await page.goto('/de/mitmachen?edit');
      // On a phone the settings, publishing and admin menu fold behind one toolbar button.
      await openEditorTools(page);
      const open = page.getByRole('button', { name: 'Seiteneinstellungen', exact: true });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Seiteneinstellungen' });
      const german = dialog.getByRole('group', { name: 'Deutsch' });
      await expect(german.getByLabel('Adresse')).toHaveValue('mitmachen');
      await expect(dialog.getByLabel('Im Footer')).toBeChecked();
      await page.screenshot({ path: shot(`editor-settings-de-${width}.png`) });
      expect(await serious(page)).toEqual([]);

      await german.getByLabel('Adresse').fill('Mit Machen');
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await expect(german.getByLabel('Adresse')).toHaveAttribute('aria-invalid', 'true');
      await expect(german.getByLabel('Adresse')).toBeFocused();

      await german.getByLabel('Adresse').fill('mitmachen-jetzt');
      // The footer is a flat list with this page last, so switching it off and on again leaves the demo site as it was
      // (the header menu, with its submenus, is covered by the server tests).
      await dialog.getByLabel('Im Footer').uncheck();
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/de\/mitmachen-jetzt\?edit$/);
      await expect(page.getByRole('status').filter({ hasText: 'Änderungen gespeichert.' })).toBeVisible();

      // Saved into the draft: visitors keep the published address until the editor publishes.
      const visitor = await newContext(browser, baseURL!);
      const guest = await visitor.newPage();
      expect((await guest.goto('/de/mitmachen'))?.status()).toBe(200);
      await publish(page);
      const response = await guest.goto('/de/mitmachen');
      expect(response?.url()).toMatch(/\/de\/mitmachen-jetzt$/);
      expect(response?.request().redirectedFrom()?.url()).toMatch(/\/de\/mitmachen$/);
      const footerLink = guest.locator('footer').getByRole('link', { name: 'Mitmachen', exact: true });
      await expect(footerLink).toHaveCount(0);
      // The header menu entry followed the new address.
      const nav = (await (await guest.request.get('/de/pageeditor-api/nav')).json()) as { menu: Array<{ url: string; children: Array<{ url: string }> }> };
      expect(nav.menu.flatMap((item) => [item.url, ...item.children.map((c) => c.url)])).toContain('/de/mitmachen-jetzt');

      // Back as it was, through the same screen: the address, and the page in the footer again.
      await openEditorTools(page);
      await page.getByRole('button', { name: 'Seiteneinstellungen', exact: true }).click();
      await german.getByLabel('Adresse').fill('mitmachen');
      await dialog.getByLabel('Im Footer').check();
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await expect(page).toHaveURL(/\/de\/mitmachen\?edit$/);
      await publish(page);
      const back = await guest.goto('/de/mitmachen');
      expect(back?.status()).toBe(200);
      await expect(footerLink).toHaveAttribute('href', '/de/mitmachen');
      await visitor.close();
      await context.close();
    });

    test('offline pages are marked for staff on the page and in the page list; admin menu entries open screens of the site', async ({ browser, baseURL, editorState }) => {
      const context = await newContext(browser, baseURL!, { storageState: editorState, locale: 'en-GB' });
      const page = await context.newPage();
      await page.goto('/en/preview');
      await expect(page.getByRole('status').filter({ hasText: 'Offline. Visitors cannot see this page.' })).toBeVisible();

      await openEditorTools(page);
      await page.getByText('Admin', { exact: true }).click();
      await page.getByRole('link', { name: 'Pages', exact: true }).click();
      await expect(page).toHaveURL(/\/en\?edit&panel=pages$/);
      const list = page.getByRole('dialog', { name: 'Pages' });
      await list.getByLabel('Search pages').fill('Preview');
      const row = list.getByRole('listitem').filter({ hasText: 'Preview 2027' });
      await expect(row.getByText('Offline', { exact: true })).toBeVisible();
      await page.screenshot({ path: shot(`editor-pages-en-${width}.png`) });
      expect(await serious(page)).toEqual([]);
      await row.getByRole('button', { name: 'Settings of Preview 2027' }).click();
      await expect(page).toHaveURL(/\/en\/preview\?edit&panel=settings$/);
      await expect(page.getByRole('dialog', { name: 'Page settings' }).getByLabel('Online (visible to visitors)')).not.toBeChecked();
      await page.keyboard.press('Escape');

      // The per-type link of a page leads to its settings screen, never to an API answer.
      await openEditorTools(page);
      const edit = page.getByRole('link', { name: 'Edit in admin: Page' });
      await expect(edit).toHaveAttribute('href', '/en/preview?edit&panel=settings');
      await expect(page.locator('a[href*="-api/"], a[href*="/api/"]')).toHaveCount(0);

      // A production's link opens the entity screen: its addresses and the pages that use it, no API answer.
      const [production] = (await (await page.request.get('/en/pageeditor-api/choices/productions/')).json()) as Array<{ id: number; name: string; url: string }>;
      await page.goto(production.url);
      await openEditorTools(page);
      const entityLink = page.getByRole('link', { name: 'Edit in admin: Production' });
      await expect(entityLink).toHaveAttribute('href', `${production.url}?panel=entity&type=productions&id=${production.id}`);
      await entityLink.click();
      const entity = page.getByRole('dialog', { name: `Production: ${production.name}` });
      await expect(entity.getByRole('link', { name: production.url })).toBeVisible();
      await page.screenshot({ path: shot(`editor-entity-en-${width}.png`) });
      expect(await serious(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(entity).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${production.url}$`));
      await context.close();
    });

    test('file finder: a video uploaded with titles and alt text in both languages replaces the self-hosted video; undo brings the old one back', async ({ browser, baseURL, editorState }) => {
      const context = await newContext(browser, baseURL!, { storageState: editorState });
      const page = await context.newPage();
      await page.goto('/de/medien?edit');
      await page.getByRole('button', { name: 'Bearbeiten: Video (eigene Datei)' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Video (eigene Datei) bearbeiten' });
      await expect(dialog.getByRole('textbox', { name: 'Datei' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Video auswählen' }).click();
      const finder = page.getByRole('dialog', { name: 'Video auswählen' });
      await expect(finder.getByRole('button', { name: /^Datei wählen: / }).first()).toBeVisible();
      await page.screenshot({ path: shot(`editor-file-finder-de-${width}.png`) });
      expect(await serious(page)).toEqual([]);

      await finder.getByLabel('Datei (MP4, WebM, Ogg oder MOV)').setInputFiles({ name: 'fuehrung.mp4', mimeType: 'video/mp4', buffer: MP4 });
      await finder.getByLabel('Titel (Deutsch)').fill('Führung im Kreuzgang');
      await finder.getByLabel('Titel (Englisch)').fill('Cloister tour');
      await finder.getByLabel('Beschreibung für Screenreader (Deutsch)').fill('Eine Führung');
      await finder.getByLabel('Beschreibung für Screenreader (Englisch)').fill('A guided tour');
      await finder.getByRole('button', { name: 'Hochladen und wählen' }).click();
      await expect(finder).toBeHidden();
      await expect(dialog.getByText(/^\/media\/files\/fuhrung-im-kreuzgang-[0-9a-f]{10}\.mp4$/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await expect(dialog).toBeHidden();
      await publish(page);

      const visitor = await newContext(browser, baseURL!);
      const guest = await visitor.newPage();
      await guest.goto('/de/medien');
      await expect(guest.locator('video source[src*="/media/files/fuhrung-im-kreuzgang-"], video[src*="/media/files/fuhrung-im-kreuzgang-"]')).toHaveCount(1);

      await openEditorTools(page);
      await page.getByRole('button', { name: 'Letzte Änderung zurücknehmen' }).first().click();
      await expect(page.getByRole('status').filter({ hasText: 'Änderung zurückgenommen.' })).toBeVisible();
      await publish(page);
      await guest.reload();
      await expect(guest.locator('video source[src="/media/demo-rundgang.mp4"], video[src="/media/demo-rundgang.mp4"]')).toHaveCount(1);
      await visitor.close();
      await context.close();
    });

    test('list choosers: blog entries are chosen by name and date from a searchable list, never typed as ids', async ({ browser, baseURL, editorState }) => {
      const context = await newContext(browser, baseURL!, { storageState: editorState, locale: 'en-GB' });
      const page = await context.newPage();
      await page.goto('/en?edit');
      await page.getByRole('button', { name: 'Edit: Blog teaser list' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Edit Blog teaser list' });
      const group = dialog.getByRole('group', { name: 'Blog entries (1 to 8)' });
      await expect(group.getByRole('listitem')).toHaveCount(3);
      await expect(group.getByRole('listitem').first()).not.toHaveText(/^\d+$/);
      await expect(dialog.getByRole('spinbutton')).toHaveCount(0);
      await group.getByRole('button', { name: 'Add an article' }).click();
      const chooser = page.getByRole('dialog', { name: 'Choose an article' });
      const choices = chooser.getByRole('button', { name: /^Choose: .+, \d{1,2} \w{3,4} \d{4}$/ });
      await expect(choices.first()).toBeVisible();
      await page.screenshot({ path: shot(`editor-chooser-en-${width}.png`) });
      expect(await serious(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(chooser).toBeHidden();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await context.close();
    });

    test('the toolbar stays in reach while scrolling and no edit button hides under the sticky header', async ({ browser, baseURL, editorState }) => {
      const context = await newContext(browser, baseURL!, { storageState: editorState });
      const page = await context.newPage();
      await page.goto('/de/besuch?edit');
      const toolbar = page.getByRole('region', { name: 'Redaktionswerkzeuge' });
      await expect(page.getByRole('button', { name: /^Bearbeiten: / }).first()).toBeVisible();
      for (const y of [0, 700, 1600]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(400);
        const bar = await toolbar.boundingBox();
        expect(bar && bar.y).toBe(0);
        const covered = await page.evaluate(() => {
          const header = document.querySelector('header');
          const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
          return [...document.querySelectorAll<HTMLButtonElement>('button')]
            .filter((b) => /^(Bearbeiten|Letzte Änderung)/.test(b.getAttribute('aria-label') ?? b.textContent ?? ''))
            .map((b) => ({ label: b.getAttribute('aria-label') ?? b.textContent, r: b.getBoundingClientRect(), module: b.closest('div[style]')!.getBoundingClientRect() }))
            // Buttons of modules still visible below the header (with room for the button): those must stay usable.
            .filter(({ r, module }) => r.width > 0 && module.bottom - headerBottom > r.height + 8 && module.top < window.innerHeight - r.height)
            .filter(({ r }) => {
              const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
              return r.top < headerBottom || !hit || !(hit as HTMLElement).closest('button');
            })
            .map(({ label, r }) => `${label} at ${Math.round(r.top)} (header ends ${Math.round(headerBottom)})`);
        });
        expect(covered, `scrolled to ${y}`).toEqual([]);
      }
      await page.screenshot({ path: shot(`editor-sticky-de-${width}.png`) });
      await context.close();
    });
  });
}
