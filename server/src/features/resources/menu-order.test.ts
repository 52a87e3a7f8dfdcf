import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Navigation } from 'shared-contracts/site';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
let editor: Client;
let kasse: Client;
const R = '/de/pageeditor-api/resources/menu-items';
const send = (c: Client, url: string, payload: unknown) => c.request({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json' } });
const topTitles = async () => ((await t.app.inject('/de/pageeditor-api/nav')).json() as Navigation).menu.map((m) => m.menu_name);
type Row = { id: number; version: number; title: string; position: number };
const topEntries = async (): Promise<Row[]> => (await editor.get(`${R}/?locale=de&menu=menu&sort=position&page_size=200`)).json().items.filter((i: { parent_id: number | null }) => i.parent_id === null);

before(async () => {
  t = await testApp();
  editor = client(t.app);
  kasse = client(t.app);
  await editor.login('editor', 'editor');
  await kasse.login('kasse', 'kasse');
});
after(() => t.close());

test('menus: one call moves an entry among its siblings; visitors see the new order at once; history records it', async () => {
  const before = await topEntries();
  assert.ok(before.length >= 3, 'the demo main menu has several top entries');
  assert.deepEqual(await topTitles(), before.map((e) => e.title));
  const last = before.at(-1)!;

  const moved = await send(editor, `${R}/${last.id}/move/`, { version: last.version, to: 0 });
  assert.equal(moved.statusCode, 200, moved.body);
  assert.equal(moved.json().version, last.version + 1);
  const expected = [last.title, ...before.slice(0, -1).map((e) => e.title)];
  assert.deepEqual(await topTitles(), expected, 'the header shows it first at once');
  const after = await topEntries();
  assert.deepEqual(after.map((e) => e.position), after.map((_, i) => (i + 1) * 10), 'siblings are numbered again');
  const history = (await editor.get(`${R}/${last.id}/history/`)).json();
  assert.equal(history[0].data.position, 10);
  assert.equal(history[0].username, 'editor');

  // The same move with the version read before is stale.
  const stale = await send(editor, `${R}/${last.id}/move/`, { version: last.version, to: 2 });
  assert.equal(stale.statusCode, 409);
  assert.equal(stale.json().changed_by, 'editor');
  assert.deepEqual(await topTitles(), expected, 'a refused move changes nothing');

  // Back down one place, and out of range.
  const down = await send(editor, `${R}/${last.id}/move/`, { version: last.version + 1, to: 1 });
  assert.equal(down.statusCode, 200, down.body);
  assert.deepEqual((await topTitles()).slice(0, 2), [before[0].title, last.title]);
  const far = await send(editor, `${R}/${last.id}/move/`, { version: down.json().version, to: 99 });
  assert.equal(far.statusCode, 400);
  assert.equal(far.json().field, 'to');
  assert.equal((await send(editor, `${R}/${last.id}/move/`, { version: down.json().version })).json().field, 'to');
});

test('menus: moving needs an editor, the CSRF header and an existing entry', async () => {
  const [first] = await topEntries();
  assert.equal((await send(kasse, `${R}/${first.id}/move/`, { version: first.version, to: 1 })).statusCode, 403);
  const noCsrf = await editor.request({ method: 'POST', url: `${R}/${first.id}/move/`, payload: { version: first.version, to: 1 }, csrf: false });
  assert.equal(noCsrf.statusCode, 403);
  assert.equal((await send(editor, `${R}/999999/move/`, { version: 1, to: 0 })).statusCode, 404);
  assert.equal((await topEntries())[0].id, first.id, 'nothing moved');
});
