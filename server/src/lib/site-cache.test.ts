import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { publishPage, publishRows } from '../testing/publish';
import { type Client, client } from '../testing/session';
import { type TestApp, testApp } from '../testing/test-app';
import { SITE_CACHE_TTL_MS } from './site-cache';

let t: TestApp;
let staff: Client;
let anon: Client;
before(async () => {
  t = await testApp();
  staff = client(t.app);
  anon = client(t.app);
  assert.equal((await staff.login()).statusCode, 200);
});
after(() => t.close());

const headline = async (who: Client, path = 'besuch') => (await who.get(`/de/pageeditor-api/page/${path}`)).json().headline as string;
/** A change published behind this server's back (another server copy): rows and the published pointer, no cache clear. */
const setHeadlineBySql = async (text: string, path = 'besuch') => {
  await t.db.query(`UPDATE page_translations SET headline = $1 WHERE locale = 'de' AND path = $2`, [text, path]);
  await publishRows(t.db, { path }, { clearCache: false });
};
const pageId = async (path: string) => (await staff.get(`/de/pageeditor-api/page/${path}`)).json().id as number;

test('visitors share one cached page per (locale, path); staff read through; the TTL bounds what another copy misses', async () => {
  const first = await anon.get('/de/pageeditor-api/page/besuch');
  assert.equal(first.statusCode, 200);
  assert.equal(first.headers['content-type'], 'application/json; charset=utf-8');
  assert.equal(first.headers['cache-control'], 'no-cache');
  const original = first.json().headline;
  // A change behind the server's back (another server copy): visitors keep the cached answer, staff see it.
  await setHeadlineBySql('Geändert per SQL');
  assert.equal(await headline(anon), original);
  assert.equal(await headline(anon, '/de/besuch/'), original, 'the same page by another spelling of its path');
  assert.equal(await headline(staff), 'Geändert per SQL');
  assert.equal((await staff.get('/de/pageeditor-api/page/besuch')).headers['cache-control'], 'no-store');
  t.clock.advance(SITE_CACHE_TTL_MS + 1);
  assert.equal(await headline(anon), 'Geändert per SQL');
  // version_id is a staff feature: a visitor sending one gets the current page (from the cache).
  assert.equal((await anon.get('/de/pageeditor-api/page/besuch?version_id=1')).json().headline, 'Geändert per SQL');
  assert.equal((await anon.get('/de/pageeditor-api/page/besuch?version_id=x')).statusCode, 400);
});

test('an editor\'s Publish reaches visitors at once (a save only the staff): page fields, modules, going offline, parents and siblings', async () => {
  const id = await pageId('besuch');
  assert.ok(await headline(anon));
  const patched = await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/pages/${id}/`, payload: { translations: { de: { headline: 'Ihr Besuch bei uns' } } } });
  assert.equal(patched.statusCode, 200, patched.body);
  assert.notEqual(await headline(anon), 'Ihr Besuch bei uns', 'a draft');
  await publishPage(staff, id);
  assert.equal(await headline(anon), 'Ihr Besuch bei uns');

  const page = (await anon.get('/de/pageeditor-api/page/besuch')).json();
  const versionBefore = page.version_id;
  const anchor = page.modules.find((m: { content_type: string }) => m.content_type === 'anchor_list').children[0];
  const saved = await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/modules/${anchor.id}/`, payload: { data: { title: 'Anreise' } } });
  assert.equal(saved.statusCode, 200, saved.body);
  await publishPage(staff, id);
  const after = (await anon.get('/de/pageeditor-api/page/besuch')).json();
  assert.equal(after.modules.find((m: { content_type: string }) => m.content_type === 'anchor_list').children[0].data.title, 'Anreise');
  assert.ok(after.version_id > versionBefore);

  // A sibling's title shows in this page's sibling list; renaming it clears this page too.
  const rooms = (await anon.get('/en/pageeditor-api/page/exhibition/rooms')).json();
  const sibling = rooms.siblings.find((s: { id: number }) => s.id !== rooms.id);
  await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/pages/${sibling.id}/`, payload: { translations: { en: { title: 'Renamed sibling' } } } });
  assert.notEqual((await anon.get('/en/pageeditor-api/page/exhibition/rooms')).json().siblings.find((s: { id: number }) => s.id === sibling.id).title, 'Renamed sibling', 'siblings are named as published');
  await publishPage(staff, sibling.id);
  const roomsAfter = (await anon.get('/en/pageeditor-api/page/exhibition/rooms')).json();
  assert.equal(roomsAfter.siblings.find((s: { id: number }) => s.id === sibling.id).title, 'Renamed sibling');

  const offline = await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/pages/${id}/`, payload: { is_online: false } });
  assert.equal(offline.statusCode, 200);
  await publishPage(staff, id);
  assert.equal((await anon.get('/de/pageeditor-api/page/besuch')).statusCode, 404);
  assert.equal((await staff.get('/de/pageeditor-api/page/besuch')).statusCode, 200);
  await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/pages/${id}/`, payload: { is_online: true } });
  await publishPage(staff, id);
  assert.equal((await anon.get('/de/pageeditor-api/page/besuch')).statusCode, 200);
});

test('a cached 404 goes when the page is published; restore and delete clear as well', async () => {
  assert.equal((await anon.get('/de/pageeditor-api/page/neu-im-cache')).statusCode, 404);
  const created = await staff.request({
    method: 'POST',
    url: '/de/pageeditor-api/pages/',
    payload: { translations: { de: { path: 'neu-im-cache', title: 'Neu im Cache' }, en: { path: 'new-in-cache', title: 'New in cache' } } },
  });
  assert.equal(created.statusCode, 201, created.body);
  const id = created.json().id;
  const v1 = created.json().version_id;
  assert.equal((await anon.get('/de/pageeditor-api/page/neu-im-cache')).statusCode, 404, 'created, not yet published');
  await publishPage(staff, id);
  assert.equal((await anon.get('/de/pageeditor-api/page/neu-im-cache')).json().title, 'Neu im Cache');
  await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/pages/${id}/`, payload: { translations: { de: { title: 'Zweite Fassung' } } } });
  await publishPage(staff, id);
  assert.equal((await anon.get('/de/pageeditor-api/page/neu-im-cache')).json().title, 'Zweite Fassung');
  const restored = await staff.request({ method: 'POST', url: `/de/pageeditor-api/pages/${id}/restore/`, payload: { version_id: v1 } });
  assert.equal(restored.statusCode, 200, restored.body);
  await publishPage(staff, id);
  assert.equal((await anon.get('/de/pageeditor-api/page/neu-im-cache')).json().title, 'Neu im Cache');
  assert.equal((await staff.request({ method: 'DELETE', url: `/de/pageeditor-api/pages/${id}/` })).statusCode, 204);
  assert.equal((await anon.get('/de/pageeditor-api/page/neu-im-cache')).statusCode, 404);
});

