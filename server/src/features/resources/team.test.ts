import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { HistoryEntry } from 'shared-contracts/back-office/descriptor';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
let editor: Client;
const R = '/en/pageeditor-api/resources';
const send = (c: Client, url: string, payload: unknown, method = 'POST') => c.request({ method, url, payload: payload as object, headers: { 'content-type': 'application/json' } });

before(async () => {
  t = await testApp();
  editor = client(t.app);
  await editor.login('editor', 'editor');
});
after(() => t.close());

test('persons: roles, CSRF, a 400 naming the field, then the new member is on the team page and in the search', async () => {
  const kasse = client(t.app);
  await kasse.login('kasse', 'kasse');
  assert.equal((await client(t.app).get(`${R}/persons/`)).statusCode, 401);
  assert.equal((await kasse.get(`${R}/persons/`)).statusCode, 403);
  const [category] = (await editor.get(`${R}/person-categories/`)).json().items;
  const body = { first_name: 'Hildegard', last_name: 'Quarzbläser', role_de: 'Kuratorin', role_en: 'Curator', category_id: category.id };
  assert.equal((await editor.request({ method: 'POST', url: `${R}/persons/`, payload: body, csrf: false })).statusCode, 403);
  const bad = await send(editor, `${R}/persons/`, { ...body, role_en: '' });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().field, 'role_en');
  const created = await send(editor, `${R}/persons/`, body);
  assert.equal(created.statusCode, 201, created.body);
  assert.equal(created.json().slug, 'hildegard-quarzblaeser');
  const team = await t.app.inject('/en/api/persons/');
  assert.ok(team.body.includes('Quarzbläser'), 'the team list shows the new member');
  const search = (await t.app.inject('/de/api/search/?query=Quarzbläser')).json();
  assert.ok(JSON.stringify(search).includes('Hildegard Quarzbläser'));
});

test('persons: 409 on a stale version, history and restore', async () => {
  const [person] = (await editor.get(`${R}/persons/?q=Quarzbl`)).json().items;
  const changed = await send(editor, `${R}/persons/${person.id}/`, { version: person.version, role_de: 'Direktorin' }, 'PATCH');
  assert.equal(changed.statusCode, 200);
  assert.equal((await send(editor, `${R}/persons/${person.id}/`, { version: person.version, role_de: 'Alt' }, 'PATCH')).statusCode, 409);
  const history = (await editor.get(`${R}/persons/${person.id}/history/`)).json() as HistoryEntry[];
  const restored = await send(editor, `${R}/persons/${person.id}/history/${history[1].id}/restore/`, { version: changed.json().version });
  assert.equal(restored.json().role_de, 'Kuratorin');
});

test('a team category in use is not deleted', async () => {
  const [category] = (await editor.get(`${R}/person-categories/`)).json().items;
  assert.equal((await editor.request({ method: 'DELETE', url: `${R}/person-categories/${category.id}/?version=${category.version}` })).statusCode, 409);
});
