import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { PageTreeNode } from 'shared-contracts/page-tree';
import { publishPage } from '../../testing/publish';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
let staff: Client;
before(async () => {
  t = await testApp();
  staff = client(t.app);
  assert.equal((await staff.login()).statusCode, 200);
});
after(() => t.close());

const tree = async (locale = 'de') => (await staff.get(`/${locale}/pageeditor-api/page-tree/`)).json() as PageTreeNode[];
const nodeAt = async (url: string, locale = 'de') => (await tree(locale)).find((n) => n.url === url)!;
const create = (parent: number | null, de: string, en: string, extra: Record<string, unknown> = {}) =>
  staff.request({
    method: 'POST',
    url: '/de/pageeditor-api/page-tree/',
    payload: { parent, layout: '50-50', translations: { de: { title: de, segment: de }, en: { title: en, segment: en } }, ...extra },
  });
const post = (url: string, payload: unknown = {}, headers: Record<string, string> = {}) => staff.request({ method: 'POST', url, payload, headers });

test('a page created under a parent gets the parent address plus its segment, a section in the layout, and stays a draft', async () => {
  const parent = await nodeAt('/de/ausstellung');
  const res = await create(parent.id, 'baum-neu', 'tree-new', { in_menu: true });
  assert.equal(res.statusCode, 201);
  const id = res.json().id as number;
  const node = (await tree()).find((n) => n.id === id)!;
  assert.equal(node.url, '/de/ausstellung/baum-neu');
  assert.equal(node.parent_id, parent.id);
  assert.equal(node.published, false);
  assert.equal(node.has_draft, true);
  assert.equal((await tree('en')).find((n) => n.id === id)!.url, '/en/exhibition/tree-new');
  for (const locale of ['de', 'en']) {
    const detail = JSON.stringify((await staff.get(`/${locale}/pageeditor-api/pages/${id}/`)).json());
    assert.ok(detail.includes('"50-50"'), `the ${locale} page starts with a section in the chosen layout`);
  }
  assert.equal((await client(t.app).get('/de/pageeditor-api/page/ausstellung/baum-neu')).statusCode, 404, 'visitors do not see a draft');

  await publishPage(staff, id);
  assert.equal((await client(t.app).get('/de/pageeditor-api/page/ausstellung/baum-neu')).statusCode, 200);
  const nav = (await client(t.app).get('/de/pageeditor-api/nav')).body;
  assert.ok(nav.includes('/de/ausstellung/baum-neu'), 'a page with in_menu is in the menu once published');
});

test('an address is unique per parent: the same segment twice under one parent is 400 naming the field', async () => {
  const parent = await nodeAt('/de/ausstellung');
  assert.equal((await create(parent.id, 'zweimal', 'twice-a')).statusCode, 201);
  const res = await create(parent.id, 'zweimal', 'twice-b');
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().field, 'translations.de.segment');
  // The same segment under another parent is a different address.
  assert.equal((await create(null, 'zweimal', 'twice-top')).statusCode, 201);
  const bad = await post('/de/pageeditor-api/page-tree/', { parent: parent.id, translations: { de: { title: 'x', segment: 'Mit Leerzeichen' }, en: { title: 'x', segment: 'ok' } } });
  assert.equal(bad.statusCode, 400);
  assert.match(bad.json().field, /translations\.de\.segment/);
});

test('moving: no cycles, the subtree follows the address, order among siblings, 409 on a stale version', async () => {
  const a = (await create(null, 'zweig-a', 'branch-a')).json().id as number;
  const b = (await create(a, 'zweig-b', 'branch-b')).json().id as number;
  const c = (await create(b, 'zweig-c', 'branch-c')).json().id as number;

  const cycle = await post(`/de/pageeditor-api/page-tree/${a}/move/`, { parent: c, position: 0 });
  assert.equal(cycle.statusCode, 400);
  assert.equal(cycle.json().field, 'parent');
  assert.equal((await post(`/de/pageeditor-api/page-tree/${a}/move/`, { parent: a, position: 0 })).json().field, 'parent');

  const version = String((await tree()).find((n) => n.id === b)!.version);
  const moved = await post(`/de/pageeditor-api/page-tree/${b}/move/`, { parent: null, position: 0 }, { 'x-page-version': version });
  assert.equal(moved.statusCode, 200);
  const after = await tree();
  assert.equal(after.find((n) => n.id === b)!.url, '/de/zweig-b');
  assert.equal(after.find((n) => n.id === c)!.url, '/de/zweig-b/zweig-c', 'the subpage keeps its place below');
  assert.equal((await tree('en')).find((n) => n.id === c)!.url, '/en/branch-b/branch-c');
  const top = after.filter((n) => n.parent_id === null);
  assert.equal(top[0].id, b, 'position 0 puts it first among its new siblings');

  const stale = await post(`/de/pageeditor-api/page-tree/${b}/move/`, { parent: a, position: 0 }, { 'x-page-version': version });
  assert.equal(stale.statusCode, 409);
  assert.equal(stale.json().field, 'version');

  // A page under the new parent with the same segment blocks the move.
  const other = (await create(a, 'zweig-c', 'other-c')).json().id as number;
  const clash = await post(`/de/pageeditor-api/page-tree/${c}/move/`, { parent: a, position: 0 });
  assert.equal(clash.statusCode, 400);
  assert.equal(clash.json().field, 'translations.de.segment');
  assert.ok(other);
  assert.equal((await post(`/de/pageeditor-api/page-tree/${a}/move/`, { parent: null })).json().field, 'position');
});

