import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { HistoryEntry } from 'shared-contracts/back-office/descriptor';
import type { Navigation } from 'shared-contracts/site';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
let editor: Client;
let admin: Client;
let kasse: Client;
const R = '/de/pageeditor-api/resources';
// A Friday in Berlin.
const NOW = new Date('2026-11-27T10:00:00Z');
const send = (c: Client, url: string, payload: unknown, method = 'POST') => c.request({ method, url, payload: payload as object, headers: { 'content-type': 'application/json' } });
const nav = async (locale = 'de') => (await t.app.inject(`/${locale}/pageeditor-api/nav`)).json() as Navigation;
const settings = async () => (await t.app.inject('/pageeditor-api/settings')).json().data;

before(async () => {
  t = await testApp({ now: NOW });
  editor = client(t.app);
  admin = client(t.app);
  kasse = client(t.app);
  await editor.login('editor', 'editor');
  await admin.login('admin', 'admin');
  await kasse.login('kasse', 'kasse');
});
after(() => t.close());

test('menus: an entry is added under a top entry, renamed and moved, and visitors see each change at once', async () => {
  const top = (await nav()).menu[0];
  const [topRow] = await t.db.query<{ id: number }>("SELECT id FROM nav_items WHERE locale = 'de' AND menu = 'menu' AND parent_id IS NULL AND url = $1", [top.url]);
  const entry = { locale: 'de', menu: 'menu', parent_id: topRow.id, position: -1, title: 'Führungen', url: '/de/fuehrungen' };

  assert.equal((await kasse.get(`${R}/menu-items/`)).statusCode, 403);
  assert.equal((await editor.request({ method: 'POST', url: `${R}/menu-items/`, payload: entry, csrf: false })).statusCode, 403);
  assert.equal((await send(editor, `${R}/menu-items/`, { ...entry, url: 'javascript:alert(1)' })).json().field, 'url');
  assert.equal((await send(editor, `${R}/menu-items/`, { ...entry, title: ' ' })).json().field, 'title');
  const otherMenu = await send(editor, `${R}/menu-items/`, { ...entry, menu: 'secondary' });
  assert.equal(otherMenu.statusCode, 400);
  assert.equal(otherMenu.json().field, 'parent_id');
  assert.equal((await send(editor, `${R}/menu-items/`, { ...entry, locale: 'en' })).json().field, 'parent_id');
  assert.equal((await send(editor, `${R}/menu-items/`, { ...entry, menu: 'footer' })).json().field, 'parent_id');

  const created = await send(editor, `${R}/menu-items/`, entry);
  assert.equal(created.statusCode, 201, created.body);
  const { id } = created.json();
  assert.equal((await nav()).menu[0].children[0].menu_name, 'Führungen', 'first below the top entry');
  assert.equal((await nav('en')).menu[0].children.some((c) => c.menu_name === 'Führungen'), false, 'only in its language');
  const listed = (await editor.get(`${R}/menu-items/?q=F%C3%BChrungen`)).json();
  assert.equal(listed.labels.parent_id[String(topRow.id)], top.menu_name, 'the list names the entry above by its label');

  const deeper = await send(editor, `${R}/menu-items/`, { ...entry, parent_id: id, title: 'Zu tief' });
  assert.equal(deeper.json().field, 'parent_id', 'one level below the top only');
  const topMoved = await send(editor, `${R}/menu-items/${topRow.id}/`, { version: 1, parent_id: id }, 'PATCH');
  assert.equal(topMoved.statusCode, 400, 'an entry with entries below it stays at the top');

  const renamed = await send(editor, `${R}/menu-items/${id}/`, { version: 1, title: 'Führungen & Touren', position: 1000 }, 'PATCH');
  assert.equal(renamed.statusCode, 200, renamed.body);
  const children = (await nav()).menu[0].children;
  assert.equal(children.at(-1)?.menu_name, 'Führungen & Touren', 'renamed and moved to the end');
  assert.equal((await send(editor, `${R}/menu-items/${id}/`, { version: 1, title: 'x' }, 'PATCH')).statusCode, 409);

  const history = (await editor.get(`${R}/menu-items/${id}/history/`)).json() as HistoryEntry[];
  const restored = await send(editor, `${R}/menu-items/${id}/history/${history.at(-1)!.id}/restore/`, { version: 2 });
  assert.equal(restored.json().title, 'Führungen');
  assert.equal((await editor.request({ method: 'DELETE', url: `${R}/menu-items/${id}/?version=3` })).statusCode, 204);
  assert.equal((await nav()).menu[0].children.some((c) => c.menu_name.startsWith('Führungen')), false);
});

