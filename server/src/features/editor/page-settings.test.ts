import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';
import { publishPage } from '../../testing/publish';

let t: TestApp;
let staff: Client;
before(async () => {
  t = await testApp();
  staff = client(t.app);
  assert.equal((await staff.login()).statusCode, 200);
});
after(() => t.close());

const pageId = async (path: string) => (await staff.get(`/de/pageeditor-api/page/${path}`)).json().id as number;
const patch = (id: number, payload: unknown, locale = 'de') => staff.request({ method: 'PATCH', url: `/${locale}/pageeditor-api/pages/${id}/`, payload });
/** Saves settings into the draft and publishes it, as an editor does before visitors see a change. */
const patchAndPublish = async (id: number, payload: unknown) => {
  const res = await patch(id, payload);
  if (res.statusCode === 200) await publishPage(staff, id);
  return res;
};
const nav = async (locale: string) => (await client(t.app).get(`/${locale}/pageeditor-api/nav`)).json() as { menu: Array<{ url: string; children: Array<{ url: string }> }>; footer: Array<{ url: string; title: string }> };
const menuUrls = (n: Awaited<ReturnType<typeof nav>>) => n.menu.flatMap((i) => [i.url, ...i.children.map((c) => c.url)]);

test('page settings need staff and the CSRF header', async () => {
  const id = await pageId('mitmachen');
  assert.equal((await client(t.app).request({ method: 'PATCH', url: `/de/pageeditor-api/pages/${id}/`, payload: { in_menu: true } })).statusCode, 401);
  assert.equal((await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/pages/${id}/`, payload: { in_menu: true }, csrf: false })).statusCode, 403);
});

test('every settings field is validated with a 400 naming it', async () => {
  const id = await pageId('mitmachen');
  const cases: Array<[unknown, string]> = [
    [{ translations: { de: { path: 'Mit Machen' } } }, 'translations.de.path'],
    [{ translations: { en: { path: '/join-in/' } } }, 'translations.en.path'],
    [{ translations: { de: { path: 'a--b' } } }, 'translations.de.path'],
    [{ translations: { de: { path: 'besuch' } } }, 'translations.de.path'],
    [{ translations: { en: { path: 'events' } } }, 'translations.en.path'],
    [{ translations: { de: { title: '  ' } } }, 'translations.de.title'],
    [{ translations: { en: { headline: 'x'.repeat(301) } } }, 'translations.en.headline'],
    [{ translations: { de: { meta_title: 'x'.repeat(301) } } }, 'translations.de.meta_title'],
    [{ translations: { de: { meta_description: 'x'.repeat(1001) } } }, 'translations.de.meta_description'],
    [{ translations: { en: { og_title: 'x'.repeat(301) } } }, 'translations.en.og_title'],
    [{ translations: { en: { og_description: 'x'.repeat(1001) } } }, 'translations.en.og_description'],
    [{ og_type: 'video' }, 'og_type'],
    [{ og_image: 'javascript:alert(1)' }, 'og_image'],
    [{ og_image: 'https://example.org/not-in-the-library.jpg' }, 'og_image'],
    [{ in_menu: 'yes' }, 'in_menu'],
    [{ in_footer: 1 }, 'in_footer'],
    [{ is_landing_page: null }, 'is_landing_page'],
    [{ is_online: 'false' }, 'is_online'],
  ];
  for (const [payload, field] of cases) {
    const res = await patch(id, payload);
    assert.equal(res.statusCode, 400, `${JSON.stringify(payload)} → ${res.body}`);
    assert.equal(res.json().field, field, JSON.stringify(payload));
    assert.match(res.json().message, new RegExp(`^${field.replace(/\./g, '\\.')}:`));
  }
});

test('title, headline, meta and sharing fields per language are saved and served with the page', async () => {
  const id = await pageId('mitmachen');
  const res = await patch(id, {
    og_type: 'article',
    translations: {
      de: { title: 'Mitmachen!', headline: 'Machen Sie mit', meta_title: 'Mitmachen – Meta', meta_description: 'Beschreibung', og_title: 'OG de', og_description: 'OG Beschreibung' },
      en: { title: 'Join in!', og_title: 'OG en' },
    },
  });
  assert.equal(res.statusCode, 200, res.body);
  const de = (await staff.get('/de/pageeditor-api/page/mitmachen')).json();
  assert.equal(de.title, 'Mitmachen!');
  assert.equal(de.headline, 'Machen Sie mit');
  assert.equal(de.meta_title, 'Mitmachen – Meta');
  assert.equal(de.meta_description, 'Beschreibung');
  assert.equal(de.og_title, 'OG de');
  assert.equal(de.og_description, 'OG Beschreibung');
  assert.equal(de.og_type, 'article');
  const en = (await staff.get('/en/pageeditor-api/page/join-in')).json();
  assert.equal(en.title, 'Join in!');
  assert.equal(en.og_title, 'OG en');
  const settings = (await staff.get(`/en/pageeditor-api/pages/${id}/settings/`)).json();
  assert.equal(settings.translations.de.title, 'Mitmachen!');
  assert.equal(settings.translations.de.url, '/de/mitmachen');
  assert.equal(settings.translations.en.og_title, 'OG en');
  assert.equal(settings.og_type, 'article');
  assert.equal((await client(t.app).get(`/de/pageeditor-api/pages/${id}/settings/`)).statusCode, 401);
  assert.equal((await staff.get('/de/pageeditor-api/pages/99999/settings/')).statusCode, 404);
});

test('the sharing image is an image of the media library; null removes it', async () => {
  const id = await pageId('mitmachen');
  const [image] = (await staff.get('/de/pageeditor-api/media/')).json() as Array<{ url: string }>;
  const set = await patch(id, { og_image: image.url });
  assert.equal(set.statusCode, 200, set.body);
  const page = (await staff.get('/de/pageeditor-api/page/mitmachen')).json();
  assert.equal(page.og_image, image.url);
  assert.match(page.og_image_thumbnails.small, /^\/media\/.+-small\.jpg$/);
  assert.equal((await staff.get(`/de/pageeditor-api/pages/${id}/settings/`)).json().og_image, image.url);
  assert.equal((await patch(id, { og_image: null })).statusCode, 200);
  assert.equal((await staff.get('/de/pageeditor-api/page/mitmachen')).json().og_image, null);
});

test('a changed address redirects from the old one (chains collapse, moving back drops the entry); the menu follows', async () => {
  const id = await pageId('besuch');
  assert.ok(menuUrls(await nav('de')).includes('/de/besuch'), 'the visit page is in the seeded menu');
  assert.equal((await patch(id, { translations: { de: { path: 'ihr-besuch' } } })).statusCode, 200);
  // Saved, not published: visitors keep the old address and no redirect sends them to one they cannot see yet.
  assert.equal((await client(t.app).get('/de/besuch')).statusCode, 200);
  assert.equal((await client(t.app).get('/de/ihr-besuch')).statusCode, 404);
  assert.ok(menuUrls(await nav('de')).includes('/de/besuch'), 'the menu keeps the published address until Publish');
  await publishPage(staff, id);
  const old = await client(t.app).get('/de/besuch');
  assert.equal(old.statusCode, 301);
  assert.equal(old.headers.location, '/de/ihr-besuch');
  assert.equal(old.headers['cache-control'], 'no-cache', 'browsers must not keep the redirect for good: the page may move back');
  // The seeded entry /de/besucherinfo → /de/besuch now leads straight to the new address.
  assert.equal((await client(t.app).get('/de/besucherinfo')).headers.location, '/de/ihr-besuch');
  assert.equal((await client(t.app).get('/de/ihr-besuch')).statusCode, 200);
  const menu = menuUrls(await nav('de'));
  assert.ok(menu.includes('/de/ihr-besuch') && !menu.includes('/de/besuch'), menu.join(' '));
  assert.equal((await client(t.app).get('/en/visit')).statusCode, 200, 'the other language keeps its address');

  assert.equal((await patchAndPublish(id, { translations: { de: { path: 'besuch' } } })).statusCode, 200);
  assert.equal((await client(t.app).get('/de/besuch')).statusCode, 200);
  assert.equal((await client(t.app).get('/de/ihr-besuch')).headers.location, '/de/besuch');
  const redirects = (await client(t.app).get('/de/pageeditor-api/redirect')).json() as Array<{ old_path: string }>;
  assert.ok(!redirects.some((r) => r.old_path === '/de/besuch'), 'no redirect away from the address the page is back at');
});

test('in_menu and in_footer put the page into the header menu and the footer, and take it out again', async () => {
  const id = await pageId('mitmachen');
  assert.equal((await patchAndPublish(id, { in_menu: false, in_footer: false })).statusCode, 200);
  assert.ok(!menuUrls(await nav('en')).includes('/en/join-in'), 'out of the English menu');
  assert.ok(!(await nav('en')).footer.some((f) => f.url === '/en/join-in'), 'out of the English footer');
  assert.equal((await patchAndPublish(id, { in_menu: true })).statusCode, 200);
  assert.ok(menuUrls(await nav('de')).includes('/de/mitmachen'), 'in the German menu');
  assert.ok(menuUrls(await nav('en')).includes('/en/join-in'), 'in the English menu');
  assert.equal((await patchAndPublish(id, { in_footer: true })).statusCode, 200);
  const footer = (await nav('en')).footer;
  assert.ok(footer.some((f) => f.url === '/en/join-in' && f.title === 'Join in!'), JSON.stringify(footer));
  assert.equal((await patchAndPublish(id, { in_menu: false, in_footer: false })).statusCode, 200);
  assert.ok(!menuUrls(await nav('de')).includes('/de/mitmachen'), 'out of the menu');
  const footerDe = (await nav('de')).footer;
  assert.ok(!footerDe.some((f) => f.url === '/de/mitmachen'), JSON.stringify(footerDe));
  const page = (await staff.get(`/de/pageeditor-api/pages/${id}/`)).json();
  assert.equal(page.in_menu, false);
  assert.equal(page.in_footer, false);
});

test('is_online: an offline page is a 404 for visitors, shown to staff and marked offline in the page list', async () => {
  const id = await pageId('mitmachen');
  assert.equal((await patchAndPublish(id, { is_online: false, is_landing_page: true })).statusCode, 200);
  assert.equal((await client(t.app).get('/de/pageeditor-api/page/mitmachen')).statusCode, 404);
  const staffView = (await staff.get('/de/pageeditor-api/page/mitmachen')).json();
  assert.equal(staffView.is_online, false);
  assert.equal(staffView.is_landing_page, true);
  const listed = ((await staff.get('/de/pageeditor-api/pages/?q=mitmachen')).json() as Array<{ id: number; is_online: boolean; url: string }>).find((p) => p.id === id);
  assert.equal(listed?.is_online, false);
  assert.equal(listed?.url, '/de/mitmachen');
  assert.equal((await patchAndPublish(id, { is_online: true, is_landing_page: false })).statusCode, 200);
  assert.equal((await client(t.app).get('/de/pageeditor-api/page/mitmachen')).statusCode, 200);
});

test('a settings save is a page version and refuses an outdated base version with 409', async () => {
  const id = await pageId('mitmachen');
  const versionsBefore = (await staff.get(`/de/pageeditor-api/pages/${id}/versions/`)).json().length;
  const res = await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/pages/${id}/`, payload: { translations: { de: { headline: 'Neu' } } } });
  const version = Number(res.headers['x-page-version']);
  assert.ok(version > 0);
  assert.equal((await staff.get(`/de/pageeditor-api/pages/${id}/versions/`)).json().length, versionsBefore + 1);
  const stale = await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/pages/${id}/`, payload: { in_menu: true }, headers: { 'x-page-version': String(version - 1) } });
  assert.equal(stale.statusCode, 409);
  assert.equal((await staff.get(`/de/pageeditor-api/pages/${id}/`)).json().in_menu, false, 'the refused write changed nothing');
});
