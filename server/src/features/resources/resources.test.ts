import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { HistoryEntry, ResourceKindInfo, ResourceList } from 'shared-contracts/back-office/descriptor';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
let editor: Client;
let admin: Client;
let kasse: Client;
const R = '/de/pageeditor-api/resources';

before(async () => {
  t = await testApp();
  editor = client(t.app);
  await editor.login('editor', 'editor');
  admin = client(t.app);
  await admin.login('admin', 'admin');
  kasse = client(t.app);
  await kasse.login('kasse', 'kasse');
});
after(() => t.close());

const post = (c: Client, url: string, payload: unknown, method = 'POST') => c.request({ method, url, payload: payload as object, headers: { 'content-type': 'application/json' } });

test('each role sees the kinds it may use', async () => {
  const kinds = (c: Client) => c.get(`${R}/`).then((r) => (r.json() as ResourceKindInfo[]).map((k) => k.kind));
  const programme = ['events', 'productions', 'series', 'genres', 'seasons', 'event-tags', 'exhibition-types', 'venues', 'rooms'];
  const seats = ['seat-groups', 'prices', 'timeslots'];
  const site = ['redirects', 'breaking-news', 'menu-items', 'opening-hours', 'opening-hours-exceptions'];
  assert.deepEqual(await kinds(editor), ['articles', 'article-categories', 'article-tags', 'persons', 'person-categories', ...programme, ...seats, 'forms', 'form-fields', ...site]);
  assert.deepEqual(await kinds(admin), ['articles', 'article-categories', 'article-tags', 'persons', 'person-categories', ...programme, ...seats, 'forms', 'form-fields', ...site, 'site-settings', 'design-settings', 'error-pages', 'users']);
  // The box office sets up the dates it sells and their seats: the programme, nothing else.
  assert.deepEqual(await kinds(kasse), [...programme, ...seats]);
  assert.equal((await client(t.app).get(`${R}/`)).statusCode, 401);
});

test('permissions: 401 without a session, 403 for a role that may not, 403 without the CSRF header', async () => {
  assert.equal((await client(t.app).get(`${R}/articles/`)).statusCode, 401);
  assert.equal((await kasse.get(`${R}/articles/`)).statusCode, 403);
  assert.equal((await editor.get(`${R}/users/`)).statusCode, 403);
  assert.equal((await post(editor, `${R}/users/`, { username: 'x', role: 'admin' })).statusCode, 403);
  const noCsrf = await editor.request({ method: 'POST', url: `${R}/article-tags/`, payload: { name_de: 'a', name_en: 'a' }, csrf: false });
  assert.equal(noCsrf.statusCode, 403);
  assert.match(noCsrf.json().message, /csrf/);
});

test('articles: create with a tag, the magazine, the tag page and the search show it at once', async () => {
  const tag = await post(editor, `${R}/article-tags/`, { name_de: 'Glasbläserei', name_en: 'Glassblowing' });
  assert.equal(tag.statusCode, 201);
  assert.equal(tag.json().slug_de, 'glasblaeserei');
  const [category] = (await editor.get(`${R}/article-categories/`)).json().items;
  const created = await post(editor, `${R}/articles/`, {
    title_de: 'Das Quarzfenster von Zwiesel',
    title_en: 'The quartz window of Zwiesel',
    teaser_de: 'Ein Fenster aus Glas',
    date: '2026-05-01',
    category_id: category.id,
    tags: [tag.json().id],
  });
  assert.equal(created.statusCode, 201, created.body);
  const article = created.json();
  assert.equal(article.version, 1);
  assert.equal(article.slug_de, 'das-quarzfenster-von-zwiesel');
  assert.deepEqual(article.tags, [tag.json().id]);

  const list = (await t.app.inject(`/de/api/articles/?tag=${tag.json().id}`)).json();
  assert.deepEqual(list.results.map((a: { id: number }) => a.id), [article.id]);
  const search = (await t.app.inject('/de/api/search/?query=Quarzfenster')).json();
  assert.ok(JSON.stringify(search).includes('Das Quarzfenster von Zwiesel'), 'the new article is found');
  const found = (await editor.get(`${R}/articles/?q=quarzfenster`)).json() as ResourceList;
  assert.deepEqual(found.items.map((a) => a.id), [article.id]);
});

test('validation: 400 names the field; unknown references and sorts are refused', async () => {
  const missing = await post(editor, `${R}/articles/`, { title_de: '', title_en: 'x', date: '2026-01-01', category_id: 1 });
  assert.equal(missing.statusCode, 400);
  assert.equal(missing.json().field, 'title_de');
  const badDate = await post(editor, `${R}/articles/`, { title_de: 'x', title_en: 'x', date: '1.1.2026', category_id: 1 });
  assert.equal(badDate.json().field, 'date');
  const badCategory = await post(editor, `${R}/articles/`, { title_de: 'x', title_en: 'x', date: '2026-01-01', category_id: 99999 });
  assert.equal(badCategory.statusCode, 400);
  assert.equal(badCategory.json().field, 'category_id');
  assert.equal((await editor.get(`${R}/articles/?sort=password_hash`)).statusCode, 400);
  assert.equal((await editor.get(`${R}/articles/abc/`)).statusCode, 400);
  assert.equal((await editor.get(`${R}/articles/999999/`)).statusCode, 404);
});

