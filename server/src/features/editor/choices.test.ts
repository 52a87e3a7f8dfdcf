import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Choice } from 'shared-contracts/editor/choices';
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

const list = async (url: string) => {
  const res = await staff.get(url);
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Choice[];
};

test('each kind lists names (and dates where it has them) in the page language, searchable by name', async () => {
  for (const kind of ['venues', 'articles', 'article-categories', 'event-tags', 'events', 'productions']) {
    const rows = await list(`/de/pageeditor-api/choices/${kind}/`);
    assert.ok(rows.length > 0, kind);
    assert.ok(rows.every((r) => Number.isInteger(r.id) && r.name.length > 0), kind);
  }
  const [venue] = await t.db.query<{ id: number; name_de: string; name_en: string }>('SELECT id, name_de, name_en FROM venues ORDER BY id LIMIT 1');
  const de = await list(`/de/pageeditor-api/choices/venues/?q=${encodeURIComponent(venue.name_de.slice(0, 5))}`);
  assert.ok(de.some((r) => r.id === venue.id && r.name === venue.name_de && r.url?.startsWith('/de/venues/')));
  const en = await list(`/en/pageeditor-api/choices/venues/?ids=${venue.id}`);
  assert.deepEqual(en.map((r) => r.name), [venue.name_en]);

  const events = await list('/de/pageeditor-api/choices/events/');
  assert.ok(events.every((e) => e.date && !Number.isNaN(Date.parse(e.date)) && e.url?.startsWith('/de/veranstaltungen/')));
  const dates = events.map((e) => e.date!);
  assert.deepEqual([...dates].sort(), dates, 'events by date');
  assert.ok(Date.parse(dates[0]) >= t.clock.now().getTime() - 24 * 3600_000, 'upcoming events first');
  const articles = await list('/en/pageeditor-api/choices/articles/');
  assert.ok(articles.every((a) => /^\d{4}-\d{2}-\d{2}$/.test(a.date ?? '')));
  assert.ok(articles[0].url?.startsWith('/en/mediathek-en/'));
});

test('choices need staff and name a bad kind or query', async () => {
  assert.equal((await client(t.app).get('/de/pageeditor-api/choices/venues/')).statusCode, 401);
  const bad = await staff.get('/de/pageeditor-api/choices/users/');
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().field, 'kind');
  const ids = await staff.get('/de/pageeditor-api/choices/venues/?ids=1;DROP');
  assert.equal(ids.statusCode, 400);
  assert.equal(ids.json().field, 'ids');
  const quoted = await list(`/de/pageeditor-api/choices/venues/?q=${encodeURIComponent("%' OR 1=1 --")}`);
  assert.deepEqual(quoted, []);
});
