import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { reindexSearch } from '../../lib/search-index';
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

const others = async (query: string, lang = 'de') =>
  (await t.app.inject(`/api/search/others/?query=${encodeURIComponent(query)}&lang=${lang}`)).json() as { count: number; results: Array<{ type: string; id: number; title: string; url: string }> };
const suggestions = async (query: string) => (await t.app.inject(`/api/search/autocomplete/?query=${query}&lang=de`)).json().suggestions as string[];
const words = () => t.db.query<{ locale: string; word: string; freq: number }>('SELECT locale, word, freq FROM search_words ORDER BY locale, word');
const pageId = async (path: string) => (await staff.get(`/de/pageeditor-api/page/${path}`)).json().id as number;

test('a changed headline is findable right after it is published (search and autocomplete caches cleared), never as a draft', async () => {
  // Ask first, so a cached "nothing found" would show if the save did not clear the search cache.
  assert.equal((await others('Wasserbüffelweide')).count, 0);
  assert.deepEqual(await suggestions('wasserbüffel'), []);
  const id = await pageId('besuch');
  const saved = await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/pages/${id}/`, payload: { translations: { de: { headline: 'Wasserbüffelweide am Schloss' } } } });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal((await others('Wasserbüffelweide')).count, 0, 'a draft is not searchable');
  await publishPage(staff, id);
  const found = await others('Wasserbüffelweide');
  assert.equal(found.count, 1);
  assert.deepEqual([found.results[0].type, found.results[0].id, found.results[0].url], ['page', id, '/de/besuch']);
  assert.ok((await suggestions('wasserbüffel')).includes('wasserbüffelweide'));
  assert.equal((await others('Wasserbüffelweide', 'en')).count, 0, 'only the German page changed');
});

test('module texts, offline pages, new and deleted pages follow the index', async () => {
  const page = (await staff.get('/de/pageeditor-api/page/besuch')).json();
  const anchor = page.modules.find((m: { content_type: string }) => m.content_type === 'anchor_list').children[0];
  await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/modules/${anchor.id}/`, payload: { data: { title: 'Fährverbindung Zollinsel' } } });
  await publishPage(staff, page.id);
  assert.equal((await others('Zollinsel')).count, 1);
  await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/modules/${anchor.id}/`, payload: { data: { title: 'Anfahrt' } } });
  await publishPage(staff, page.id);
  assert.equal((await others('Zollinsel')).count, 0, 'the old text is gone');

  await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/pages/${page.id}/`, payload: { is_online: false } });
  await publishPage(staff, page.id);
  assert.equal((await others('Wasserbüffelweide')).count, 0, 'offline pages are not searchable');
  await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/pages/${page.id}/`, payload: { is_online: true } });
  await publishPage(staff, page.id);
  assert.equal((await others('Wasserbüffelweide')).count, 1);

  const created = await staff.request({
    method: 'POST',
    url: '/de/pageeditor-api/pages/',
    payload: { translations: { de: { path: 'flussperlmuschel', title: 'Die Flussperlmuschel' }, en: { path: 'pearl-mussel', title: 'The freshwater pearl mussel' } } },
  });
  assert.equal(created.statusCode, 201, created.body);
  assert.equal((await others('Flussperlmuschel')).count, 0, 'a new page is found once it is published');
  await publishPage(staff, created.json().id);
  assert.equal((await others('Flussperlmuschel')).count, 1);
  assert.equal((await others('pearl mussel', 'en')).count, 1);
  assert.equal((await staff.request({ method: 'DELETE', url: `/de/pageeditor-api/pages/${created.json().id}/` })).statusCode, 204);
  assert.equal((await others('Flussperlmuschel')).count, 0);
  assert.deepEqual(await suggestions('flussperl'), []);
});

test('after many per-page updates the word list equals a full rebuild', async () => {
  const incremental = await words();
  const docs = await t.db.query(`SELECT kind, ref_id, locale, title, body, url FROM search_documents ORDER BY kind, ref_id, locale`);
  await reindexSearch(t.db);
  assert.deepEqual(await words(), incremental);
  assert.deepEqual(await t.db.query(`SELECT kind, ref_id, locale, title, body, url FROM search_documents ORDER BY kind, ref_id, locale`), docs);
});
