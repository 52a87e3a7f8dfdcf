import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Page, pageSchema } from 'shared-contracts/site';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
let staff: Client;
let second: Client;
before(async () => {
  t = await testApp();
  staff = client(t.app);
  second = client(t.app);
  assert.equal((await staff.login()).statusCode, 200);
  assert.equal((await second.login('lektorin', 'lektorin')).statusCode, 200);
});
after(() => t.close());

const staffPage = async (path: string): Promise<Page> => pageSchema.parse((await staff.get(`/de/pageeditor-api/page/${path}`)).json());
const visitorPage = async (path: string): Promise<Page> => {
  const res = await client(t.app).get(`/de/pageeditor-api/page/${path}`);
  assert.equal(res.statusCode, 200, res.body);
  return pageSchema.parse(res.json());
};
const write = (who: Client, method: string, url: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
  who.request({ method, url: `/de/pageeditor-api/${url}`, payload, headers });
const publication = async (pageId: number) => (await staff.get(`/de/pageeditor-api/pages/${pageId}/publication/`)).json();
const headlineOf = async (pageId: number) => (await (await staff.get(`/de/pageeditor-api/modules/?page=${pageId}&content_type=headline`)).json())[0];
const texts = (page: Page) => JSON.stringify(page.modules);

test('a module write goes to the draft: staff see it, visitors (API, cache, document, search) keep the published page until Publish', async () => {
  const page = await staffPage('ausstellung');
  const headline = await headlineOf(page.id);
  await visitorPage('ausstellung'); // fills the visitors' cache with the published page
  assert.equal((await publication(page.id)).has_unpublished_changes, false);

  const saved = await write(staff, 'PATCH', `modules/${headline.id}/`, { data: { content: 'Entwurfszeile Kranich' } });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.match(texts(await staffPage('ausstellung')), /Entwurfszeile Kranich/);
  assert.doesNotMatch(texts(await visitorPage('ausstellung')), /Entwurfszeile Kranich/, 'the visitor API never answers with a draft');
  const doc = await client(t.app).get('/de/ausstellung');
  assert.doesNotMatch(doc.body, /Entwurfszeile Kranich/, 'nor does the document');
  const search = await client(t.app).get('/api/search/?query=Kranich&lang=de');
  assert.doesNotMatch(search.body, /ausstellung/, 'search does not find words only the draft has');
  const state = await publication(page.id);
  assert.equal(state.has_unpublished_changes, true);

  const published = await write(staff, 'POST', `pages/${page.id}/publish/`, { note: 'Neue Zeile' });
  assert.equal(published.statusCode, 200, published.body);
  assert.equal(published.json().has_unpublished_changes, false);
  assert.equal(published.json().published_by, 'editor');
  assert.match(texts(await visitorPage('ausstellung')), /Entwurfszeile Kranich/, 'published: the visitor sees it at once (cache dropped)');
  assert.match((await client(t.app).get('/api/search/?query=Kranich&lang=de')).body, /ausstellung/);
  const versions = (await staff.get(`/de/pageeditor-api/pages/${page.id}/versions/`)).json();
  assert.equal(versions[0].note, 'publish: Neue Zeile');
  assert.equal(versions[0].created_by, 'Eda Editor', 'people are named by their full name');
  assert.deepEqual(versions[0].change, { action: 'publish', kind: null, detail: 'Neue Zeile' });
  assert.deepEqual(versions[1].change, { action: 'update', kind: 'headline', detail: null }, 'a change says what it changed, not a module id');
  assert.equal(versions[0].is_published, true);
  assert.equal(versions.filter((v: { is_published: boolean }) => v.is_published).length, 1);
});

test('discard returns the draft to the published state; an edit undone by hand leaves nothing to publish', async () => {
  const page = await staffPage('besuch');
  const headline = await headlineOf(page.id);
  const before = headline.data.content;
  await write(staff, 'PATCH', `modules/${headline.id}/`, { data: { content: 'Wird verworfen' } });
  assert.equal((await publication(page.id)).has_unpublished_changes, true);
  const discarded = await write(staff, 'POST', `pages/${page.id}/discard/`);
  assert.equal(discarded.statusCode, 200, discarded.body);
  assert.equal(discarded.json().has_unpublished_changes, false);
  assert.equal((await headlineOf(page.id)).data.content, before);

  await write(staff, 'PATCH', `modules/${headline.id}/`, { data: { content: 'Hin' } });
  await write(staff, 'PATCH', `modules/${headline.id}/`, { data: { content: before } });
  assert.equal((await publication(page.id)).has_unpublished_changes, false);
});

test('structure and page settings writes are drafts too; a new page stays hidden until it is published', async () => {
  const page = await staffPage('besuch');
  const section = await write(staff, 'POST', 'modules/', { content_type: 'container', page: page.id, layout: '50-50' });
  assert.equal(section.statusCode, 201, section.body);
  assert.ok(!(await visitorPage('besuch')).modules.some((m) => m.id === section.json().id));
  const settings = await write(staff, 'PATCH', `pages/${page.id}/`, { translations: { de: { title: 'Besuch (Entwurf)' } } });
  assert.equal(settings.statusCode, 200, settings.body);
  assert.notEqual((await visitorPage('besuch')).title, 'Besuch (Entwurf)');
  assert.doesNotMatch((await client(t.app).get('/de/besuch')).body, /Besuch \(Entwurf\)/);
  assert.equal((await staffPage('besuch')).title, 'Besuch (Entwurf)');
  await write(staff, 'POST', `pages/${page.id}/discard/`);
  assert.ok(!(await staffPage('besuch')).modules.some((m) => m.id === section.json().id));

  const created = await write(staff, 'POST', 'pages/', { parent: page.id, translations: { de: { path: 'entwurfsseite', title: 'Entwurfsseite' }, en: { path: 'draft-page', title: 'Draft page' } } });
  assert.equal(created.statusCode, 201, created.body);
  assert.equal((await client(t.app).get('/de/pageeditor-api/page/entwurfsseite')).statusCode, 404);
  assert.equal((await publication(created.json().id)).has_unpublished_changes, true);
  const neverPublished = await write(staff, 'POST', `pages/${created.json().id}/discard/`);
  assert.equal(neverPublished.statusCode, 400);
  assert.equal(neverPublished.json().field, 'published_version_id');
  assert.equal((await write(staff, 'POST', `pages/${created.json().id}/publish/`)).statusCode, 200);
  assert.equal((await visitorPage('entwurfsseite')).title, 'Entwurfsseite');
});

test('restore makes the old version the draft; visitors see it after Publish', async () => {
  const page = await staffPage('ausstellung');
  const versions = (await staff.get(`/de/pageeditor-api/pages/${page.id}/versions/`)).json();
  const oldest = versions[versions.length - 1];
  const restored = await write(staff, 'POST', `pages/${page.id}/restore/`, { version_id: oldest.version_id });
  assert.equal(restored.statusCode, 200, restored.body);
  assert.match(texts(await visitorPage('ausstellung')), /Entwurfszeile Kranich/, 'restore alone changes only the draft');
  assert.equal((await publication(page.id)).has_unpublished_changes, true);
  await write(staff, 'POST', `pages/${page.id}/publish/`, { note: 'Alte Fassung' });
  assert.doesNotMatch(texts(await visitorPage('ausstellung')), /Entwurfszeile Kranich/);
});

test('two editors: publish and discard against an outdated version answer 409 naming who changed the page', async () => {
  const page = await staffPage('ausstellung');
  const headline = await headlineOf(page.id);
  const base = String(page.version_id);
  const first = await write(second, 'PATCH', `modules/${headline.id}/`, { data: { content: 'Von Lea' } }, { 'x-page-version': base });
  assert.equal(first.statusCode, 200, first.body);
  for (const action of ['publish', 'discard']) {
    const stale = await write(staff, 'POST', `pages/${page.id}/${action}/`, {}, { 'x-page-version': base });
    assert.equal(stale.statusCode, 409, stale.body);
    assert.equal(stale.json().changed_by, 'Lea Lektorin');
    assert.deepEqual(stale.json().change, { action: 'update', kind: 'headline', detail: null });
    assert.equal(stale.json().field, 'version');
  }
  assert.doesNotMatch(texts(await visitorPage('ausstellung')), /Von Lea/, 'the refused publish changed nothing');
  const fresh = await write(staff, 'POST', `pages/${page.id}/publish/`, {}, { 'x-page-version': first.headers['x-page-version'] as string });
  assert.equal(fresh.statusCode, 200, fresh.body);
  assert.match(texts(await visitorPage('ausstellung')), /Von Lea/);
});

test('publish, discard and publication: anonymous 401/403, CSRF, validation naming the field, 404', async () => {
  const page = await staffPage('besuch');
  for (const action of ['publish/', 'discard/']) {
    const anonymous = await write(client(t.app), 'POST', `pages/${page.id}/${action}`);
    assert.ok([401, 403].includes(anonymous.statusCode), `${action}: ${anonymous.statusCode}`);
    const noCsrf = await staff.request({ method: 'POST', url: `/de/pageeditor-api/pages/${page.id}/${action}`, payload: {}, csrf: false });
    assert.equal(noCsrf.statusCode, 403);
    assert.equal((await write(staff, 'POST', `pages/999999/${action}`)).statusCode, 404);
    assert.equal((await write(staff, 'POST', `pages/abc/${action}`)).statusCode, 400);
  }
  const anonymousRead = await client(t.app).get(`/de/pageeditor-api/pages/${page.id}/publication/`);
  assert.ok([401, 403].includes(anonymousRead.statusCode));
  const longNote = await write(staff, 'POST', `pages/${page.id}/publish/`, { note: 'x'.repeat(201) });
  assert.equal(longNote.statusCode, 400);
  assert.equal(longNote.json().field, 'note');
  const badVersion = await write(staff, 'POST', `pages/${page.id}/publish/`, {}, { 'x-page-version': 'neu' });
  assert.equal(badVersion.statusCode, 400);
  assert.equal(badVersion.json().field, 'x-page-version');
});

test('every write path: anonymous 401/403, CSRF 403, 400 naming the field, and only a draft until Publish (API and document)', async () => {
  const page = await staffPage('besuch');
  const section = page.modules.find((m) => m.content_type === 'container')!;
  const headline = await headlineOf(page.id);
  const scratch = (await write(staff, 'POST', 'modules/', { content_type: 'quote', parent: section.id, column_index: 0, data: { content: 'Zum Löschen' } })).json();
  const topIds = page.modules.map((m) => m.id);
  const versions = (await staff.get(`/de/pageeditor-api/pages/${page.id}/versions/`)).json();
  await write(staff, 'POST', `pages/${page.id}/publish/`);

  const paths: { name: string; method: string; url: string; body: unknown; bad: { url?: string; body: unknown; field: string } }[] = [
    { name: 'create module', method: 'POST', url: 'modules/', body: { content_type: 'quote', parent: section.id, column_index: 0, data: { content: 'Neues Zitat' } },
      bad: { body: { content_type: 'keine-art', parent: section.id }, field: 'content_type' } },
    { name: 'replace module', method: 'POST', url: `modules/${headline.id}/`, body: { data: { content: 'Ersetzte Zeile', headline_level: 2 } },
      bad: { body: { data: { content: 'x', headline_level: 9 } }, field: 'data.headline_level' } },
    { name: 'patch module', method: 'PATCH', url: `modules/${headline.id}/`, body: { data: { content: 'Gepatchte Zeile' } },
      bad: { body: { data: { headline_level: 1 } }, field: 'data.headline_level' } },
    { name: 'duplicate module', method: 'POST', url: `modules/${headline.id}/duplicate/`, body: {}, bad: { url: 'modules/abc/duplicate/', body: {}, field: 'id' } },
    { name: 'reorder', method: 'POST', url: 'modules/reorder/', body: { ids: [...topIds].reverse() }, bad: { body: { ids: 'x' }, field: 'ids' } },
    { name: 'delete module', method: 'DELETE', url: `modules/${scratch.id}/`, body: undefined, bad: { url: 'modules/abc/', body: undefined, field: 'id' } },
    { name: 'page settings', method: 'PATCH', url: `pages/${page.id}/`, body: { translations: { de: { title: 'Entwurfstitel' } } },
      bad: { body: { translations: { de: { path: 5 } } }, field: 'translations.de.path' } },
    { name: 'restore', method: 'POST', url: `pages/${page.id}/restore/`, body: { version_id: versions[versions.length - 1].version_id },
      bad: { body: { version_id: 'alt' }, field: 'version_id' } },
  ];
  for (const path of paths) {
    const visitorBefore = (await client(t.app).get('/de/pageeditor-api/page/besuch')).body;
    const documentBefore = /<title>[^<]*<\/title>/.exec((await client(t.app).get('/de/besuch')).body)?.[0];

    const anonymous = await write(client(t.app), path.method, path.url, path.body);
    assert.ok([401, 403].includes(anonymous.statusCode), `${path.name}: anonymous ${anonymous.statusCode}`);
    const noCsrf = await staff.request({ method: path.method, url: `/de/pageeditor-api/${path.url}`, payload: path.body, csrf: false });
    assert.equal(noCsrf.statusCode, 403, `${path.name}: without CSRF`);
    const bad = await write(staff, path.method, path.bad.url ?? path.url, path.bad.body);
    assert.equal(bad.statusCode, 400, `${path.name}: ${bad.body}`);
    assert.equal(bad.json().field, path.bad.field, `${path.name}: the 400 names the field`);

    const done = await write(staff, path.method, path.url, path.body);
    assert.ok([200, 201, 204].includes(done.statusCode), `${path.name}: ${done.statusCode} ${done.body}`);
    assert.equal((await publication(page.id)).has_unpublished_changes, true, `${path.name}: a draft`);
    assert.equal((await client(t.app).get('/de/pageeditor-api/page/besuch')).body, visitorBefore, `${path.name}: visitors get the same page`);
    assert.equal(/<title>[^<]*<\/title>/.exec((await client(t.app).get('/de/besuch')).body)?.[0], documentBefore, `${path.name}: and the same document head`);
    assert.equal((await write(staff, 'POST', `pages/${page.id}/publish/`)).statusCode, 200);
    assert.notEqual((await client(t.app).get('/de/pageeditor-api/page/besuch')).body, visitorBefore, `${path.name}: published, visitors get the change`);
  }
});
