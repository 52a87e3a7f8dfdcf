import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { clearSiteCache } from '../../lib/site-cache';
import { setOnline } from '../../lib/settings-repo';
import { publishRows } from '../../testing/publish';
import { client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';
import { assertNodeBuild } from '../../testing/node-builds';

/**
 * Every kind of route, in German and English, read as a crawler or a visitor without JavaScript reads it: the
 * first answer holds the page's h1, a piece of its main text and its slot rendered on the server (not a skeleton),
 * and the JSON-LD of the route. The builds are the real ones (`npm run build`).
 */
const REPO_ROOT = path.resolve(__dirname, '../../../..');
let site: TestApp;

before(async () => {
  assertNodeBuild('shell');
  // Generous budget: the first renders load every container on a cold, shared machine.
  site = await testApp({ appsRoot: REPO_ROOT, config: { slotBudgetMs: 30_000, documentCacheMs: 0 } });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
});
after(() => site.close());

/** The answer as a reader without scripts sees it: status, h1, the text from <main> on, the slot markers, the JSON-LD types. */
function read(status: number, body: string) {
  const main = body.slice(Math.max(0, body.indexOf('<main')));
  const text = main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1]?.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim();
  const ssr = [...body.matchAll(/data-slot="([^"]+)" data-ssr="(html|skeleton)"/g)].map((m) => `${m[1]}:${m[2]}`);
  const ld = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const value = JSON.parse(m[1]!) as { '@type'?: string | string[]; '@graph'?: Array<{ '@type': string | string[] }> };
    return [value, ...(value['@graph'] ?? [])].flatMap((node) => node['@type'] ?? []);
  });
  return { status, h1, text, ssr, ld, body };
}

async function page(url: string) {
  const answer = await site.app.inject({ url });
  return read(answer.statusCode, answer.body);
}

interface Route {
  path: string;
  h1: string;
  text: string;
  slot: string;
  /** A JSON-LD type the page carries besides the site's own. */
  ld?: string;
}

const ROUTES: Route[] = [
  // CMS pages (every module kind the home page and the visit page hold)
  { path: '/de', h1: 'Flussland – Leben am großen Strom', text: 'Zwölf Jahrhunderte', slot: 'mf_content/Page', ld: 'Museum' },
  { path: '/en', h1: 'River Land – Life on the Great River', text: 'Twelve centuries', slot: 'mf_content/Page', ld: 'Museum' },
  // Events list: first page grouped by day, and the date of the query string applied
  { path: '/de/veranstaltungen', h1: 'Programm und Karten', text: 'Wassermusik', slot: 'mf_events/EventList', ld: 'ItemList' },
  { path: '/en/events?date=04-12-2026', h1: 'Programme and tickets', text: 'Water Music', slot: 'mf_events/EventList', ld: 'ItemList' },
  { path: '/de/veranstaltungen/wassermusik/32', h1: 'Wassermusik', text: 'Händel und Telemann', slot: 'mf_events/EventDetail', ld: 'Event' },
  { path: '/en/events/water-music/32', h1: 'Water Music', text: 'Handel and Telemann', slot: 'mf_events/EventDetail', ld: 'Event' },
  { path: '/de/produktionen', h1: 'Produktionen', text: 'Eröffnungsspielzeit', slot: 'mf_content/ProductionList' },
  { path: '/en/productions/the-salt-ship/6', h1: 'The Salt Barge', text: 'Music theatre for the whole family', slot: 'mf_content/ProductionDetail' },
  { path: '/de/mediathek-de', h1: 'Mediathek', text: 'Der Biber ist zurück', slot: 'mf_content/MagazineList' },
  { path: '/en/mediathek-en/categories/family/4', h1: 'Family', text: 'Holidays at the Culture Shipyard', slot: 'mf_content/MagazineList' },
  { path: '/de/mediathek-de/tags/natur/4', h1: '#Natur', text: 'Der Biber ist zurück', slot: 'mf_content/MagazineList' },
  { path: '/en/mediathek-en/tags', h1: '#Topics', text: 'Archaeology', slot: 'mf_content/MagazineList' },
  { path: '/de/mediathek-de/der-biber-ist-zurueck/8', h1: 'Der Biber ist zurück', text: 'Biber', slot: 'mf_content/MagazineArticle', ld: 'Article' },
  { path: '/de/team', h1: 'Team', text: 'Katharina Lehmann', slot: 'mf_content/TeamList' },
  { path: '/en/team/clara-neumann/3', h1: 'Clara Neumann', text: 'Artistic Director, Music', slot: 'mf_content/TeamMember' },
  { path: '/de/venues/kloster-auenstein/1', h1: 'Kloster Auenstein', text: 'Zisterzienserkloster', slot: 'mf_content/VenueDetail' },
  { path: '/en/series/monastery-concerts/2', h1: 'Abbey Concerts', text: 'Water Music', slot: 'mf_content/SeriesDetail' },
  { path: '/de/forms/kontakt/1', h1: 'Kontakt', text: 'E-Mail-Adresse wiederholen', slot: 'mf_content/FormPage' },
  { path: '/en/forms/contact/1', h1: 'Contact', text: 'Repeat e-mail address', slot: 'mf_content/FormPage' },
  { path: '/de/search/others/1?q=Biber', h1: 'Ergebnisse für „Biber“', text: 'Der Biber ist zurück', slot: 'mf_search/SearchPage' },
  { path: '/en/search/others/1?q=beaver', h1: 'Results for “beaver”', text: 'beaver', slot: 'mf_search/SearchPage' },
  // Module kinds whose code loads on demand (FAQ, two columns, video, embeds) are rendered too, not their fallbacks.
  { path: '/de/besuch', h1: 'Ihr Besuch', text: 'Wie viel Zeit sollte ich mitbringen?', slot: 'mf_content/Page' },
  { path: '/en/media', h1: 'Listen and watch', text: 'This content is provided by YouTube', slot: 'mf_content/Page' },
  { path: '/de/agb', h1: 'Allgemeine Geschäftsbedingungen', text: 'Geltungsbereich', slot: 'mf_content/Page' },
  { path: '/en/datenschutz', h1: 'Privacy policy', text: 'Controller', slot: 'mf_content/Page' },
  { path: '/en/impressum', h1: 'Imprint', text: 'Imprint', slot: 'mf_content/Page' },
];

