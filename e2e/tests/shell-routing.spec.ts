import { test, expect } from '../support/fixtures';
import { chrome } from '../support/site';
import { withOnlineFlags } from '../support/site-settings';
import { renderInBrowserOnly } from '../support/server-render';

/** Routing (docs/product.md): each rule checked as plain HTTP (what a crawler meets) and in the browser. */

const noRedirects = { maxRedirects: 0 } as const;
type Redirect = { old_path: string; new_path: string };

test.describe('root redirect by Accept-Language only', () => {
  for (const [acceptLanguage, target] of [
    ['en-US,en;q=0.9', '/en'],
    ['en', '/en'],
    ['de-DE,de;q=0.9', '/de'],
    ['fr-FR,fr;q=0.9', '/de'],
    ['', '/de'],
  ] as const) {
    test(`HTTP: Accept-Language "${acceptLanguage}" → ${target}, no locale cookie`, async ({ request }) => {
      const response = await request.get('/', { ...noRedirects, headers: { 'Accept-Language': acceptLanguage } });
      expect(response.status()).toBeGreaterThanOrEqual(301);
      expect(response.status()).toBeLessThanOrEqual(308);
      expect(response.headers()['location']).toBe(target);
      const cookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value.split('=')[0]);
      expect(cookies.filter((name) => /locale|lang|i18n/i.test(name))).toEqual([]);
    });
  }

  test('browser with an English UI lands on /en, a German one on /de, and no locale cookie is stored', async ({ browser, baseURL }) => {
    for (const [locale, target] of [['en-GB', '/en'], ['de-DE', '/de']] as const) {
      const context = await browser.newContext({ locale, baseURL });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', target.slice(1));
      const names = (await context.cookies()).map((c) => c.name);
      expect(names.filter((name) => /locale|lang|i18n/i.test(name))).toEqual([]);
      await context.close();
    }
  });
});