test('delete with a 301: the old address answers 301 to the chosen page; a page with subpages is refused', async () => {
  const target = await nodeAt('/de/ausstellung');
  const id = (await create(null, 'weg-damit', 'gone-page')).json().id as number;
  await publishPage(staff, id);
  const child = (await create(id, 'kind', 'child')).json().id as number;
  const refused = await post(`/de/pageeditor-api/page-tree/${id}/delete/`, { redirect_to: target.id });
  assert.equal(refused.statusCode, 409);
  assert.equal((await post(`/de/pageeditor-api/page-tree/${child}/delete/`, {})).statusCode, 204);
  assert.equal((await post(`/de/pageeditor-api/page-tree/${id}/delete/`, { redirect_to: id })).json().field, 'redirect_to');
  assert.equal((await post(`/de/pageeditor-api/page-tree/${id}/delete/`, { redirect_to: 999999 })).json().field, 'redirect_to');

  assert.equal((await post(`/de/pageeditor-api/page-tree/${id}/delete/`, { redirect_to: target.id })).statusCode, 204);
  const res = await client(t.app).get('/de/weg-damit');
  assert.equal(res.statusCode, 301);
  assert.equal(res.headers.location, '/de/ausstellung');
  const en = await client(t.app).get('/en/gone-page');
  assert.equal(en.statusCode, 301);
  assert.equal(en.headers.location, (await nodeAt('/de/ausstellung').then((n) => tree('en').then((all) => all.find((x) => x.id === n.id)!.url))));
  assert.ok(!(await tree()).some((n) => n.id === id));
});

test('a deleted page leaves the menu; restored from the trash it is reachable again (its redirects go) and back in the menu', async () => {
  const target = await nodeAt('/de/ausstellung');
  const id = (await create(null, 'im-menue', 'in-the-menu', { in_menu: true })).json().id as number;
  await publishPage(staff, id);
  const menuUrls = async (locale: string) => {
    const nav = (await client(t.app).get(`/${locale}/pageeditor-api/nav`)).json() as { menu: Array<{ url: string; children: unknown[] }> };
    const flat = (items: Array<{ url: string; children: unknown[] }>): string[] => items.flatMap((i) => [i.url, ...flat(i.children as typeof items)]);
    return flat(nav.menu);
  };
  assert.ok((await menuUrls('de')).includes('/de/im-menue'));
  assert.ok((await menuUrls('en')).includes('/en/in-the-menu'));

  assert.equal((await post(`/de/pageeditor-api/page-tree/${id}/delete/`, { redirect_to: target.id })).statusCode, 204);
  assert.ok(!(await menuUrls('de')).includes('/de/im-menue'), 'a deleted page is no longer offered in the menu');
  assert.ok(!(await menuUrls('en')).includes('/en/in-the-menu'));
  assert.equal((await client(t.app).get('/de/im-menue')).statusCode, 301);

  assert.equal((await post(`/de/pageeditor-api/pages/deleted/${id}/restore/`)).statusCode, 200);
  const back = await client(t.app).get('/de/im-menue');
  assert.notEqual(back.statusCode, 301, 'the redirect made at deletion is gone with the restore');
  assert.equal((await client(t.app).get('/de/pageeditor-api/page/im-menue')).statusCode, 200);
  assert.ok((await menuUrls('de')).includes('/de/im-menue'), 'back in the menu, as its flag says');
  assert.ok((await menuUrls('en')).includes('/en/in-the-menu'));
});

test('duplicate makes a draft copy after the page; take offline hides a published page from visitors', async () => {
  const id = (await create(null, 'vorlage', 'template')).json().id as number;
  await publishPage(staff, id);
  const copy = await post(`/de/pageeditor-api/page-tree/${id}/duplicate/`);
  assert.equal(copy.statusCode, 201);
  const node = (await tree()).find((n) => n.id === copy.json().id)!;
  assert.equal(node.url, '/de/vorlage-kopie');
  assert.equal(node.title, 'vorlage (Kopie)');
  assert.equal(node.published, false);
  const detail = JSON.stringify((await staff.get(`/de/pageeditor-api/pages/${node.id}/`)).json());
  assert.ok(detail.includes('50-50'), 'the sections are copied');

  assert.equal((await client(t.app).get('/de/pageeditor-api/page/vorlage')).statusCode, 200);
  assert.equal((await post(`/de/pageeditor-api/page-tree/${id}/offline/`)).statusCode, 200);
  assert.equal((await client(t.app).get('/de/pageeditor-api/page/vorlage')).statusCode, 404);
  assert.equal((await tree()).find((n) => n.id === id)!.published, false);
});

