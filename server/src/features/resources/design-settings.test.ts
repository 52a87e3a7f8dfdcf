import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';
import { assertNodeBuild } from '../../testing/node-builds';

let t: TestApp;
let editor: Client;
let admin: Client;
const R = '/de/pageeditor-api/resources';
const REPO_ROOT = path.resolve(__dirname, '../../../..');
const send = (c: Client, url: string, payload: unknown, method = 'POST') => c.request({ method, url, payload: payload as object, headers: { 'content-type': 'application/json' } });
const design = async () => (await t.app.inject('/pageeditor-api/settings')).json().data.design;

before(async () => {
  assertNodeBuild('shell');
  t = await testApp({ appsRoot: REPO_ROOT, config: { slotBudgetMs: 30_000, documentCacheMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  editor = client(t.app);
  admin = client(t.app);
  await editor.login('editor', 'editor');
  await admin.login('admin', 'admin');
});
after(() => t.close());

test('design settings: one entry for admins only; the logo image stays apart from where the logo leads', async () => {
  assert.equal((await editor.get(`${R}/design-settings/1/`)).statusCode, 403);
  assert.equal((await send(editor, `${R}/design-settings/1/`, { version: 1, sticky_overlay_button: false }, 'PATCH')).statusCode, 403);
  const entry = (await admin.get(`${R}/design-settings/1/`)).json();
  assert.equal(entry.header_logo_link, '', 'the logo leads home until an admin says otherwise');
  assert.match(entry.header_logo_image, /^\/media\//, 'the logo image of the demo is kept as the logo image');
  assert.equal(entry.anchor_list_offset, 130);
  assert.equal(entry.currency_symbol, '€');
  const list = (await admin.get(`${R}/design-settings/`)).json();
  assert.equal(list.count, 1);
  const second = await send(admin, `${R}/design-settings/`, entry);
  assert.equal(second.statusCode, 405, second.body);
  assert.equal((await admin.request({ method: 'DELETE', url: `${R}/design-settings/1/?version=${entry.version}` })).statusCode, 405);
});

test('design settings: each field is validated with its name; a stale version is refused', async () => {
  const entry = (await admin.get(`${R}/design-settings/1/`)).json();
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ header_logo_link: 'javascript:alert(1)' }, 'header_logo_link'],
    [{ header_basket_link: 'warenkorb' }, 'header_basket_link'],
    [{ webshop_link: 'ftp://shop.example' }, 'webshop_link'],
    [{ anchor_list_offset: 900 }, 'anchor_list_offset'],
    [{ anchor_list_offset: -1 }, 'anchor_list_offset'],
    [{ tag_manager_id: 'UA-1234' }, 'tag_manager_id'],
    [{ maps_marker_color: 'red' }, 'maps_marker_color'],
    [{ header_logo_image: '/media/gibt-es-nicht.png' }, 'header_logo_image'],
    [{ sticky_overlay_button: 'yes' }, 'sticky_overlay_button'],
  ];
  for (const [fields, field] of cases) {
    const res = await send(admin, `${R}/design-settings/1/`, { version: entry.version, ...fields }, 'PATCH');
    assert.equal(res.statusCode, 400, `${JSON.stringify(fields)}: ${res.body}`);
    assert.equal(res.json().field, field);
  }
  // The currency is shown, never taken from the form: the shop sells in euros only.
  const saved = await send(admin, `${R}/design-settings/1/`, { version: entry.version, maps_marker_color: '#123456', currency_symbol: '$' }, 'PATCH');
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal(saved.json().currency_symbol, '€');
  assert.deepEqual((await design()).maps_marker, { color: '#123456', icon: null }, 'the marker keeps its icon');
  const stale = await send(admin, `${R}/design-settings/1/`, { version: entry.version, maps_marker_color: '#654321' }, 'PATCH');
  assert.equal(stale.statusCode, 409);
  // The site settings keep their own version: saving the design does not make an open settings form stale.
  const site = (await admin.get(`${R}/site-settings/1/`)).json();
  const siteSaved = await send(admin, `${R}/site-settings/1/`, { version: site.version, html_footer_bottom: site.html_footer_bottom }, 'PATCH');
  assert.equal(siteSaved.statusCode, 200, siteSaved.body);
});

test('design settings reach visitors at once: logo target, cart and shop links, side button, anchor offset, tag manager only with its policy', async () => {
  const entry = (await admin.get(`${R}/design-settings/1/`)).json();
  const before = await t.app.inject('/de/besuch');
  assert.ok(!before.headers['content-security-policy']?.toString().includes('googletagmanager'), 'no tag manager, no third-party script allowed');
  const saved = await send(
    admin,
    `${R}/design-settings/1/`,
    {
      version: entry.version,
      header_logo_link: 'https://museum.example/',
      header_basket_link: '/webshop/cart/?from=header',
      webshop_link: 'https://tickets.example/',
      sticky_overlay_button: false,
      quick_buy_widget: false,
      anchor_list_offset: 200,
      tag_manager_id: 'GTM-AB12CD',
    },
    'PATCH',
  );
  assert.equal(saved.statusCode, 200, saved.body);

  const d = await design();
  assert.equal(d.header_logo_link, 'https://museum.example/');
  assert.equal(d.header_basket_link, '/webshop/cart/?from=header');
  assert.equal(d.webshop_link, 'https://tickets.example/');
  assert.equal(d.quick_buy_widget, false);
  assert.equal(d.tag_manager_id, 'GTM-AB12CD');
  assert.equal(d.cookies_tag_manager_id, 'GTM-AB12CD', "the cookie dialog's tag manager is the same");

  const page = await t.app.inject('/de/besuch');
  assert.equal(page.statusCode, 200);
  assert.match(page.body, /<a href="https:\/\/museum\.example\/"[^>]*aria-label="Landesausstellung 2026 – Logo"/, 'the server-rendered header logo leads to the new target');
  assert.ok(page.body.includes(':root{--anchor-offset:200px}'), 'the anchor offset is on the page');
  assert.ok(!page.body.includes('data-side-tab'), 'the side button is gone');
  assert.ok(!page.body.includes('googletagmanager.com/gtm.js'), 'the tag manager is not in the first HTML: it waits for consent');
  const policy = String(page.headers['content-security-policy']);
  assert.match(policy, /script-src [^;]*https:\/\/www\.googletagmanager\.com/, 'the policy lets the tag manager load once consent is given');
  const en = await t.app.inject('/en/visit');
  assert.ok(en.body.includes('https://museum.example/'), 'both languages');

  // Emptying the target leads home again, in the page's language.
  const back = await send(admin, `${R}/design-settings/1/`, { version: saved.json().version, header_logo_link: '', tag_manager_id: '', sticky_overlay_button: true }, 'PATCH');
  assert.equal(back.statusCode, 200, back.body);
  const home = await t.app.inject('/en/visit');
  assert.match(home.body, /<a [^>]*href="\/en"[^>]*aria-label="Home"|<a [^>]*aria-label="Home"[^>]*href="\/en"/);
  assert.ok(!String(home.headers['content-security-policy']).includes('googletagmanager'));
});
