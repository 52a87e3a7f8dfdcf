import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
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

const versionsOf = async (id: number) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM page_versions WHERE page_id = $1', [id]))[0].n;

test('the home page cannot be deleted: 409 with a message, and it stays', async () => {
  const home = (await staff.get('/de/pageeditor-api/page/')).json();
  const res = await staff.request({ method: 'DELETE', url: `/de/pageeditor-api/pages/${home.id}/` });
  assert.equal(res.statusCode, 409);
  assert.equal(res.json().field, 'page');
  assert.match(res.json().message, /home page cannot be deleted/);
  assert.equal((await client(t.app).get('/de/pageeditor-api/page/')).statusCode, 200);
  assert.ok((await versionsOf(home.id)) > 0);
});

test('a deleted page keeps its versions and staff restore it as it was, published again', async () => {
  const created = await staff.request({
    method: 'POST',
    url: '/de/pageeditor-api/pages/',
    payload: { translations: { de: { path: 'papierkorb-probe', title: 'Papierkorb' }, en: { path: 'trash-probe', title: 'Trash' } } },
  });
  const id = created.json().id as number;
  await publishPage(staff, id);
  const before = await versionsOf(id);
  assert.equal((await client(t.app).get('/de/pageeditor-api/page/papierkorb-probe')).statusCode, 200);

  assert.equal((await staff.request({ method: 'DELETE', url: `/de/pageeditor-api/pages/${id}/` })).statusCode, 204);
  assert.equal((await staff.get(`/de/pageeditor-api/pages/${id}/`)).statusCode, 404);
  assert.equal((await client(t.app).get('/de/pageeditor-api/page/papierkorb-probe')).statusCode, 404);
  assert.equal(await versionsOf(id), before + 1, 'the versions stay, with the state at deletion as the last one');
  const trash = (await staff.get('/en/pageeditor-api/pages/deleted/')).json();
  const entry = trash.find((p: { id: number }) => p.id === id);
  assert.equal(entry.title, 'Papierkorb');
  assert.equal(entry.deleted_by, 'editor');
  assert.equal(entry.version_count, before + 1);
  assert.equal((await client(t.app).get('/de/pageeditor-api/pages/deleted/')).statusCode, 401);

  const restored = await staff.request({ method: 'POST', url: `/de/pageeditor-api/pages/deleted/${id}/restore/` });
  assert.equal(restored.statusCode, 200);
  assert.equal(restored.json().id, id);
  assert.equal((await client(t.app).get('/en/pageeditor-api/page/trash-probe')).json().title, 'Trash');
  assert.ok((await staff.get(`/de/pageeditor-api/pages/${id}/versions/`)).json().length >= before + 2);
  assert.ok(!(await staff.get('/de/pageeditor-api/pages/deleted/')).json().some((p: { id: number }) => p.id === id));
  assert.equal((await staff.request({ method: 'POST', url: `/de/pageeditor-api/pages/deleted/${id}/restore/` })).statusCode, 404);
});

test('restoring a page whose address was taken meanwhile is refused with 409 naming the field', async () => {
  const make = (de: string, en: string) =>
    staff.request({ method: 'POST', url: '/de/pageeditor-api/pages/', payload: { translations: { de: { path: de, title: de }, en: { path: en, title: en } } } });
  const id = (await make('doppelt', 'twice')).json().id as number;
  assert.equal((await staff.request({ method: 'DELETE', url: `/de/pageeditor-api/pages/${id}/` })).statusCode, 204);
  assert.equal((await make('doppelt', 'twice-new')).statusCode, 201);
  const res = await staff.request({ method: 'POST', url: `/de/pageeditor-api/pages/deleted/${id}/restore/` });
  assert.equal(res.statusCode, 409);
  assert.equal(res.json().field, 'translations.de.path');
  assert.ok((await staff.get('/de/pageeditor-api/pages/deleted/')).json().some((p: { id: number }) => p.id === id), 'it stays in the trash');
});
