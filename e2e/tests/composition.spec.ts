import { test, expect, EDITOR } from '../support/fixtures';
import { sharedAssets } from '../support/manifests';
import { chrome, documentIsSame, markDocument, recordRequests, remoteOf, untilHydrated } from '../support/site';
import { loadedSharedCopies } from '../support/share-scope';

/** The shell composes the remotes at run time; one remote failing degrades one region only. */

const manifestsIn = (paths: string[]) => new Set(paths.filter((p) => /^\/remotes\/[^/]+\/mf-manifest\.json/.test(p)).map((p) => remoteOf(p)));

interface ApiList<T> {
  results: T[];
}
type Item = { id: number; slug: string; title: string };

test.describe('home page', () => {
  for (const [locale, headline, footerLink] of [
    ['de', 'Flussland – Leben am großen Strom', 'Impressum'],
    ['en', 'River Land – Life on the Great River', 'Imprint'],
  ] as const) {
    test(`renders in ${locale}: html lang, header, footer and CMS content from mf-content`, async ({ page }) => {
      const requests = recordRequests(page);
      const response = await page.goto(`/${locale}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const { banner, footer, main } = chrome(page);
      await expect(banner.getByRole('navigation').first()).toBeVisible();
      await expect(footer.getByRole('link', { name: footerLink })).toBeVisible();
      // The page body is mf-content's Page slot rendering the CMS module tree from the server.
      await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(main).toContainText(headline);
      expect(manifestsIn(requests)).toContain('mf-content');
    });
  }
});

test('dates on the home page follow the site date format in both languages (day, short month, year; HH:MM, " Uhr" in German)', async ({ page }) => {
  await page.goto('/de');
  await expect(chrome(page).main.locator('time').first()).toHaveText(/^\d{1,2}\. [A-ZÄÖÜ][a-zä]{2,3}\.? \d{4}, \d{2}:\d{2} Uhr$/);
  await page.goto('/en');
  await expect(chrome(page).main.locator('time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2}$/);
});

test('a visit (home → events → event detail with booking) requests at least four remote manifests', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/de');
  await expect(chrome(page).main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await untilHydrated(page, ['mf_content/Page']);
  await chrome(page).main.getByRole('link', { name: 'Alle Veranstaltungen →' }).click();
  await expect(page).toHaveURL(/\/de\/veranstaltungen$/);
  const firstEvent = chrome(page).main.getByRole('article').first();
  await firstEvent.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/de\/veranstaltungen\/[^/]+\/\d+$/);
  await expect(chrome(page).main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => [...manifestsIn(requests)].sort(), { message: 'remote manifests requested' }).toEqual(
    expect.arrayContaining(['mf-booking', 'mf-content', 'mf-events', 'mf-search']),
  );
});

test('React and react-dom are fetched exactly once and loaded as one copy each', async ({ page, request }) => {
  const assets = await sharedAssets(request, ['react', 'react-dom']);
  expect(assets.size).toBeGreaterThan(0);
  const fetched: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (assets.has(path)) fetched.push(path);
  });
  await page.goto('/de');
  await expect(chrome(page).main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await untilHydrated(page, ['mf_content/Page']);
  await chrome(page).main.getByRole('link', { name: 'Alle Veranstaltungen →' }).click();
  await chrome(page).main.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(chrome(page).main.getByRole('heading', { level: 1 })).toBeVisible();

  for (const pkg of ['react', 'react-dom']) {
    const files = fetched.filter((path) => assets.get(path)!.some((a) => a.pkg === pkg));
    const providers = new Set(files.flatMap((path) => assets.get(path)!.filter((a) => a.pkg === pkg).map((a) => a.app)));
    expect(files.length, `${pkg} files fetched: ${files.join(', ')}`).toBeGreaterThan(0);
    expect([...providers], `${pkg} came from one app only`).toHaveLength(1);
    expect(new Set(files).size, `${pkg}: no file fetched twice`).toBe(files.length);
  }
  const copies = await page.evaluate(loadedSharedCopies);
  expect(copies['react'], JSON.stringify(copies)).toHaveLength(1);
  expect(copies['react-dom'], JSON.stringify(copies)).toHaveLength(1);
});

test.describe('an aborted mf-search manifest', () => {
  const SEARCH_MANIFEST = '**/remotes/mf-search/mf-manifest.json';

  test('leaves header, footer and content working; the search page shows the localized fallback and retry recovers', async ({ page }) => {
    await page.route(SEARCH_MANIFEST, (route) => route.abort());
    await page.goto('/de');
    const { banner, footer, main } = chrome(page);
    await expect(main).toContainText('Flussland – Leben am großen Strom');
    await expect(banner.getByRole('link', { name: 'Startseite' })).toBeVisible();
    await expect(banner.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Impressum' })).toBeVisible();
    // The header's compact fallback for the search box: a plain link to the search page.
    const searchLink = banner.getByRole('link', { name: 'Suche' });
    await expect(searchLink).toBeVisible({ timeout: 30_000 });
    await searchLink.click();
    await expect(page).toHaveURL(/\/de\/search$/);
    const fallback = main.getByText('Dieser Bereich konnte gerade nicht geladen werden.');
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    await expect(footer.getByRole('link', { name: 'Impressum' })).toBeVisible();

    await page.unroute(SEARCH_MANIFEST);
    await main.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(main.getByRole('searchbox', { name: 'Suchbegriff' })).toBeVisible();
    await expect(fallback).toHaveCount(0);
  });

  test('the header search region shows the localized fallback text and a retry button', async ({ page }) => {
    await page.route(SEARCH_MANIFEST, (route) => route.abort());
    await page.goto('/de');
    const banner = chrome(page).banner;
    await expect(banner.getByText('Suche gerade nicht verfügbar')).toBeVisible({ timeout: 30_000 });
    await page.unroute(SEARCH_MANIFEST);
    await banner.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(banner.getByRole('button', { name: 'Suche öffnen' })).toBeVisible();
  });
});

test('mf-editor is never requested anonymously, and loads with the toolbar after logging in as editor', async ({ page, request }) => {
  const requests = recordRequests(page);
  const events = (await (await request.get('/de/api/events/?page_size=1')).json()) as ApiList<Item>;
  for (const path of ['/de', '/de/veranstaltungen', `/de/veranstaltungen/${events.results[0].slug}/${events.results[0].id}`, '/de/mediathek-de', '/en/exhibition', '/webshop']) {
    // The shell decides about the editor once it knows the user: from the server's render of the page (its state
    // travels in the page) or from its own user call; either is done when the network is quiet.
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main').first()).toBeVisible();
    await expect(page.getByRole('contentinfo').or(page.getByRole('main', { name: 'Ticketshop' })).first()).toBeVisible();
  }
  expect(requests.filter((p) => p.includes('mf-editor') || p.includes('mf_editor'))).toEqual([]);
  await expect(page.getByRole('region', { name: 'Redaktionswerkzeuge' })).toHaveCount(0);

  await page.goto('/de/login/');
  await page.getByLabel('Benutzername').fill(EDITOR.username);
  await page.getByLabel('Passwort').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/de$/);
  const toolbar = page.getByRole('region', { name: 'Redaktionswerkzeuge' });
  await expect(toolbar).toContainText(EDITOR.name);
  expect(requests.some((p) => p.startsWith('/remotes/mf-editor/'))).toBe(true);
  await expect(chrome(page).banner.getByRole('button', { name: `Konto von ${EDITOR.name}` })).toBeVisible();
});

test.describe('language switch re-renders remote content without a full reload', () => {
  test('on a CMS page', async ({ page }) => {
    await page.goto('/de/ausstellung');
    const main = chrome(page).main;
    await expect(main.getByRole('heading', { level: 1, name: 'Die Ausstellung' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Der Kreuzgang', exact: true })).toBeVisible();
    // A switch in place needs the page's code live: a click on the server's HTML before that loads a new document.
    await untilHydrated(page, ['mf_content/Page']);
    await markDocument(page);
    await chrome(page).banner.getByRole('link', { name: 'English version of this page' }).click();
    await expect(page).toHaveURL(/\/en\/exhibition$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(main.getByRole('heading', { level: 1, name: 'The exhibition' })).toBeVisible();
    // mf-content's module tree in English.
    await expect(main.getByRole('heading', { name: 'The cloister', exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Der Kreuzgang', exact: true })).toHaveCount(0);
    expect(await documentIsSame(page)).toBe(true);
    // And back.
    await chrome(page).banner.getByRole('link', { name: 'Deutsche Version dieser Seite' }).click();
    await expect(page).toHaveURL(/\/de\/ausstellung$/);
    await expect(main.getByRole('heading', { name: 'Der Kreuzgang', exact: true })).toBeVisible();
    expect(await documentIsSame(page)).toBe(true);
  });

  test('on the events page (mf-events remoteEntry fetched once)', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/de/veranstaltungen');
    const main = chrome(page).main;
    const filters = main.getByRole('group', { name: 'Veranstaltungen filtern' });
    await expect(filters).toBeVisible();
    await expect(main.getByRole('region', { name: /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), / }).first()).toBeVisible();
    await untilHydrated(page, ['mf_events/EventList']);
    await markDocument(page);
    await chrome(page).banner.getByRole('link', { name: 'English version of this page' }).click();
    await expect(page).toHaveURL(/\/en\/events$/);
    await expect(main.getByRole('group', { name: 'Filter events' })).toBeVisible();
    await expect(main.getByRole('region', { name: /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), / }).first()).toBeVisible();
    await expect(filters).toHaveCount(0);
    expect(await documentIsSame(page)).toBe(true);
    expect(requests.filter((p) => p.startsWith('/remotes/mf-events/remoteEntry.js'))).toHaveLength(1);
    expect(requests.filter((p) => p === '/en/events' || p === '/de/veranstaltungen').length).toBe(1);
  });
});

test.describe('deep link reload on nested routes', () => {
  for (const locale of ['de', 'en'] as const) {
    test(`event detail and magazine article in ${locale}`, async ({ page, request }) => {
      const events = (await (await request.get(`/${locale}/api/events/?page_size=1`)).json()) as ApiList<Item>;
      const articles = (await (await request.get(`/${locale}/api/articles/?page_size=1`)).json()) as ApiList<Item>;
      const event = events.results[0];
      const article = articles.results[0];
      const paths = [
        [`/${locale}/${locale === 'de' ? 'veranstaltungen' : 'events'}/${event.slug}/${event.id}`, event.title],
        [`/${locale}/mediathek-${locale}/${article.slug}/${article.id}`, article.title],
      ];
      for (const [path, title] of paths) {
        const first = await page.goto(path);
        expect(first?.status()).toBe(200);
        const heading = chrome(page).main.getByRole('heading', { level: 1, name: title });
        await expect(heading).toBeVisible();
        const again = await page.reload();
        expect(again?.status()).toBe(200);
        await expect(heading).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(chrome(page).footer).toBeVisible();
      }
    });
  }
});