test('opening hours: today closed, then changed hours with a note per language, reach the header call at once', async () => {
  const today = async (locale = 'de') => (await t.app.inject(`/${locale}/api/opening-hours-today/`)).json();
  const base = { date: '2026-11-27', closed: true };
  assert.equal((await kasse.get(`${R}/opening-hours-exceptions/`)).statusCode, 403);
  assert.equal((await send(editor, `${R}/opening-hours-exceptions/`, { ...base, date: '27.11.2026' })).json().field, 'date');
  assert.equal((await send(editor, `${R}/opening-hours-exceptions/`, { date: base.date })).json().field, 'time_from', 'open needs its hours');
  assert.equal((await send(editor, `${R}/opening-hours-exceptions/`, { date: base.date, time_from: '14:00', time_to: '10:00' })).json().field, 'time_to');
  assert.equal((await send(editor, `${R}/opening-hours-exceptions/`, { date: base.date, time_from: '25:00', time_to: '26:00' })).json().field, 'time_from');

  const closed = await send(editor, `${R}/opening-hours-exceptions/`, { ...base, time_from: '10:00', alternative_text_de: 'Heute geschlossen', alternative_text_en: 'Closed today' });
  assert.equal(closed.statusCode, 201, closed.body);
  assert.equal(closed.json().time_from, '', 'a closed day keeps no hours');
  const mine = (answer: { opening_hours_exceptions: Array<{ alternative_text: string | null }> }, text: string) => answer.opening_hours_exceptions.find((e) => e.alternative_text === text);
  assert.deepEqual(mine(await today(), 'Heute geschlossen'), { time_from: null, time_to: null, closed: true, alternative_text: 'Heute geschlossen', alternative_link_url: null });
  assert.ok(mine(await today('en'), 'Closed today'));

  const { id } = closed.json();
  const changed = await send(editor, `${R}/opening-hours-exceptions/${id}/`, { version: 1, closed: false, time_from: '12:00', time_to: '16:30', alternative_text_de: 'Heute erst ab 12 Uhr' }, 'PATCH');
  assert.equal(changed.statusCode, 200, changed.body);
  assert.deepEqual(mine(await today(), 'Heute erst ab 12 Uhr'), { time_from: '12:00:00', time_to: '16:30:00', closed: false, alternative_text: 'Heute erst ab 12 Uhr', alternative_link_url: null });
  assert.equal((await editor.request({ method: 'DELETE', url: `${R}/opening-hours-exceptions/${id}/?version=2` })).statusCode, 204);
  assert.equal(mine(await today(), 'Heute erst ab 12 Uhr'), undefined);
});

test('opening hours: the regular hours of a weekday are listed by weekday and edited', async () => {
  const list = (await editor.get(`${R}/opening-hours/?weekday=5`)).json();
  assert.ok(list.count > 0, 'the demo has Friday hours');
  const friday = list.items[0];
  assert.match(friday.time_from, /^\d\d:\d\d$/);
  assert.equal((await send(editor, `${R}/opening-hours/`, { weekday: '8', time_from: '10:00', time_to: '12:00' })).json().field, 'weekday');
  const later = await send(editor, `${R}/opening-hours/${friday.id}/`, { version: friday.version, time_to: '21:00' }, 'PATCH');
  assert.equal(later.statusCode, 200, later.body);
  const ranges = (await t.app.inject('/de/api/opening-hours-today/')).json().opening_hours as Array<{ time_to: string }>;
  assert.ok(ranges.some((r) => r.time_to === '21:00:00'));
});