test('roles and CSRF: visitors 401, box office 403, a write without the CSRF header 403', async () => {
  assert.equal((await client(t.app).get('/de/pageeditor-api/page-tree/')).statusCode, 401);
  const kasse = client(t.app);
  await kasse.login('kasse', 'kasse');
  assert.equal((await kasse.get('/de/pageeditor-api/page-tree/')).statusCode, 403);
  // The dashboard's calls are the editors' too: the box office role gets 403 from the server, not just no panel.
  for (const call of ['dashboard-error-log/summary/', 'dashboard-page-activities/', 'dashboard-search-keywords/']) {
    assert.equal((await kasse.get(`/de/api/${call}`)).statusCode, 403, call);
  }
  const admin = client(t.app);
  await admin.login('admin', 'admin');
  assert.equal((await admin.get('/de/pageeditor-api/page-tree/')).statusCode, 200);
  const noCsrf = await staff.request({ method: 'POST', url: '/de/pageeditor-api/page-tree/', payload: {}, csrf: false });
  assert.equal(noCsrf.statusCode, 403);
});

test('dashboard: the error log by address, newest first with counts, drops an address once it redirects; page activities', async () => {
  const visitor = client(t.app);
  for (const url of ['/de/alt-a', '/de/alt-a?x=1', '/de/alt-b']) {
    assert.equal((await visitor.request({ method: 'POST', url: '/de/api/dashboard-error-log/', payload: { url } })).statusCode, 201);
  }
  const rows = (await staff.get('/de/api/dashboard-error-log/summary/')).json() as Array<{ path: string; count: number }>;
  assert.deepEqual(rows.slice(0, 2).map((r) => [r.path, r.count]), [['/de/alt-b', 1], ['/de/alt-a', 2]]);
  const redirect = await post('/de/pageeditor-api/resources/redirects/', { locale: 'de', old_path: '/de/alt-a', new_path: '/de/ausstellung' });
  assert.equal(redirect.statusCode, 201);
  assert.equal((await client(t.app).get('/de/alt-a')).statusCode, 301);
  const left = (await staff.get('/de/api/dashboard-error-log/summary/')).json() as Array<{ path: string }>;
  assert.ok(!left.some((r) => r.path === '/de/alt-a'));
  assert.equal((await staff.get('/de/api/dashboard-error-log/summary/?limit=0')).json().field, 'limit');
  assert.equal((await visitor.get('/de/api/dashboard-error-log/summary/')).statusCode, 401);

  const created = (await create(null, 'aktivitaet', 'activity')).json().id as number;
  const activities = (await staff.get('/de/api/dashboard-page-activities/?limit=3')).json() as Array<{ page_id: number; url: string; note: string; changed_by: string }>;
  assert.equal(activities.length, 3);
  assert.deepEqual([activities[0].page_id, activities[0].url, activities[0].note, activities[0].changed_by], [created, '/de/aktivitaet', 'create page', 'Eda Editor']);
});

test('dashboard: search keywords are counted per day and language, without who searched; staff searches do not count', async () => {
  const visitor = client(t.app);
  for (const query of ['Bernstein', '  bernstein ', 'Kloster', 'x']) assert.equal((await visitor.get(`/de/api/search/?query=${encodeURIComponent(query)}`)).statusCode, 200);
  await staff.get('/de/api/search/?query=Bernstein');
  const rows = (await staff.get('/de/api/dashboard-search-keywords/?days=1')).json() as Array<{ term: string; total: number; per_day: Array<{ count: number }> }>;
  assert.deepEqual(rows.map((r) => [r.term, r.total]), [['bernstein', 2], ['kloster', 1]]);
  assert.equal(rows[0].per_day[0].count, 2);
  const columns = (await t.db.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'search_keywords' ORDER BY column_name")).map((r) => r.column_name);
  assert.deepEqual(columns, ['count', 'day', 'locale', 'term'], 'no visitor data is stored');
  assert.equal((await staff.get('/en/api/dashboard-search-keywords/')).json().length, 0);
  assert.equal((await staff.get('/de/api/dashboard-search-keywords/?days=0')).json().field, 'days');
  assert.equal((await visitor.get('/de/api/dashboard-search-keywords/')).statusCode, 401);
});
