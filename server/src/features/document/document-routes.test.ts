import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, test } from 'node:test';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';
import { publishRows } from '../../testing/publish';
import { clearSiteCache } from '../../lib/site-cache';
import { setOnline } from '../../lib/settings-repo';
import { registerRouteResolver } from '../../lib/route-resolvers';

let t: TestApp;
let root: string;
const TEMPLATE = '<!doctype html>\n<html lang="de">\n<head>\n<meta charset="utf-8">\n<!--ssr:head-->\n<!--ssr:boot-->\n</head>\n<body><div id="root"></div></body>\n</html>';

function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'core-dist-'));
  const write = (rel: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
  };
  write('shell/dist/index.html', TEMPLATE);
  write('shell/dist/main.3f9a2c1b.js', 'console.log("shell")');
  fs.writeFileSync(path.join(dir, 'shell/dist/main.3f9a2c1b.js.br'), zlib.brotliCompressSync('console.log("shell")'));
  write('shell/dist/favicon.ico', 'icon');
  write('mf-events/dist/mf-manifest.json', '{"id":"mf_events"}');
  write('mf-events/dist/remoteEntry.js', 'var mf_events;');
  write('mf-events/dist/87.1d905e2e.js', 'chunk');
  return dir;
}

before(async () => {
  root = fakeDist();
  t = await testApp({ appsRoot: root });
  registerRouteResolver('events-slug-id', async (_ctx, locale, { id }) =>
    id === '1' ? { title: locale === 'de' ? 'Konzert' : 'Concert', urls: { de: '/de/veranstaltungen/konzert/1', en: '/en/events/concert/1' } } : null,
  );
});
after(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const boot = (html: string) => JSON.parse(/window\.__SITE_BOOT__=(\{.*?\})<\/script>/.exec(html)![1]);

test('/ redirects by browser language only, never cached', async () => {
  const en = await t.app.inject({ url: '/', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
  assert.equal(en.statusCode, 302);
  assert.equal(en.headers.location, '/en');
  assert.equal(en.headers.vary, 'Accept-Language');
  assert.equal(en.headers['cache-control'], 'no-store');
  assert.equal((await t.app.inject({ url: '/', headers: { 'accept-language': 'fr' } })).headers.location, '/de');
  assert.equal((await t.app.inject({ url: '/', headers: { 'accept-language': 'fr, en' } })).headers.location, '/en');
  assert.equal((await t.app.inject('/')).headers.location, '/de');
});

test('a CMS page document: lang, title, description, robots, hreflang, canonical, og, preload, boot', async () => {
  const res = await t.app.inject('/en/exhibition/rooms');
  assert.equal(res.statusCode, 200);
  const html = res.body;
  assert.match(html, /<html lang="en">/);
  assert.match(html, /<title>Rooms \| Landesausstellung 2026<\/title>/);
  assert.match(html, /<meta name="robots" content="none">/);
  assert.match(html, /<link rel="alternate" hreflang="de" href="http:\/\/localhost:80\/de\/ausstellung\/raeume">/);
  assert.match(html, /hreflang="x-default" href="[^"]*\/de\/ausstellung\/raeume"/);
  assert.match(html, /<link rel="canonical" href="[^"]*\/en\/exhibition\/rooms">/);
  // No page image: the header logo link is the sharing fallback.
  assert.match(html, /<meta property="og:image" content="[^"]*\/media\/site-logo-/);
  assert.match(html, /<link rel="preload" href="\/remotes\/mf-content\/mf-manifest.json" as="fetch" crossorigin>/);
  assert.match(html, /<link rel="preload" href="\/remotes\/mf-content\/remoteEntry.js" as="script">/);
  assert.match(html, /window\.__REMOTE_MAP__=\{"mf_content":"\/remotes\/mf-content\/mf-manifest.json"/);
  assert.deepEqual(boot(html), { status: 200, locale: 'en' });
  // Shared by every visitor: no cookie of anyone's, the API hands out the CSRF token when the browser needs one.
  assert.equal(res.headers['set-cookie'], undefined);
  const token = await t.app.inject('/api/csrf-token/');
  assert.equal(token.statusCode, 204);
  assert.match(String(token.headers['set-cookie']), /csrftoken=/);
});

test('list routes take head from the CMS page at the same path; legal routes from the legal text', async () => {
  const events = await t.app.inject('/de/veranstaltungen');
  assert.equal(events.statusCode, 200);
  assert.match(events.body, /<title>Veranstaltungen \| Landesausstellung 2026<\/title>/);
  for (const url of ['/de/veranstaltungen', '/en/events', '/de/produktionen', '/en/productions']) {
    assert.match((await t.app.inject(url)).body, /<meta name="description" content="[^"]{40,}">/, `${url} has a description`);
  }
  assert.match(events.body, /href="\/remotes\/mf-events\/mf-manifest.json"/);
  assert.match((await t.app.inject('/en/impressum')).body, /<title>Imprint \| Landesausstellung 2026<\/title>/);
});

test('search result pages of one category have their own title and hreflang links', async () => {
  const de = (await t.app.inject('/de/search/events/2?q=fluss')).body;
  assert.match(de, /<title>Suche: Veranstaltungen – Seite 2 \| Landesausstellung 2026<\/title>/);
  assert.match(de, /<link rel="alternate" hreflang="en" href="[^"]*\/en\/search\/events\/2">/);
  const en = (await t.app.inject('/en/search/others')).body;
  assert.match(en, /<title>Search: Other content \| Landesausstellung 2026<\/title>/);
  assert.match(en, /<link rel="alternate" hreflang="de" href="[^"]*\/de\/search\/others">/);
});

test('backend redirect entries answer 301', async () => {
  const res = await t.app.inject('/de/programm?x=1');
  assert.equal(res.statusCode, 301);
  assert.equal(res.headers.location, '/de/veranstaltungen?x=1');
});

test('?v= is removed with a 301 for anonymous visitors, kept for staff', async () => {
  const res = await t.app.inject('/de/besuch?v=3&a=b');
  assert.equal(res.statusCode, 301);
  assert.equal(res.headers.location, '/de/besuch?a=b');
  const staff: Client = client(t.app);
  await staff.login();
  assert.equal((await staff.get('/de/besuch?v=3')).statusCode, 200);
  assert.equal((await staff.get('/de/vorschau')).statusCode, 200, 'staff see offline pages');
});

test('unknown routes and offline pages: 404 with the document', async () => {
  for (const url of ['/de/gibt-es-nicht', '/de/vorschau', '/en/a/b/c', '/xx/yy', '/de/veranstaltungen/x/999']) {
    const res = await t.app.inject(url);
    assert.equal(res.statusCode, 404, url);
    assert.match(res.body, /<div id="root">/);
    assert.equal(boot(res.body).status, 404);
  }
  assert.equal(boot((await t.app.inject('/en/nothing')).body).locale, 'en');
});

test('detail routes ask the resolver their feature registered', async () => {
  const res = await t.app.inject('/en/events/concert/1');
  assert.equal(res.statusCode, 200);
  assert.match(res.body, /<title>Concert \| Landesausstellung 2026<\/title>/);
  assert.match(res.body, /hreflang="de" href="[^"]*\/de\/veranstaltungen\/konzert\/1"/);
  assert.match(res.body, /href="\/remotes\/mf-booking\/mf-manifest.json"/);
});

test('site offline: 503 document for every route', async () => {
  await setOnline(t.db, { site: false });
  try {
    const res = await t.app.inject('/de/besuch');
    assert.equal(res.statusCode, 503);
    assert.equal(boot(res.body).status, 503);
    assert.match(res.body, /<title>Website offline/);
  } finally {
    await setOnline(t.db, { site: true });
  }
  await t.db.query('DELETE FROM site_settings');
  clearSiteCache(t.db); // direct SQL bypasses the writers that clear the cache (decision 014)
  assert.equal((await t.app.inject('/de')).statusCode, 503, 'missing settings count as failing settings');
  assert.equal((await t.app.inject('/pageeditor-api/settings')).statusCode, 503);
});

test('shop paths (200, redirect map 301); unknown middleware 500; auth middleware → login', async () => {
  const seeded = await testApp({ appsRoot: root });
  try {
    const shop = await seeded.app.inject('/webshop/cart');
    assert.equal(shop.statusCode, 200);
    assert.equal(boot(shop.body).status, 200);
    const events = await seeded.app.inject({ url: '/testshop/events', headers: { 'accept-language': 'en' } });
    assert.equal(events.statusCode, 301);
    assert.equal(events.headers.location, '/en/events');
    assert.equal((await seeded.app.inject('/webshop/series/7')).headers.location, '/de/abonnement');

    await seeded.db.query(`UPDATE pages SET middleware = '["bogus"]' WHERE id = (SELECT page_id FROM page_translations WHERE locale = 'de' AND path = 'medien')`);
    await publishRows(seeded.db, { path: 'medien' });
    const bad = await seeded.app.inject('/de/medien');
    assert.equal(bad.statusCode, 500);
    assert.deepEqual(boot(bad.body), { status: 500, locale: 'de', error: 'Unknown middleware bogus' });
    await seeded.db.query(`UPDATE pages SET middleware = '["auth"]' WHERE id = (SELECT page_id FROM page_translations WHERE locale = 'de' AND path = 'mitmachen')`);
    await publishRows(seeded.db, { path: 'mitmachen' });
    const guarded = await seeded.app.inject('/de/mitmachen');
    assert.equal(guarded.statusCode, 302);
    assert.equal(guarded.headers.location, '/de/login/?next=%2Fde%2Fmitmachen');
  } finally {
    await seeded.close();
  }
});

test('static files: hashed immutable (br served), manifest and entry no-cache with ETag, missing dist 503', async () => {
  const js = await t.app.inject({ url: '/main.3f9a2c1b.js', headers: { 'accept-encoding': 'br, gzip' } });
  assert.equal(js.statusCode, 200);
  assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(js.headers['content-encoding'], 'br');
  const manifest = await t.app.inject('/remotes/mf-events/mf-manifest.json');
  assert.equal(manifest.statusCode, 200);
  assert.equal(manifest.headers['cache-control'], 'no-cache');
  assert.ok(manifest.headers.etag);
  const again = await t.app.inject({ url: '/remotes/mf-events/mf-manifest.json', headers: { 'if-none-match': String(manifest.headers.etag) } });
  assert.equal(again.statusCode, 304);
  assert.equal((await t.app.inject('/remotes/mf-events/remoteEntry.js')).headers['cache-control'], 'no-cache');
  assert.equal((await t.app.inject('/remotes/mf-events/87.1d905e2e.js')).headers['cache-control'], 'public, max-age=31536000, immutable');
  const missing = await t.app.inject('/remotes/mf-shop/remoteEntry.js');
  assert.equal(missing.statusCode, 503);
  assert.match(missing.json().message, /mf-shop is not built/);
  assert.equal((await t.app.inject('/remotes/mf-events/nope.js')).statusCode, 404);
  assert.equal((await t.app.inject('/remotes/evil/x.js')).statusCode, 404);
  assert.equal((await t.app.inject('/remotes/mf-events/..%2f..%2fshell/dist/index.html')).statusCode, 404);
  assert.equal((await t.app.inject('/favicon.ico')).headers['cache-control'], 'public, max-age=3600');
});
