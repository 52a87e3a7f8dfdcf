import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Page, type PageModule, pageSchema } from 'shared-contracts/site';
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

const staffPage = async (path: string): Promise<Page> => pageSchema.parse((await staff.get(`/de/pageeditor-api/page/${path}`)).json());
const visitorPage = async (path: string): Promise<Page> => pageSchema.parse((await client(t.app).get(`/de/pageeditor-api/page/${path}`)).json());
const post = (url: string, payload: unknown) => staff.request({ method: 'POST', url: `/de/pageeditor-api/${url}`, payload });
const patch = (url: string, payload: unknown) => staff.request({ method: 'PATCH', url: `/de/pageeditor-api/${url}`, payload });
const columnTexts = (section: PageModule | undefined) => section?.columns?.map((c) => c.children.map((m) => String(m.data.content ?? m.content_type))) ?? [];

test('build a 50-50 section with a headline and a text; a visitor sees it once it is published', async () => {
  const page = await staffPage('besuch');
  const section = await post('modules/', { content_type: 'container', page: page.id, layout: '50-50' });
  assert.equal(section.statusCode, 201, section.body);
  const sectionId = section.json().id;
  assert.equal(section.json().columns.length, 2);
  assert.equal((await post('modules/', { content_type: 'headline', parent: sectionId, column_index: 0, data: { content: 'Neuer Abschnitt', headline_level: 2 } })).statusCode, 201);
  assert.equal((await post('modules/', { content_type: 'text', parent: sectionId, column_index: 1, data: { content: '<p>Zweite Spalte</p>' } })).statusCode, 201);

  assert.ok(!(await visitorPage('besuch')).modules.some((m) => m.id === sectionId), 'not before Publish');
  await publishPage(staff, page.id);
  const seen = (await visitorPage('besuch')).modules.find((m) => m.id === sectionId);
  assert.deepEqual(columnTexts(seen), [['Neuer Abschnitt'], ['<p>Zweite Spalte</p>']]);

  // Reorder at the top level of the page: the new section goes first.
  const ids = (await staffPage('besuch')).modules.map((m) => m.id);
  const order = [sectionId, ...ids.filter((id) => id !== sectionId)];
  assert.equal((await post('modules/reorder/', { ids: order })).statusCode, 200);
  await publishPage(staff, page.id);
  assert.equal((await visitorPage('besuch')).modules[0].id, sectionId);
});

test('duplicate copies the subtree right after the original, without the slug', async () => {
  const page = await staffPage('besuch');
  const section = (await post('modules/', { content_type: 'container', page: page.id, layout: '33-33-33' })).json();
  await post('modules/', { content_type: 'quote', parent: section.id, column_index: 2, data: { content: 'Zitat' } });
  const dup = await post(`modules/${section.id}/duplicate/`, {});
  assert.equal(dup.statusCode, 201, dup.body);
  assert.notEqual(dup.json().id, section.id);
  assert.deepEqual(columnTexts(dup.json()), [[], [], ['Zitat']]);
  const ids = (await staffPage('besuch')).modules.map((m) => m.id);
  assert.equal(ids.indexOf(dup.json().id), ids.indexOf(section.id) + 1);

  const named = (await post('container/by-slug/kopier-test', { layout: '100' })).json();
  const namedCopy = await post(`containers/${named.id}/duplicate/`, {});
  assert.equal(namedCopy.json().slug, null);
  assert.equal((await post('modules/999999/duplicate/', {})).statusCode, 404);
});

test('move between columns and sections; never into its own subtree; layout changes keep every child', async () => {
  const page = await staffPage('besuch');
  const a = (await post('modules/', { content_type: 'container', page: page.id, layout: '50-50' })).json();
  const b = (await post('modules/', { content_type: 'container', page: page.id, layout: '100' })).json();
  const one = (await post('modules/', { content_type: 'quote', parent: a.id, column_index: 0, data: { content: 'eins' } })).json();
  await post('modules/', { content_type: 'quote', parent: a.id, column_index: 1, data: { content: 'zwei' } });

  const toColumn = await patch(`modules/${one.id}/`, { parent: a.id, column_index: 1 });
  assert.equal(toColumn.statusCode, 200, toColumn.body);
  let tree = (await staffPage('besuch')).modules.find((m) => m.id === a.id);
  assert.deepEqual(columnTexts(tree), [[], ['zwei', 'eins']], 'a moved module goes to the end of its new column');

  assert.equal((await patch(`modules/${one.id}/`, { parent: b.id, column_index: 0 })).statusCode, 200);
  assert.deepEqual(columnTexts((await staffPage('besuch')).modules.find((m) => m.id === b.id)), [['eins']]);

  const intoItself = await patch(`modules/${a.id}/`, { parent: a.id, column_index: 0 });
  assert.equal(intoItself.statusCode, 400);
  assert.equal(intoItself.json().field, 'parent');
  const nested = (await post('modules/', { content_type: 'container', parent: a.id, column_index: 0, layout: '100' })).json();
  const intoChild = await patch(`modules/${a.id}/`, { parent: nested.id, column_index: 0 });
  assert.equal(intoChild.statusCode, 400);
  assert.equal(intoChild.json().field, 'parent');
  const wrongColumn = await patch(`modules/${one.id}/`, { parent: b.id, column_index: 2 });
  assert.equal(wrongColumn.json().field, 'column_index');

  const layout = await patch(`modules/${a.id}/`, { layout: '100' });
  assert.equal(layout.statusCode, 200, layout.body);
  tree = (await staffPage('besuch')).modules.find((m) => m.id === a.id);
  assert.equal(tree?.layout, '100');
  assert.equal(tree?.columns?.length, 1);
  assert.deepEqual(columnTexts(tree)[0].sort(), ['container', 'zwei'].sort());
  for (const layoutName of ['67-33', '33-67', '50-50', '33-33-33', '25-50-25']) {
    const res = await patch(`modules/${a.id}/`, { layout: layoutName });
    assert.equal(res.statusCode, 200, `${layoutName}: ${res.body}`);
  }
  assert.equal((await patch(`modules/${a.id}/`, { layout: '20-80' })).json().field, 'layout');
});

