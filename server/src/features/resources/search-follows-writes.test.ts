import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { reindexSearch } from '../../lib/search-index';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
let editor: Client;
const R = '/de/pageeditor-api/resources';

before(async () => {
  t = await testApp();
  editor = client(t.app);
  await editor.login('editor', 'editor');
});
after(() => t.close());

const send = (url: string, payload: unknown, method = 'POST') => editor.request({ method, url, payload: payload as object, headers: { 'content-type': 'application/json' } });
const titles = async (app: FastifyInstance, query: string, locale = 'de'): Promise<string[]> => {
  const answer = (await app.inject({ url: `/${locale}/api/search/others/?query=${encodeURIComponent(query)}` })).json();
  return answer.results.map((hit: { title: string }) => hit.title);
};
const eventUrls = async (query: string): Promise<string[]> =>
  (await t.app.inject({ url: `/de/api/search/events/?query=${encodeURIComponent(query)}` })).json().results.map((hit: { url: string }) => hit.url);
const suggestions = async (query: string): Promise<string[]> => (await t.app.inject({ url: `/de/api/search/autocomplete/?query=${query}` })).json().suggestions;

/** The whole index as rows, to compare what writes left with a rebuild from scratch. */
const snapshot = async () => ({
  documents: await t.db.query('SELECT kind, ref_id, locale, title, body, url FROM search_documents ORDER BY kind, ref_id, locale'),
  words: await t.db.query('SELECT locale, word, freq FROM search_words WHERE freq > 0 ORDER BY locale, word'),
});

const article = {
  title_de: 'Zwergpinguine im Landesmuseum',
  title_en: 'Little penguins at the state museum',
  teaser_de: 'Eine Kolonie zieht ein.',
  teaser_en: 'A colony moves in.',
  body_de: '<p>Die Pinguinkolonie bekommt ein Becken.</p>',
  body_en: '<p>The penguin colony gets a pool.</p>',
  author: 'Redaktion',
  date: '2026-05-01',
  category_id: 1,
  tags: [],
};

test('a written article is findable when the write answers, a changed one under its new words only, a deleted one no more', async () => {
  // A cached answer must not hide the new article.
  assert.deepEqual(await titles(t.app, 'Zwergpinguine'), []);

  const started = performance.now();
  const created = await send(`${R}/articles/`, article);
  const findable = await titles(t.app, 'Zwergpinguine');
  const createToFound = performance.now() - started;
  assert.equal(created.statusCode, 201, created.body);
  assert.deepEqual(findable, ['Zwergpinguine im Landesmuseum']);
  assert.ok(createToFound < 1000, `write to findable took ${createToFound.toFixed(0)} ms`);
  assert.deepEqual(await titles(t.app, 'penguins', 'en'), ['Little penguins at the state museum']);
  assert.ok((await suggestions('zwergp')).includes('zwergpinguine'));

  const { id, version } = created.json();
  const renamed = await send(`${R}/articles/${id}/`, { version, title_de: 'Kaiserpinguine im Landesmuseum' }, 'PATCH');
  assert.equal(renamed.statusCode, 200, renamed.body);
  assert.deepEqual(await titles(t.app, 'Zwergpinguine'), []);
  assert.deepEqual(await titles(t.app, 'Kaiserpinguine'), ['Kaiserpinguine im Landesmuseum']);
  assert.ok(!(await suggestions('zwergp')).includes('zwergpinguine'), 'a word no document uses leaves autocomplete');

  const started2 = performance.now();
  const deleted = await editor.request({ method: 'DELETE', url: `${R}/articles/${id}/?version=${renamed.json().version}` });
  const deleteToGone = performance.now() - started2;
  assert.equal(deleted.statusCode, 204);
  assert.deepEqual(await titles(t.app, 'Kaiserpinguine'), []);
  assert.ok(deleteToGone < 1000, `delete to gone took ${deleteToGone.toFixed(0)} ms`);
  console.log(`# article: write to findable ${createToFound.toFixed(0)} ms, delete to gone ${deleteToGone.toFixed(0)} ms`);
});

test('an event taken offline leaves the search and comes back when online again; the index equals a rebuild', async () => {
  // An upcoming event (the search shows no past ones) whose title no other event has, so it ranks first for its title.
  const [{ ref_id: id }] = await t.db.query<{ ref_id: number }>(
    `SELECT ref_id FROM search_documents d WHERE kind = 'event' AND locale = 'de' AND date > $1
        AND NOT EXISTS (SELECT 1 FROM search_documents o WHERE o.kind = 'event' AND o.locale = 'de' AND o.title = d.title AND o.ref_id <> d.ref_id)
      ORDER BY ref_id LIMIT 1`,
    [new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString()],
  );
  const current = (await editor.get(`${R}/events/${id}/`)).json();
  assert.equal(current.is_online, true);
  const mine = async () => (await eventUrls(current.title_de)).filter((url) => url.endsWith(`/${id}`));
  assert.equal((await mine()).length, 1);

  const started = performance.now();
  const offline = await send(`${R}/events/${id}/`, { version: current.version, is_online: false }, 'PATCH');
  const offlineToGone = performance.now() - started;
  assert.equal(offline.statusCode, 200, offline.body);
  assert.deepEqual(await mine(), []);
  const online = await send(`${R}/events/${id}/`, { version: offline.json().version, is_online: true }, 'PATCH');
  assert.equal(online.statusCode, 200, online.body);
  assert.equal((await mine()).length, 1);

  const afterWrites = await snapshot();
  const rebuildStarted = performance.now();
  await reindexSearch(t.db);
  const rebuild = performance.now() - rebuildStarted;
  assert.deepEqual(await snapshot(), afterWrites, 'writes leave the same index a full rebuild makes');
  console.log(`# event: take offline to gone ${offlineToGone.toFixed(0)} ms; a full rebuild of the index takes ${rebuild.toFixed(0)} ms`);
});
