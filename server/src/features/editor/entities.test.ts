import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
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

test('the entity screen names an entry in both languages and lists the pages that show or link it', async () => {
  const venue = await staff.get('/de/pageeditor-api/entities/venues/1/');
  assert.equal(venue.statusCode, 200, venue.body);
  const body = venue.json();
  assert.equal(body.type, 'venues');
  assert.match(body.urls.de, /^\/de\/venues\/[a-z0-9-]+\/1$/);
  assert.match(body.urls.en, /^\/en\/venues\/[a-z0-9-]+\/1$/);
  assert.ok(body.used_on.length > 0, 'the seeded venue modules refer to venue 1');
  assert.ok(body.used_on.every((p: { url: string }) => p.url.startsWith('/de')));

  const article = (await staff.get('/en/pageeditor-api/entities/articles/1/')).json();
  assert.ok(article.used_on.some((p: { url: string }) => p.url === '/en'), 'the home page lists article 1 in its blog teasers');
  assert.match(article.date, /^\d{4}-\d{2}-\d{2}$/);
  for (const type of ['events', 'persons', 'productions', 'series', 'forms']) {
    const res = await staff.get(`/de/pageeditor-api/entities/${type}/1/`);
    assert.equal(res.statusCode, 200, `${type}: ${res.body}`);
    assert.ok(res.json().name.length > 0, type);
  }
});

test('a link to the entry in a module counts as a use', async () => {
  const event = (await staff.get('/de/pageeditor-api/entities/events/2/')).json();
  const [container] = ((await staff.get('/de/pageeditor-api/modules/?content_type=container&limit=500')).json() as Array<{ id: number; page: number | null }>).filter((m) => m.page !== null);
  const created = await staff.request({ method: 'POST', url: '/de/pageeditor-api/modules/', payload: { content_type: 'text', parent: container.id, column_index: 0, data: { content: `<p><a href="${event.urls.de}">Hin</a></p>` } } });
  assert.equal(created.statusCode, 201, created.body);
  const after = (await staff.get('/de/pageeditor-api/entities/events/2/')).json();
  assert.ok(after.used_on.some((p: { page_id: number }) => p.page_id === container.page));
});

test('the entity screen needs staff and names bad parameters', async () => {
  assert.equal((await client(t.app).get('/de/pageeditor-api/entities/venues/1/')).statusCode, 401);
  const type = await staff.get('/de/pageeditor-api/entities/users/1/');
  assert.equal(type.statusCode, 400);
  assert.equal(type.json().field, 'type');
  const id = await staff.get('/de/pageeditor-api/entities/venues/abc/');
  assert.equal(id.statusCode, 400);
  assert.equal(id.json().field, 'id');
  assert.equal((await staff.get('/de/pageeditor-api/entities/venues/99999/')).statusCode, 404);
});