for (const route of ROUTES) {
  test(`${route.path}: h1, main text and ${route.slot} rendered on the server${route.ld ? `, JSON-LD ${route.ld}` : ''}`, async () => {
    const answer = await page(route.path);
    assert.equal(answer.status, 200);
    assert.equal(answer.h1, route.h1);
    assert.ok(answer.text.includes(route.text), `"${route.text}" in the main text: ${answer.text.slice(0, 300)}`);
    assert.ok(answer.ssr.includes(`${route.slot}:html`), `${route.slot} rendered, got ${answer.ssr.join(', ')}`);
    if (route.ld) assert.ok(answer.ld.includes(route.ld), `JSON-LD ${route.ld}, got ${answer.ld.join(', ')}`);
    // The chrome comes from the shell's render: the skip links, and the footer's link to the imprint.
    assert.ok(answer.body.includes('href="#main-content"'), 'the skip links are there');
    assert.ok(answer.body.includes(`href="/${route.path.slice(1, 3)}/impressum"`), 'the footer links the imprint');
    // The slot's data travels with it, for the browser's first render (a legal page's slot has all of it in its props).
    assert.match(answer.body, /<script type="application\/json" data-slot-state>\{"mutations":\[\],"queries":\[/);
  });
}

test('the 404 page is rendered with the shell\'s error screen in both languages, with the custom page of the design settings, and carries no structured data', async () => {
  for (const url of ['/de/gibt-es-nicht', '/en/does-not-exist']) {
    const answer = await page(url);
    assert.equal(answer.status, 404);
    assert.equal(answer.h1, '404 Not Found');
    // The demo's custom 404 page (its style and body) is in the first HTML, not only once the browser has fetched it.
    assert.ok(answer.text.includes('Diese Seite hat der Strom mitgenommen'), answer.text.slice(0, 200));
    assert.ok(answer.text.includes('The river has carried this page away'), answer.text.slice(0, 200));
    assert.match(answer.body, /<style>\.custom-error\{text-align:center;padding:3rem 1rem\}/);
    assert.match(answer.body, /<p class="custom-error__code">404<\/p>/);
    assert.deepEqual(answer.ld, []);
  }
  // Without a custom page for the status the built-in text stands.
  await site.db.query(`UPDATE site_settings SET design = jsonb_set(design::jsonb, '{error_pages}', '[]'::jsonb) WHERE id = 1`);
  clearSiteCache(site.db);
  try {
    const answer = await page('/de/gibt-es-nicht');
    assert.ok(answer.text.includes('Die angeforderte Seite gibt es nicht oder nicht mehr.'), answer.text.slice(0, 200));
    assert.ok(!answer.body.includes('custom-error'));
  } finally {
    await site.db.query(`UPDATE site_settings SET design = jsonb_set(design::jsonb, '{error_pages}', '[404]'::jsonb) WHERE id = 1`);
    clearSiteCache(site.db);
  }
});

test('the 500 page (a page with an unknown middleware) and the 503 page (site offline) are rendered', async () => {
  await site.db.query(`UPDATE pages SET middleware = '["bogus"]' WHERE id = (SELECT page_id FROM page_translations WHERE locale = 'de' AND path = 'medien')`);
  await publishRows(site.db, { path: 'medien' });
  clearSiteCache(site.db);
  const failing = await page('/de/medien');
  assert.equal(failing.status, 500);
  assert.equal(failing.h1, '500 an unknown error occurred');
  // The error layout: the logo back home and a link to the start page.
  assert.match((await site.app.inject('/de/medien')).body, /<a href="\/de"[^>]*aria-label="Startseite"/);

  await setOnline(site.db, { site: false });
  try {
    for (const [url, h1] of [
      ['/de/besuch', 'Website offline'],
      ['/en/visit', 'Website offline'],
    ] as const) {
      const offline = await page(url);
      assert.equal(offline.status, 503);
      assert.equal(offline.h1, h1);
      assert.ok(offline.text.length > h1.length, 'a line under the heading');
    }
  } finally {
    await setOnline(site.db, { site: true });
  }
});

test('user pages are rendered for the signed-in visitor, with the account screen in the first answer', async () => {
  const staff = client(site.app);
  assert.equal((await staff.login()).statusCode, 200);
  for (const url of ['/de/user/profile', '/en/user/settings']) {
    const answer = await staff.get(url);
    assert.equal(answer.statusCode, 200);
    const { h1, text } = read(answer.statusCode, answer.body);
    assert.ok(h1 && h1.length > 0, `${url}: a heading`);
    assert.ok(text.includes('Eda Editor') || text.includes('editor'), `${url}: the account: ${text.slice(0, 200)}`);
  }
  // Anonymous, the same address sends to the login.
  const anonymous = await site.app.inject('/de/user/profile');
  assert.ok([200, 302].includes(anonymous.statusCode));
});