test('site settings: admins only, one entry, switches and footer blocks (cleaned) reach visitors at once', async () => {
  assert.equal((await editor.get(`${R}/site-settings/`)).statusCode, 403);
  assert.equal((await send(editor, `${R}/site-settings/1/`, { version: 1, is_shop_online: false }, 'PATCH')).statusCode, 403);
  const list = (await admin.get(`${R}/site-settings/`)).json();
  assert.equal(list.count, 1);
  const row = list.items[0];
  assert.equal(row.is_site_online, true);
  assert.match(row.html_footer_top, /footer-address/);
  assert.equal((await send(admin, `${R}/site-settings/`, { ...row })).statusCode, 405, 'never a second settings entry');
  assert.equal((await admin.request({ method: 'DELETE', url: `${R}/site-settings/1/?version=${row.version}` })).statusCode, 405);
  assert.equal((await send(admin, `${R}/site-settings/1/`, { version: row.version, is_shop_online: 'off' }, 'PATCH')).json().field, 'is_shop_online');
  assert.equal((await admin.request({ method: 'PATCH', url: `${R}/site-settings/1/`, payload: { version: row.version, is_shop_online: false }, csrf: false })).statusCode, 403);

  const footer = '<p lang="de">Neu <a href="/de/besuch" onclick="steal()">Besuch</a></p><p lang="en">New</p><script>steal()</script><img src="x" onerror="steal()">';
  const off = await send(admin, `${R}/site-settings/1/`, { version: row.version, is_shop_online: false, html_footer_bottom: footer }, 'PATCH');
  assert.equal(off.statusCode, 200, off.body);
  const now = await settings();
  assert.equal(now.is_shop_online, false);
  const visitor = client(t.app);
  const cartAdd = await send(visitor, '/de/api/shop-cart/', { event_id: 1, sale_type_ids: [1], quantities: [1] });
  assert.equal(cartAdd.statusCode, 503, 'no reservation while the shop is off');
  assert.equal(cartAdd.json().reason, 'shop_offline');
  const order = await send(visitor, '/de/api/orders/', { name: 'Eva Gast', email: 'eva@example.org', terms_accepted: true });
  assert.equal(order.statusCode, 503, 'no order while the shop is off');
  assert.match(order.json().message, /shop is offline/);
  assert.equal(now.html_footer_bottom.code, '<p lang="de">Neu <a href="/de/besuch">Besuch</a></p><p lang="en">New</p><img src="x" />');
  assert.equal((await send(admin, `${R}/site-settings/1/`, { version: row.version, is_shop_online: true }, 'PATCH')).statusCode, 409);

  const siteOff = await send(admin, `${R}/site-settings/1/`, { version: row.version + 1, is_site_online: false, is_shop_online: true }, 'PATCH');
  assert.equal(siteOff.statusCode, 200);
  const offline = await t.app.inject('/de/besuch');
  assert.equal(offline.statusCode, 503);
  assert.match(offline.body, /Website offline/);
  const back = await send(admin, `${R}/site-settings/1/`, { version: row.version + 2, is_site_online: true }, 'PATCH');
  assert.equal(back.statusCode, 200);
  assert.equal((await t.app.inject('/de/besuch')).statusCode, 200);
  assert.equal((await settings()).is_shop_online, true);
  assert.notEqual((await send(client(t.app), '/de/api/shop-cart/', { event_id: 1, sale_type_ids: [1], quantities: [1] })).statusCode, 503, 'the shop takes carts again');
});

test('error pages: an admin adds a 500 page (scripts removed), the settings list it and /html/500.html serves it', async () => {
  assert.equal((await editor.get(`${R}/error-pages/`)).statusCode, 403);
  assert.equal((await send(admin, `${R}/error-pages/`, { status: '404', html: '<p>x</p>' })).json().field, 'status', 'one page per status');
  assert.equal((await send(admin, `${R}/error-pages/`, { status: '418', html: '<p>x</p>' })).json().field, 'status');
  assert.equal((await send(admin, `${R}/error-pages/`, { status: '500', html: '<script>x()</script>' })).json().field, 'html');
  assert.equal((await t.app.inject('/html/500.html')).statusCode, 404);

  const html = '<!doctype html><html><head><style>.oops{color:#b00d2c}</style><script>x()</script></head><body><p class="oops" onmouseover="x()">Technik streikt</p></body></html>';
  const created = await send(admin, `${R}/error-pages/`, { status: '500', html });
  assert.equal(created.statusCode, 201, created.body);
  assert.deepEqual((await settings()).design.error_pages, [404, 500]);
  const page = await t.app.inject('/html/500.html');
  assert.equal(page.statusCode, 200);
  assert.equal(page.headers['cache-control'], 'no-cache');
  assert.match(page.body, /<style>\.oops\{color:#b00d2c\}<\/style>/);
  assert.match(page.body, /<p class="oops">Technik streikt<\/p>/);
  assert.doesNotMatch(page.body, /script|onmouseover/);

  const { id, version } = created.json();
  assert.equal((await admin.request({ method: 'DELETE', url: `${R}/error-pages/${id}/?version=${version}` })).statusCode, 204);
  assert.deepEqual((await settings()).design.error_pages, [404]);
  assert.equal((await t.app.inject('/html/500.html')).statusCode, 404);
});