test('containers by slug are cached for visitors and cleared by a save', async () => {
  const url = '/de/pageeditor-api/container/by-slug/events-overlay-intro';
  const before = (await anon.get(url)).json();
  const text = before.columns[0].children[0];
  const saved = await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/modules/${text.id}/`, payload: { data: { content: '<p>Neuer Hinweis</p>' } } });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal((await anon.get(url)).json().columns[0].children[0].data.content, '<p>Neuer Hinweis</p>');
  assert.equal((await anon.get('/de/pageeditor-api/container/by-slug/gibt-es-nicht')).statusCode, 404);
});

test('the document host: cached heads follow editor saves, the settings switch shows at once', async () => {
  const title = async (path: string) => /<title>([^<]*)<\/title>/.exec((await anon.get(path)).body)?.[1];
  const before = await title('/de/besuch');
  assert.ok(before);
  await t.db.query(`UPDATE page_translations SET meta_title = 'Nur per SQL' WHERE locale = 'de' AND path = 'besuch'`);
  await publishRows(t.db, { path: 'besuch' }, { clearCache: false });
  assert.equal(await title('/de/besuch'), before, 'visitors get the cached head');
  assert.match((await staff.get('/de/besuch')).body, /<title>Nur per SQL \|/, 'staff read through');
  const id = await pageId('besuch');
  await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/pages/${id}/`, payload: { translations: { de: { meta_title: 'Besuch planen' } } } });
  await publishPage(staff, id);
  assert.equal(await title('/de/besuch'), 'Besuch planen | Landesausstellung 2026');

  assert.equal((await anon.get('/de/besuch')).statusCode, 200);
  // The site switch is the admin's.
  const admin = client(t.app);
  assert.equal((await admin.login('admin', 'admin')).statusCode, 200);
  const off = await admin.request({ method: 'PATCH', url: '/pageeditor-api/settings', payload: { is_site_online: false } });
  assert.equal(off.statusCode, 200, off.body);
  try {
    assert.equal((await anon.get('/de/besuch')).statusCode, 503);
  } finally {
    await admin.request({ method: 'PATCH', url: '/pageeditor-api/settings', payload: { is_site_online: true } });
  }
  assert.equal((await anon.get('/de/besuch')).statusCode, 200);
  // Redirect entries are cached too (and still answer 301 with the query kept).
  const moved = await anon.get('/de/programm?x=1');
  assert.equal(moved.statusCode, 301);
  assert.equal(moved.headers.location, '/de/veranstaltungen?x=1');
});
