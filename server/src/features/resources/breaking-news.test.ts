import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { HistoryEntry } from 'shared-contracts/back-office/descriptor';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
let editor: Client;
const R = '/de/pageeditor-api/resources/breaking-news';
const NOW = new Date('2026-11-26T12:00:00Z');
const send = (c: Client, url: string, payload: unknown, method = 'POST') => c.request({ method, url, payload: payload as object, headers: { 'content-type': 'application/json' } });
const alerts = async () => ((await t.app.inject('/de/api/breaking-news/')).json() as Array<{ title: string }>).map((a) => a.title);

before(async () => {
  t = await testApp({ now: NOW });
  editor = client(t.app);
  await editor.login('editor', 'editor');
});
after(() => t.close());

test('the demo alert answers as before (no schedule means always)', async () => {
  assert.ok((await alerts()).length > 0);
});

test('a scheduled alert shows only from–until; roles, CSRF, the field named, 409, history and restore', async () => {
  const kasse = client(t.app);
  await kasse.login('kasse', 'kasse');
  assert.equal((await kasse.get(`${R}/`)).statusCode, 403);
  const body = { title_de: 'Sturmwarnung', title_en: 'Storm warning', text_de: 'Heute geschlossen.', text_en: 'Closed today.', show_from: '2026-11-27T08:00:00+01:00', show_until: '2026-11-27T20:00:00+01:00', sort: -1 };
  assert.equal((await editor.request({ method: 'POST', url: `${R}/`, payload: body, csrf: false })).statusCode, 403);
  const backwards = await send(editor, `${R}/`, { ...body, show_until: '2026-11-27T07:00:00+01:00' });
  assert.equal(backwards.statusCode, 400);
  assert.equal(backwards.json().field, 'show_until');
  assert.equal((await send(editor, `${R}/`, { ...body, show_from: 'morgen' })).json().field, 'show_from');
  assert.equal((await send(editor, `${R}/`, { ...body, link_url_de: 'javascript:alert(1)' })).json().field, 'link_url_de');

  const created = await send(editor, `${R}/`, body);
  assert.equal(created.statusCode, 201, created.body);
  assert.equal(created.json().show_from, '2026-11-27T07:00:00Z');
  assert.ok(!(await alerts()).includes('Sturmwarnung'), 'not before its start');
  t.clock.set(new Date('2026-11-27T09:00:00Z'));
  assert.equal((await alerts())[0], 'Sturmwarnung', 'shown first within its schedule');
  t.clock.set(new Date('2026-11-27T20:00:00Z'));
  assert.ok(!(await alerts()).includes('Sturmwarnung'), 'gone after its end');
  t.clock.set(NOW);

  const { id } = created.json();
  const open = await send(editor, `${R}/${id}/`, { version: 1, show_until: null }, 'PATCH');
  assert.equal(open.statusCode, 200, open.body);
  assert.equal(open.json().show_until, null);
  assert.equal((await send(editor, `${R}/${id}/`, { version: 1, title_de: 'x' }, 'PATCH')).statusCode, 409);
  const history = (await editor.get(`${R}/${id}/history/`)).json() as HistoryEntry[];
  const restored = await send(editor, `${R}/${id}/history/${history[1].id}/restore/`, { version: 2 });
  assert.equal(restored.json().show_until, '2026-11-27T19:00:00Z');
});