test('versions: a stale write gets 409 naming who changed it; PATCH changes only what it sends', async () => {
  const [first] = (await editor.get(`${R}/article-tags/?sort=-id`)).json().items;
  const lektorin = client(t.app);
  await lektorin.login('lektorin', 'lektorin');
  const ok = await post(lektorin, `${R}/article-tags/${first.id}/`, { version: first.version, name_en: 'Glass blowing' }, 'PATCH');
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal(ok.json().version, first.version + 1);
  assert.equal(ok.json().name_de, first.name_de);
  const stale = await post(editor, `${R}/article-tags/${first.id}/`, { ...first, name_de: 'Alt' });
  assert.equal(stale.statusCode, 409);
  assert.equal(stale.json().field, 'version');
  assert.equal(stale.json().changed_by, 'lektorin');
  const noVersion = await post(editor, `${R}/article-tags/${first.id}/`, { name_de: 'x' }, 'PATCH');
  assert.equal(noVersion.json().field, 'version');
});

test('history and restore: every write is recorded, an old version comes back, a deleted entry too', async () => {
  const tag = (await post(editor, `${R}/article-tags/`, { name_de: 'Eins', name_en: 'One' })).json();
  const two = (await post(editor, `${R}/article-tags/${tag.id}/`, { version: 1, name_de: 'Zwei' }, 'PATCH')).json();
  const history = (await editor.get(`${R}/article-tags/${tag.id}/history/`)).json() as HistoryEntry[];
  assert.deepEqual(history.map((h) => [h.action, h.version, h.username, h.data.name_de]), [['update', 2, 'editor', 'Zwei'], ['create', 1, 'editor', 'Eins']]);
  const restored = await post(editor, `${R}/article-tags/${tag.id}/history/${history[1].id}/restore/`, { version: two.version });
  assert.equal(restored.statusCode, 200, restored.body);
  assert.equal(restored.json().name_de, 'Eins');
  assert.equal(restored.json().version, 3);
  assert.equal((await post(editor, `${R}/article-tags/${tag.id}/history/${history[1].id}/restore/`, { version: 1 })).statusCode, 409);

  assert.equal((await editor.request({ method: 'DELETE', url: `${R}/article-tags/${tag.id}/?version=2` })).statusCode, 409);
  assert.equal((await editor.request({ method: 'DELETE', url: `${R}/article-tags/${tag.id}/?version=3` })).statusCode, 204);
  assert.equal((await editor.get(`${R}/article-tags/${tag.id}/`)).statusCode, 404);
  const afterDelete = (await editor.get(`${R}/article-tags/${tag.id}/history/`)).json() as HistoryEntry[];
  assert.equal(afterDelete[0].action, 'delete');
  const back = await post(editor, `${R}/article-tags/${tag.id}/history/${afterDelete[0].id}/restore/`, {});
  assert.equal(back.statusCode, 200, back.body);
  assert.equal((await editor.get(`${R}/article-tags/${tag.id}/`)).json().name_de, 'Eins');
});

test('a category still used by articles is not deleted (409), paging and sorting work', async () => {
  const [category] = (await editor.get(`${R}/article-categories/`)).json().items;
  const refused = await editor.request({ method: 'DELETE', url: `${R}/article-categories/${category.id}/?version=${category.version}` });
  assert.equal(refused.statusCode, 409);
  const page1 = (await editor.get(`${R}/articles/?page_size=2&sort=title_de`)).json() as ResourceList<{ title_de: string }>;
  const page2 = (await editor.get(`${R}/articles/?page_size=2&page=2&sort=title_de`)).json() as ResourceList<{ title_de: string }>;
  assert.equal(page1.items.length, 2);
  assert.ok(page1.count > 2);
  assert.ok(page1.items[1].title_de.localeCompare(page2.items[0].title_de, 'de') <= 0 || page1.items[1].title_de <= page2.items[0].title_de);
});

