import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { navigationSchema, pageSchema, settingsResponseSchema } from 'shared-contracts/site';
import { type TestApp, testApp } from '../../testing/test-app';
import { setOnline } from '../../lib/settings-repo';
import { client } from '../../testing/session';

let t: TestApp;
before(async () => {
  t = await testApp();
});
after(() => t.close());

test('settings answer status 200 with design settings; robots none on this staging instance', async () => {
  const res = await t.app.inject('/pageeditor-api/settings');
  assert.equal(res.statusCode, 200);
  const body = settingsResponseSchema.parse(res.json());
  assert.equal(body.data.is_site_online, true);
  assert.equal(body.data.design.robots, 'none');
  assert.deepEqual(body.data.design.error_pages, [404]);
  await setOnline(t.db, { shop: false });
  assert.equal(settingsResponseSchema.parse((await t.app.inject('/pageeditor-api/settings')).json()).data.is_shop_online, false);
  await setOnline(t.db, { shop: true });
});

test('admins switch the shop and the site on and off; anonymous callers, other roles and bad bodies are refused', async () => {
  const anonymous = client(t.app);
  assert.equal((await anonymous.request({ method: 'PATCH', url: '/pageeditor-api/settings', payload: { is_shop_online: false } })).statusCode, 401);
  // Site-level switches are the admin's, as in the back office: an editor or the box office gets 403 and nothing changes.
  for (const [username, password] of [['editor', 'editor'], ['kasse', 'kasse']]) {
    const other = client(t.app);
    assert.equal((await other.login(username, password)).statusCode < 400, true);
    const refused = await other.request({ method: 'PATCH', url: '/pageeditor-api/settings', payload: { is_site_online: false, is_shop_online: false } });
    assert.equal(refused.statusCode, 403, username);
    assert.match(refused.json().message, /role/);
  }
  const unchanged = settingsResponseSchema.parse((await t.app.inject('/pageeditor-api/settings')).json()).data;
  assert.equal(unchanged.is_site_online && unchanged.is_shop_online, true);
  const staff = client(t.app);
  assert.equal((await staff.login('admin', 'admin')).statusCode < 400, true);
  const bad = await staff.request({ method: 'PATCH', url: '/pageeditor-api/settings', payload: { is_shop_online: 'no' } });
  assert.equal(bad.statusCode, 400);
  assert.match(bad.json().message, /is_shop_online/);
  const off = await staff.request({ method: 'PATCH', url: '/pageeditor-api/settings', payload: { is_shop_online: false } });
  assert.equal(off.statusCode, 200);
  assert.equal(off.json().data.is_shop_online, false);
  assert.equal((await staff.request({ method: 'PATCH', url: '/pageeditor-api/settings', payload: { is_shop_online: true } })).json().data.is_shop_online, true);
});

test('navigation has a menu with submenus, a secondary menu and footer links, per locale', async () => {
  const de = navigationSchema.parse((await t.app.inject('/de/pageeditor-api/nav')).json());
  const en = navigationSchema.parse((await t.app.inject('/en/pageeditor-api/nav')).json());
  assert.ok(de.menu.some((m) => m.children.length > 0));
  assert.equal(de.menu[0].menu_name, 'Programm');
  assert.equal(en.menu[0].menu_name, 'Programme');
  assert.ok(de.secondary_menu.length > 0);
  assert.ok(de.footer.some((f) => f.url === '/de/impressum'));
  assert.equal((await t.app.inject('/fr/pageeditor-api/nav')).statusCode, 404);
});

test('redirect entries are listed per locale (at least three in all)', async () => {
  const de = (await t.app.inject('/de/pageeditor-api/redirect')).json();
  const en = (await t.app.inject('/en/pageeditor-api/redirect')).json();
  assert.ok(de.length + en.length >= 3);
  assert.deepEqual(de[0], { old_path: '/de/programm', new_path: '/de/veranstaltungen' });
});

