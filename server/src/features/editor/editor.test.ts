import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pageSchema } from 'shared-contracts/site';
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

const pageByPath = async (path: string) =>
  pageSchema.parse((await staff.get(`/de/pageeditor-api/page/${path}`)).json());

test('401 without a session, 403 without the CSRF header', async () => {
  const anon = client(t.app);
  assert.equal((await anon.get('/de/pageeditor-api/modules/')).statusCode, 401);
  assert.equal((await anon.request({ method: 'POST', url: '/de/pageeditor-api/modules/', payload: {} })).statusCode, 401);
  const noCsrf = await staff.request({ method: 'POST', url: '/de/pageeditor-api/modules/', payload: {}, csrf: false });
  assert.equal(noCsrf.statusCode, 403);
});

test('create, detail, update, patch, delete a module; each save keeps a version', async () => {
  const page = await pageByPath('besuch');
  const container = page.modules.find((m) => m.content_type === 'container')!;
  const before = page.version_id;
  const created = await staff.request({
    method: 'POST',
    url: '/de/pageeditor-api/modules/',
    payload: { content_type: 'headline', parent: container.id, column_index: 0, data: { content: 'Neu', headline_level: 3 } },
  });
  assert.equal(created.statusCode, 201, created.body);
  const id = created.json().id;
  assert.equal((await staff.get(`/de/pageeditor-api/modules/${id}/`)).json().data.content, 'Neu');

  const updated = await staff.request({ method: 'POST', url: `/de/pageeditor-api/modules/${id}/`, payload: { data: { content: 'Ersetzt' } } });
  assert.equal(updated.statusCode, 200, updated.body);
  assert.equal(updated.json().data.headline_level, 2, 'replace resets fields not sent');
  const patched = await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/modules/${id}/`, payload: { data: { subline: 'Unterzeile' } } });
  assert.equal(patched.json().data.content, 'Ersetzt');
  assert.equal(patched.json().data.subline, 'Unterzeile');

  const after = await pageByPath('besuch');
  assert.ok(after.version_id > before);
  const old = pageSchema.parse((await staff.get(`/de/pageeditor-api/page/besuch?version_id=${before}`)).json());
  assert.equal(old.version_id, before);
  assert.ok(!JSON.stringify(old.modules).includes('Ersetzt'));
  // Anonymous callers never get a version (version_id is ignored): they get the published page.
  await publishPage(staff, page.id);
  const anon = await client(t.app).get(`/de/pageeditor-api/page/besuch?version_id=${before}`);
  assert.ok(anon.body.includes('Ersetzt'));

  assert.equal((await staff.request({ method: 'DELETE', url: `/de/pageeditor-api/modules/${id}/` })).statusCode, 204);
  assert.equal((await staff.get(`/de/pageeditor-api/modules/${id}/`)).statusCode, 404);

  const restored = await staff.request({ method: 'POST', url: `/de/pageeditor-api/pages/${page.id}/restore/`, payload: { version_id: patched.json() && after.version_id } });
  assert.equal(restored.statusCode, 200, restored.body);
  assert.ok(JSON.stringify(restored.json().modules).includes('Unterzeile'));
  const versions = (await staff.get(`/de/pageeditor-api/pages/${page.id}/versions/`)).json();
  assert.ok(versions.length >= 5);
});

test('payloads are validated per kind: 400 naming the field', async () => {
  const cases: Array<[unknown, string]> = [
    [{ content_type: 'headline', data: { headline_level: 7, content: 'x' } }, 'data.headline_level'],
    [{ content_type: 'headline', data: {} }, 'data.content'],
    [{ content_type: 'link', data: { link_text: 'a', link: '/de', extra_class: 'fancy' } }, 'data.extra_class'],
    [{ content_type: 'full_teaser', data: { image: '/media/x.jpg', headline: 'h', text: 'x'.repeat(3001) } }, 'data.text'],
    [{ content_type: 'audio', data: { code: '<iframe src="https://evil.example/">' } }, 'data.code'],
    [{ content_type: 'viewer', data: { code: '<iframe src="https://youtube.com/">' } }, 'data.code'],
    [{ content_type: 'social_media', data: { code: 'myspace' } }, 'data.code'],
    [{ content_type: 'blog_teaser_list', data: { items: [] } }, 'data.items'],
    [{ content_type: 'blog_teaser_list', data: { items: [1, 2, 3, 4, 5, 6, 7, 8, 9] } }, 'data.items'],
    [{ content_type: 'video', data: { video_url: 'not a url' } }, 'data.video_url'],
    [{ content_type: 'video', data: { video_url: 'https://example.com/v.mp4' } }, 'data.video_url'],
    [{ content_type: 'image', data: { image: '/media/a.jpg', format: 'huge' } }, 'data.format'],
    [{ content_type: 'form', data: {} }, 'data.hubspot_id'],
    [{ content_type: 'hero_media', data: { headline: 'h' } }, 'data.online_from'],
    [{ content_type: 'two_columns', data: { text: 'x' } }, 'data.image'],
    [{ content_type: 'nonsense', data: {} }, 'content_type'],
  ];
  for (const [payload, field] of cases) {
    const res = await staff.request({ method: 'POST', url: '/de/pageeditor-api/modules/', payload });
    assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
    assert.equal(res.json().field, field, res.body);
  }
});

test('rich text is sanitized; html module code is stored as written', async () => {
  const text = await staff.request({
    method: 'POST',
    url: '/de/pageeditor-api/modules/',
    payload: { content_type: 'text', data: { content: '<p onclick="x()">Hi <b>b</b><script>alert(1)</script><a href="javascript:x" target="_blank">l</a><img src=x></p>' } },
  });
  assert.equal(text.statusCode, 201, text.body);
  assert.equal(text.json().data.content, '<p>Hi <b>b</b><a target="_blank" rel="noopener noreferrer">l</a></p>');
  const code = '<div class="x"><script>window.ok = 1</script></div>';
  const html = await staff.request({ method: 'POST', url: '/de/pageeditor-api/modules/', payload: { content_type: 'html', data: { html_code: code } } });
  assert.equal(html.json().data.html_code, code);
});

test('reorder modules of one parent', async () => {
  const page = await pageByPath('ausstellung');
  const ids = page.modules.map((m) => m.id);
  const reversed = [...ids].reverse();
  const res = await staff.request({ method: 'POST', url: '/de/pageeditor-api/modules/reorder/', payload: { ids: reversed } });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual((await pageByPath('ausstellung')).modules.map((m) => m.id), reversed);
  const mixed = await staff.request({ method: 'POST', url: '/de/pageeditor-api/modules/reorder/', payload: { ids: [ids[0], page.modules[0].columns?.[0]?.children[0]?.id ?? 999999] } });
  assert.equal(mixed.statusCode, 400);
});

test('containers: list, create for a missing slug, children in columns, list items only of their kind', async () => {
  assert.equal((await staff.get('/de/pageeditor-api/container/by-slug/neu-bereich')).statusCode, 404);
  const created = await staff.request({ method: 'POST', url: '/de/pageeditor-api/container/by-slug/neu-bereich', payload: { layout: '50-50' } });
  assert.equal(created.statusCode, 201, created.body);
  assert.equal(created.json().columns.length, 2);
  const again = await staff.request({ method: 'POST', url: '/de/pageeditor-api/container/by-slug/neu-bereich', payload: {} });
  assert.equal(again.statusCode, 200);
  const list = (await staff.get('/de/pageeditor-api/containers/?slug=neu-bereich')).json();
  assert.equal(list.length, 1);
  const child = await staff.request({ method: 'POST', url: '/de/pageeditor-api/modules/', payload: { content_type: 'quote', parent: list[0].id, column_index: 1, data: { content: 'Zitat' } } });
  assert.equal(child.statusCode, 201, child.body);
  const c = (await t.app.inject('/de/pageeditor-api/container/by-slug/neu-bereich')).json();
  assert.equal(c.columns[1].children[0].data.content, 'Zitat');
  const outOfRange = await staff.request({ method: 'POST', url: '/de/pageeditor-api/modules/', payload: { content_type: 'quote', parent: list[0].id, column_index: 3, data: { content: 'x' } } });
  assert.equal(outOfRange.json().field, 'column_index');
  const dup = await staff.request({ method: 'POST', url: '/de/pageeditor-api/containers/', payload: { slug: 'neu-bereich' } });
  assert.equal(dup.json().field, 'slug');
});

test('pages resource: create, patch, list, offline visible to staff only, delete', async () => {
  const created = await staff.request({
    method: 'POST',
    url: '/de/pageeditor-api/pages/',
    payload: { is_online: false, translations: { de: { path: 'presse', title: 'Presse' }, en: { path: 'press', title: 'Press' } } },
  });
  assert.equal(created.statusCode, 201, created.body);
  const id = created.json().id;
  assert.equal((await staff.get('/en/pageeditor-api/page/press')).statusCode, 200);
  assert.equal((await client(t.app).get('/en/pageeditor-api/page/press')).statusCode, 404);
  const patched = await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/pages/${id}/`, payload: { is_online: true, translations: { en: { title: 'Press room' } } } });
  assert.equal(patched.statusCode, 200, patched.body);
  assert.equal((await client(t.app).get('/en/pageeditor-api/page/press')).statusCode, 404, 'online only in the draft');
  await publishPage(staff, id);
  assert.equal((await client(t.app).get('/en/pageeditor-api/page/press')).json().title, 'Press room');
  const dup = await staff.request({ method: 'POST', url: '/de/pageeditor-api/pages/', payload: { translations: { de: { path: 'presse', title: 'x' }, en: { path: 'press-2', title: 'y' } } } });
  assert.equal(dup.json().field, 'translations.de.path');
  assert.ok((await staff.get('/de/pageeditor-api/pages/')).json().some((p: { id: number }) => p.id === id));
  const rooms = await pageByPath('ausstellung/raeume');
  const child = await staff.request({
    method: 'POST',
    url: '/de/pageeditor-api/pages/',
    payload: { parent: rooms.id, translations: { de: { path: 'ausstellung/raeume/krone', title: 'Krone' }, en: { path: 'exhibition/rooms/crown', title: 'Crown' } } },
  });
  await publishPage(staff, child.json().id);
  const chain = pageSchema.parse((await client(t.app).get('/de/pageeditor-api/page/ausstellung/raeume/krone')).json()).parent;
  assert.equal(child.statusCode, 201);
  assert.equal(chain?.title, 'Räume');
  assert.equal(chain?.parent?.title, 'Ausstellung');
  assert.equal(chain?.parent?.parent, null);
  assert.equal((await staff.request({ method: 'DELETE', url: `/de/pageeditor-api/pages/${id}/` })).statusCode, 204);
  assert.equal((await staff.get(`/de/pageeditor-api/pages/${id}/`)).statusCode, 404);
});