test('redirects: no self-pointing, no loops, no second redirect for one address; the site answers 301 at once', async () => {
  const self = await post(editor, `${R}/redirects/`, { locale: 'de', old_path: '/de/a', new_path: '/de/a/' });
  assert.equal(self.statusCode, 400);
  assert.equal(self.json().field, 'new_path');
  assert.equal((await post(editor, `${R}/redirects/`, { locale: 'de', old_path: '/de/alt-a', new_path: '/de/alt-b' })).statusCode, 201);
  assert.equal((await post(editor, `${R}/redirects/`, { locale: 'de', old_path: '/de/alt-b', new_path: '/de/alt-c' })).statusCode, 201);
  const loop = await post(editor, `${R}/redirects/`, { locale: 'de', old_path: '/de/alt-c', new_path: '/de/alt-a' });
  assert.equal(loop.statusCode, 400);
  assert.match(loop.json().message, /loop/);
  const twice = await post(editor, `${R}/redirects/`, { locale: 'de', old_path: '/de/alt-a', new_path: '/de/besuch' });
  assert.equal(twice.json().field, 'old_path');
  const bad = await post(editor, `${R}/redirects/`, { locale: 'de', old_path: 'kein-pfad', new_path: '/de/besuch' });
  assert.equal(bad.json().field, 'old_path');
  const answer = await t.app.inject('/de/alt-a');
  assert.equal(answer.statusCode, 301);
  assert.equal(answer.headers.location, '/de/alt-b');
});

test('users: admin creates a box office user with a one-time password, who must choose their own before anything else, then sees orders but edits no page; reset, deactivate', async () => {
  const created = await post(admin, `${R}/users/`, { username: 'kasse2', email: 'k2@example.org', role: 'boxoffice' });
  assert.equal(created.statusCode, 201, created.body);
  const { one_time_password: password, id, version } = created.json();
  assert.equal(typeof password, 'string');
  assert.ok(password.length >= 12);
  assert.equal((await admin.get(`${R}/users/${id}/`)).json().one_time_password, undefined);
  assert.ok(!JSON.stringify((await admin.get(`${R}/users/${id}/history/`)).json()).includes(password));

  const k2 = client(t.app);
  const firstLogin = await k2.login('kasse2', password);
  assert.equal(firstLogin.statusCode, 200);
  assert.equal(firstLogin.json().next, '/de/cms-hub', 'a one-time password leads to the back office');
  // Until the user has chosen their own password, every staff call but "who am I" and "change it" is refused.
  const pending = await k2.get('/de/api/dashboard-orders/');
  assert.equal(pending.statusCode, 403);
  assert.equal(pending.json().code, 'password_change_required');
  assert.equal((await k2.get(`${R}/`)).json().code, 'password_change_required');
  const me = (await k2.get('/de/pageeditor-api/user')).json();
  assert.equal(me.must_change_password, true);
  assert.deepEqual(me.admin_menus.map((m: { url: string }) => m.url), ['/de/cms-hub', '/de/logout/']);
  const own = await post(k2, '/de/pageeditor-api/password/', { current_password: password, new_password: 'mein-eigenes-pw' });
  assert.equal(own.statusCode, 204);
  assert.equal((await k2.get('/de/pageeditor-api/user')).json().must_change_password, false);
  // The box office sees the orders but edits no page, and its hub offers no user list.
  assert.equal((await k2.get('/de/api/dashboard-orders/')).statusCode, 200);
  const pageWrite = await post(k2, '/de/pageeditor-api/pages/1/', { title: 'x' }, 'PATCH');
  assert.equal(pageWrite.statusCode, 403);
  assert.notEqual(pageWrite.json().code, 'password_change_required');
  assert.ok(!(await k2.get(`${R}/`)).json().some((k: { kind: string }) => k.kind === 'users' || k.kind === 'articles'));
  assert.equal((await k2.get(`${R}/users/`)).statusCode, 403);
  const second = client(t.app);
  assert.equal((await second.login('kasse2', 'mein-eigenes-pw')).json().next, '/de');
  assert.equal((await post(k2, '/de/pageeditor-api/password/', { current_password: 'falsch', new_password: 'mein-eigenes-pw' })).json().field, 'current_password');

  const reset = await post(admin, `${R}/users/${id}/actions/reset-password/`, {});
  assert.equal(reset.statusCode, 200);
  assert.notEqual(reset.json().one_time_password, password);
  assert.equal((await k2.get('/de/pageeditor-api/user')).statusCode, 401, 'a reset ends open sessions');
  const afterReset = client(t.app);
  await afterReset.login('kasse2', reset.json().one_time_password);
  assert.equal((await afterReset.get('/de/api/dashboard-orders/')).json().code, 'password_change_required');

  const current = (await admin.get(`${R}/users/${id}/`)).json();
  assert.ok(current.version > version);
  const off = await post(admin, `${R}/users/${id}/`, { version: current.version, is_active: false }, 'PATCH');
  assert.equal(off.statusCode, 200, off.body);
  assert.equal((await client(t.app).login('kasse2', reset.json().one_time_password)).statusCode, 400);
  assert.equal((await admin.request({ method: 'DELETE', url: `${R}/users/${id}/?version=${off.json().version}` })).statusCode, 405);

  const [self] = (await admin.get(`${R}/users/?q=admin`)).json().items;
  const lastAdmin = await post(admin, `${R}/users/${self.id}/`, { version: self.version, role: 'editor' }, 'PATCH');
  assert.equal(lastAdmin.statusCode, 400);
  assert.equal(lastAdmin.json().field, 'role');
});