test('pages: home by "" and "home", parent chain, siblings, urls per language', async () => {
  for (const path of ['', 'home']) {
    const res = await t.app.inject(`/de/pageeditor-api/page/${path}`);
    assert.equal(res.statusCode, 200, path);
    const page = pageSchema.parse(res.json());
    assert.deepEqual(page.urls, { de: '/de', en: '/en' });
  }
  const rooms = pageSchema.parse((await t.app.inject('/en/pageeditor-api/page/exhibition/rooms')).json());
  assert.equal(rooms.title, 'Rooms');
  assert.equal(rooms.parent?.title, 'Exhibition');
  assert.deepEqual(rooms.urls, { de: '/de/ausstellung/raeume', en: '/en/exhibition/rooms' });
  assert.ok(rooms.siblings.some((s) => s.urls.en === '/en/exhibition/history'));
  assert.equal(rooms.modules[0].layout, '67-33');
  assert.equal(rooms.modules[0].columns?.length, 2);
  const events = pageSchema.parse((await t.app.inject('/de/pageeditor-api/page/veranstaltungen')).json());
  assert.equal(events.headline, 'Programm und Karten');
  assert.equal((await t.app.inject('/de/pageeditor-api/page/gibt-es-nicht')).statusCode, 404);
});

test('an offline page is 404 for anonymous callers', async () => {
  assert.equal((await t.app.inject('/de/pageeditor-api/page/vorschau')).statusCode, 404);
});

test('container by slug, 404 when missing', async () => {
  const res = await t.app.inject('/de/pageeditor-api/container/by-slug/events-overlay-intro');
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().content_type, 'container');
  assert.equal(res.json().columns[0].children[0].content_type, 'text');
  assert.equal((await t.app.inject('/de/pageeditor-api/container/by-slug/nope')).statusCode, 404);
});

test('custom error page html for statuses in design settings only', async () => {
  const res = await t.app.inject('/html/404.html');
  assert.equal(res.statusCode, 200);
  assert.match(res.body, /<style>/);
  assert.match(res.body, /<body>/);
  assert.equal((await t.app.inject('/html/500.html')).statusCode, 404);
  assert.equal((await t.app.inject('/html/abc.html')).statusCode, 404);
});

test('legal pages answer title and html per locale', async () => {
  for (const kind of ['agb', 'imprint', 'privacy-policy']) {
    const de = (await t.app.inject(`/de/api/${kind}/`)).json();
    const en = (await t.app.inject(`/en/api/${kind}/`)).json();
    assert.ok(de.title && de.html.includes('<'), kind);
    assert.notEqual(de.title, en.title);
  }
  assert.equal((await t.app.inject('/de/api/imprint/')).json().title, 'Impressum');
});

test('the search view lists online pages only', async () => {
  const rows = await t.db.query<{ url: string; body: string }>("SELECT url, body FROM search_source_pages WHERE locale = 'de'");
  assert.ok(rows.some((r) => r.url === '/de/ausstellung' && r.body.includes('Jahrhunderte')));
  assert.ok(!rows.some((r) => r.url === '/de/vorschau'));
});

test('a custom error page is served as written and taken apart (style text and cleaned body) for the error screen', async () => {
  await t.db.query('UPDATE error_pages SET html = $1 WHERE status = 404', [
    '<html><head><title>x</title><style>.a>p{color:red}</style></head><body><p class="a" onclick="x()">Weg</p><script>alert(1)</script><a href="javascript:x()">b</a></body></html>',
  ]);
  const raw = await t.app.inject('/html/404.html');
  assert.equal(raw.statusCode, 200);
  assert.match(String(raw.headers['content-type']), /text\/html/);
  const parts = await t.app.inject('/html/404.json');
  assert.equal(parts.statusCode, 200);
  assert.equal(parts.headers['cache-control'], 'no-cache');
  assert.deepEqual(parts.json(), { style: '.a>p{color:red}', body: '<p class="a">Weg</p><a>b</a>' });
  assert.equal((await t.app.inject('/html/418.json')).statusCode, 404);
  assert.equal((await t.app.inject('/html/404.txt')).statusCode, 404);
});