test('backend redirect entries answer 301 to their new path (HTTP and browser)', async ({ request, page }) => {
  const entries: Redirect[] = [];
  for (const locale of ['de', 'en']) {
    const response = await request.get(`/${locale}/pageeditor-api/redirect`);
    expect(response.ok()).toBe(true);
    entries.push(...((await response.json()) as Redirect[]));
  }
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    const response = await request.get(entry.old_path, noRedirects);
    expect(response.status(), entry.old_path).toBe(301);
    expect(new URL(response.headers()['location'], 'http://x').pathname, entry.old_path).toBe(entry.new_path);
  }
  await page.goto(entries[0].old_path);
  await expect(page).toHaveURL(new RegExp(`${entries[0].new_path}$`));
  await expect(chrome(page).main.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('?v= on a page', () => {
  test('anonymous: 301 to the same page without v (HTTP and browser)', async ({ request, page }) => {
    const response = await request.get('/de/ausstellung?v=1', noRedirects);
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/de/ausstellung');
    const withOther = await request.get('/en/exhibition?v=3&x=1', noRedirects);
    expect(withOther.status()).toBe(301);
    expect(withOther.headers()['location']).toBe('/en/exhibition?x=1');
    await page.goto('/de/ausstellung?v=1');
    await expect(page).toHaveURL(/\/de\/ausstellung$/);
    await expect(chrome(page).main.getByRole('heading', { level: 1, name: 'Die Ausstellung' })).toBeVisible();
  });

  test('a logged-in editor keeps the version parameter', async ({ playwright, baseURL, editorState }) => {
    const api = await playwright.request.newContext({ baseURL, storageState: editorState });
    const response = await api.get('/de/ausstellung?v=1', noRedirects);
    expect(response.status()).toBe(200);
    await api.dispose();
  });
});

test.describe('404', () => {
  test('HTTP: unknown routes and unknown CMS paths answer 404 with the error document', async ({ request }) => {
    for (const path of ['/gibt/es/nicht', '/de/gibt-es-nicht', '/en/does-not-exist', '/de/veranstaltungen/x/999999', '/en/mediathek-en/x/999999']) {
      const response = await request.get(path, noRedirects);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toContain('text/html');
    }
  });

  for (const [path, locale, title] of [
    ['/gibt/es/nicht', 'de', 'This page could not be found'],
    ['/de/gibt-es-nicht', 'de', '404 Not Found'],
    ['/en/does-not-exist', 'en', '404 Not Found'],
  ] as const) {
    test(`browser: ${path} shows the error page and posts the url to the error log`, async ({ page }) => {
      const errorLog = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/${locale}/api/dashboard-error-log/`));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect((await errorLog).postDataJSON()).toMatchObject({ url: path });
      await expect(page).toHaveTitle(new RegExp(title));
      const main = chrome(page).main;
      // The custom 404 html of the design settings (/html/404.html) fills the page; the start page link stays.
      await expect(main.getByText('404', { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: locale === 'de' ? 'Zur Startseite' : 'To the start page' })).toHaveAttribute('href', `/${locale}`);
    });
  }

  test('the status text is visible on the page, not only in the title', async ({ page }) => {
    await page.goto('/gibt/es/nicht');
    await expect(chrome(page).main.getByText('This page could not be found')).toBeVisible();
    await page.goto('/de/gibt-es-nicht');
    await expect(chrome(page).main.getByText('404 Not Found')).toBeVisible();
  });

  test('an offline page is a 404 for anonymous visitors (HTTP and browser) and visible to editors', async ({ request, page, playwright, baseURL, editorState }) => {
    const response = await request.get('/de/vorschau', noRedirects);
    expect(response.status()).toBe(404);
    const shown = await page.goto('/de/vorschau');
    expect(shown?.status()).toBe(404);
    await expect(page).toHaveTitle(/404 Not Found/);
    await expect(chrome(page).main.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();

    const api = await playwright.request.newContext({ baseURL, storageState: editorState });
    expect((await api.get('/de/vorschau', noRedirects)).status()).toBe(200);
    await api.dispose();
  });
});

test.describe('site offline (503)', () => {
  test('HTTP and browser: is_site_online false in the database answers 503 "Website offline" on every route', async ({ request, page, baseURL, adminState }) => {
    await withOnlineFlags(baseURL!, adminState, { is_site_online: false }, async () => {
      for (const path of ['/de', '/en/events', '/de/impressum']) {
        const response = await request.get(path, noRedirects);
        expect(response.status(), path).toBe(503);
      }
      await page.goto('/de/veranstaltungen');
      await expect(page.getByRole('main').getByText('Website offline')).toBeVisible();
    });
    expect((await request.get('/de', noRedirects)).status()).toBe(200);
  });

  test('browser: a settings answer with is_site_online false shows the 503 page', async ({ page }) => {
    await renderInBrowserOnly(page);
    await page.route('**/pageeditor-api/settings', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { status: number; data: { is_site_online: boolean } };
      body.data.is_site_online = false;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/de');
    await expect(page.getByRole('main').getByText('Website offline')).toBeVisible();
    await expect(page).toHaveTitle(/Website offline/);
  });

  test('browser: a failing settings call shows the 503 page', async ({ page }) => {
    await renderInBrowserOnly(page);
    await page.route('**/pageeditor-api/settings', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await page.goto('/en');
    await expect(page.getByRole('main').getByText('Website offline')).toBeVisible();
  });
});

test('overlay=true opens the event overlay, the flag stays while it is open and goes when it closes', async ({ page, request }) => {
  expect((await request.get('/de/veranstaltungen?overlay=true', noRedirects)).status()).toBe(200);
  await page.goto('/de/veranstaltungen?overlay=true');
  const overlay = page.getByRole('dialog', { name: 'Programm und Karten' });
  await expect(overlay).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/de/veranstaltungen' && url.searchParams.get('overlay') === 'true');
  await overlay.getByRole('button', { name: /schließen/i }).click();
  await expect(overlay).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/de/veranstaltungen' && !url.searchParams.has('overlay'));
});

test.describe('ticket-shop paths', () => {
  test('HTTP: shop paths answer 200, the shop redirect map 301', async ({ request }) => {
    for (const path of ['/webshop', '/webshop/cart', '/testshop/x', '/test.webshop/a/b', '/eventim.webshop']) {
      expect((await request.get(path, noRedirects)).status(), path).toBe(200);
    }
    const events = await request.get('/webshop/events', noRedirects);
    expect(events.status()).toBe(301);
    expect(events.headers()['location']).toMatch(/\/(de\/veranstaltungen|en\/events)$/);
  });

  for (const path of ['/webshop', '/testshop/x']) {
    test(`${path} shows the shop layout (mf-shop) instead of the site layout`, async ({ page }) => {
      await page.goto(path);
      const shop = page.getByRole('main', { name: 'Ticketshop' });
      await expect(shop).toBeVisible();
      await expect(shop.getByRole('link', { name: 'Zum Programm' }).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
    });
  }
});

test.describe('other error pages', () => {
  test('a failing page call shows the error page with its status and "an unknown error occurred"', async ({ page }) => {
    await renderInBrowserOnly(page);
    await page.route('**/de/pageeditor-api/page/ausstellung', (route) => route.fulfill({ status: 502, json: { message: 'bad gateway' } }));
    await page.goto('/de/ausstellung');
    const main = chrome(page).main;
    await expect(main.getByRole('heading', { name: '502 an unknown error occurred' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
  });

  test('the custom error html of the design settings is served for 404', async ({ request }) => {
    const response = await request.get('/html/404.html');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect((await request.get('/html/418.html')).status()).toBe(404);
  });
});

test.describe('legal pages', () => {
  for (const [path, heading] of [
    ['/de/agb', 'Allgemeine Geschäftsbedingungen'],
    ['/de/datenschutz', /Datenschutz/],
    ['/en/impressum', /Imprint/],
  ] as const) {
    test(`${path} answers 200 and shows its text under its heading`, async ({ request, page }) => {
      expect((await request.get(path, noRedirects)).status()).toBe(200);
      await page.goto(path);
      await expect(chrome(page).main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(chrome(page).main.locator('p').first()).toBeVisible();
    });
  }
});

test.describe('one h1 per page', () => {
  for (const [path, name] of [
    ['/de', 'Flussland – Leben am großen Strom'],
    ['/de/veranstaltungen', 'Programm und Karten'],
    ['/de/produktionen', 'Produktionen'],
    ['/en/productions', 'Productions'],
    ['/de/team', 'Team'],
    ['/de/mediathek-de', 'Mediathek'],
  ] as const) {
    test(`${path} has exactly one h1: "${name}"`, async ({ page }) => {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(name);
      await expect(h1).toHaveCount(1);
    });
  }
});