test('list items of list kinds: added, edited, reordered, removed; other kinds are refused', async () => {
  const page = await staffPage('besuch');
  const list = (await post('modules/', { content_type: 'anchor_list', page: page.id, data: { sticky: false } })).json();
  const first = (await post('modules/', { content_type: 'anchor_item', parent: list.id, data: { title: 'Anfahrt', anchor: 'anfahrt' } })).json();
  const second = (await post('modules/', { content_type: 'anchor_item', parent: list.id, data: { title: 'Preise', anchor: 'preise' } })).json();
  assert.equal((await patch(`modules/${second.id}/`, { data: { title: 'Eintritt' } })).json().data.title, 'Eintritt');
  assert.equal((await post('modules/reorder/', { ids: [second.id, first.id] })).statusCode, 200);
  const items = (await staffPage('besuch')).modules.find((m) => m.id === list.id)?.children?.map((m) => m.data.title);
  assert.deepEqual(items, ['Eintritt', 'Anfahrt']);
  assert.equal((await staff.request({ method: 'DELETE', url: `/de/pageeditor-api/modules/${first.id}/` })).statusCode, 204);
  const refused = await post('modules/', { content_type: 'headline', parent: list.id, data: { content: 'x' } });
  assert.equal(refused.statusCode, 400);
  assert.equal(refused.json().field, 'parent');
});

test('structure writes need a staff session and the CSRF header', async () => {
  const page = await staffPage('besuch');
  const id = page.modules[0].id;
  const anon = client(t.app);
  assert.equal((await anon.request({ method: 'POST', url: `/de/pageeditor-api/modules/${id}/duplicate/`, payload: {} })).statusCode, 401);
  assert.equal((await staff.request({ method: 'POST', url: `/de/pageeditor-api/modules/${id}/duplicate/`, payload: {}, csrf: false })).statusCode, 403);
  assert.equal((await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/modules/${id}/`, payload: { layout: '100' }, csrf: false })).statusCode, 403);
  assert.equal((await staff.request({ method: 'DELETE', url: `/de/pageeditor-api/modules/${id}/`, csrf: false })).statusCode, 403);
});

test('two editors on one page: a write against an outdated version answers 409 naming who changed it', async () => {
  const page = await staffPage('ausstellung');
  const headline = (await (await staff.get(`/de/pageeditor-api/modules/?page=${page.id}&content_type=headline`)).json())[0];
  const base = String(page.version_id);
  const withVersion = (version: string, content: string) =>
    staff.request({ method: 'PATCH', url: `/de/pageeditor-api/modules/${headline.id}/`, payload: { data: { content } }, headers: { 'x-page-version': version } });

  const first = await withVersion(base, 'Erste Fassung');
  assert.equal(first.statusCode, 200, first.body);
  const next = first.headers['x-page-version'];
  assert.ok(Number(next) > Number(base), 'the answer names the version the write created');

  const stale = await withVersion(base, 'Veraltete Fassung');
  assert.equal(stale.statusCode, 409, stale.body);
  assert.equal(stale.json().field, 'version');
  assert.equal(stale.json().changed_by, 'Eda Editor');
  assert.deepEqual(stale.json().change, { action: 'update', kind: 'headline', detail: null });
  assert.equal(stale.json().version_id, Number(next));
  assert.ok(!Number.isNaN(Date.parse(stale.json().changed_at)));
  assert.equal((await staff.get(`/de/pageeditor-api/modules/${headline.id}/`)).json().data.content, 'Erste Fassung', 'the refused write changed nothing');

  assert.equal((await withVersion(String(next), 'Zweite Fassung')).statusCode, 200, 'a write on the latest version passes');
  const restore = await staff.request({ method: 'POST', url: `/de/pageeditor-api/pages/${page.id}/restore/`, payload: { version_id: Number(next) }, headers: { 'x-page-version': base } });
  assert.equal(restore.statusCode, 409);
  assert.equal((await withVersion('abc', 'x')).json().field, 'x-page-version');
});
