import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { isLocalPath } from 'shared-contracts/local-path';
import { clearSiteCache } from '../../lib/site-cache';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
let editor: Client;
const R = (locale = 'de') => `/${locale}/pageeditor-api/resources/redirects/`;
const OFF_SITE = ['//evil.example/x', '/\\evil.example', 'https://evil.example/x', 'javascript:alert(1)', '/de/x\u0007y', '/de\\..\\x', ' //evil.example/x'];

/** A shell build with just its template, so an address without a page answers the 404 document. */
function shellDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redirect-dist-'));
  fs.mkdirSync(path.join(dir, 'shell/dist'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'shell/dist/index.html'), '<!doctype html><html lang="de"><head><!--ssr:head--><!--ssr:boot--></head><body><div id="root"></div></body></html>');
  return dir;
}

before(async () => {
  t = await testApp({ appsRoot: shellDist() });
  editor = client(t.app);
  assert.equal((await editor.login('editor', 'editor')).statusCode, 200);
});
after(() => t.close());

const send = (url: string, payload: unknown, method = 'POST') => editor.request({ method, url, payload: payload as object, headers: { 'content-type': 'application/json' } });

test('a local path starts with one slash, never two or a backslash, and holds no backslash or control character', () => {
  for (const ok of ['/', '/de', '/de/ausstellung', '/en/events/concert/1', '/de/a-b_c.d~e']) assert.equal(isLocalPath(ok), true, ok);
  for (const bad of ['', 'de/x', '//evil.example', '/\\evil.example', 'https://evil.example', '/de/a\\b', '/de/\tx', '/de/\nx', '/de/\u007fx', '\u0000/x']) {
    assert.equal(isLocalPath(bad), false, JSON.stringify(bad));
  }
});

test('a redirect to another site is refused on create, in the editor\'s language, naming new_path', async () => {
  for (const target of OFF_SITE) {
    const de = await send(R('de'), { locale: 'de', old_path: '/de/zz', new_path: target });
    assert.equal(de.statusCode, 400, `${JSON.stringify(target)}: ${de.body}`);
    assert.equal(de.json().field, 'new_path');
    assert.match(de.json().message, /^new_path: Die neue Adresse muss eine Seite dieser Website sein/);
  }
  const en = await send(R('en'), { locale: 'de', old_path: '/de/zz', new_path: '//evil.example/x' });
  assert.equal(en.statusCode, 400);
  assert.equal(en.json().field, 'new_path');
  assert.match(en.json().message, /^new_path: The new address must be a page of this site/);
  assert.deepEqual(await t.db.query("SELECT 1 FROM redirects WHERE old_path = '/de/zz'"), [], 'nothing was stored');
  assert.notEqual((await t.app.inject('/de/zz')).statusCode, 301);
});

test('changing or restoring a redirect to another site is refused too; a path on the site still works', async () => {
  const created = await send(R(), { locale: 'de', old_path: '/de/zz-gut', new_path: '/de/ausstellung' });
  assert.equal(created.statusCode, 201, created.body);
  const { id, version } = created.json();
  for (const method of ['PATCH', 'POST']) {
    const changed = await send(`${R()}${id}/`, { version, locale: 'de', old_path: '/de/zz-gut', new_path: '//evil.example/x' }, method);
    assert.equal(changed.statusCode, 400, `${method}: ${changed.body}`);
    assert.equal(changed.json().field, 'new_path');
  }
  // A history entry written before the rule existed is not a way around it.
  await t.db.query("UPDATE entity_history SET data = jsonb_set(data, '{new_path}', to_jsonb($2::text)) WHERE kind = 'redirects' AND entity_id = $1", [id, '/\\evil.example']);
  const [history] = (await editor.get(`${R()}${id}/history/`)).json() as Array<{ id: number }>;
  const restored = await send(`${R()}${id}/history/${history.id}/restore/`, { version });
  assert.equal(restored.statusCode, 400, restored.body);
  assert.equal(restored.json().field, 'new_path');
  const res = await t.app.inject('/de/zz-gut');
  assert.equal(res.statusCode, 301);
  assert.equal(res.headers.location, '/de/ausstellung');
});

test('the document host never answers a 301 off the site, whatever a row in the database says', async () => {
  const rows = [
    ['/de/zz-a', '//evil.example/x'],
    ['/de/zz-b', '/\\evil.example'],
    ['/de/zz-c', 'https://evil.example/x'],
    ['/de/zz-d', '/de/\u0009/evil.example'],
  ];
  for (const [from, to] of rows) await t.db.query("INSERT INTO redirects (locale, old_path, new_path) VALUES ('de', $1, $2)", [from, to]);
  clearSiteCache(t.db);
  for (const [from] of rows) {
    const res = await t.app.inject(from);
    assert.notEqual(res.statusCode, 301, from);
    assert.equal(res.headers.location, undefined, from);
  }
  const listed = (await t.app.inject('/de/pageeditor-api/redirect')).json() as Array<{ old_path: string }>;
  assert.ok(!listed.some((r) => rows.some(([from]) => from === r.old_path)), 'the redirect list leaves them out as well');
  assert.ok(listed.some((r) => r.old_path === '/de/zz-gut'), 'and keeps the one on the site');
});

test('deleting a page with a redirect to a page whose address is not a plain path is refused, naming redirect_to', async () => {
  const create = (segment: string) =>
    editor.request({ method: 'POST', url: '/de/pageeditor-api/page-tree/', payload: { parent: null, translations: { de: { title: segment, segment }, en: { title: segment, segment } } } });
  const gone = (await create('zz-weg')).json().id as number;
  const target = (await create('zz-ziel')).json().id as number;
  await t.db.query("UPDATE page_translations SET path = 'zz\\ziel' WHERE page_id = $1", [target]);
  const refused = await editor.request({ method: 'POST', url: `/en/pageeditor-api/page-tree/${gone}/delete/`, payload: { redirect_to: target } });
  assert.equal(refused.statusCode, 400, refused.body);
  assert.equal(refused.json().field, 'redirect_to');
  assert.match(refused.json().message, /must be a page of this site/);
  assert.deepEqual(await t.db.query("SELECT 1 FROM redirects WHERE new_path LIKE '%zz%ziel'"), []);
  assert.equal((await t.db.query('SELECT 1 FROM pages WHERE id = $1', [gone])).length, 1, 'the page is still there');
});
