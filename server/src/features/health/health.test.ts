import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
before(async () => {
  t = await testApp({ seed: false });
});
after(() => t.close());

const setAvailable = (available: boolean) => {
  (t.db.health as { available: boolean }).available = available;
};

test('/healthz answers while the process runs; /readyz once the database answers and every migration is applied', async () => {
  const health = await t.app.inject('/healthz');
  assert.equal(health.statusCode, 200);
  assert.deepEqual(health.json(), { status: 'ok' });
  assert.equal(health.headers['cache-control'], 'no-store');
  const ready = await t.app.inject('/readyz');
  assert.equal(ready.statusCode, 200);
  assert.equal(ready.json().status, 'ready');
  assert.equal(ready.json().details.uploads.status, 'ok');
});

test('/readyz is 503 while a migration is pending', async () => {
  const [last] = await t.db.query<{ name: string }>('DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING name');
  try {
    const ready = await t.app.inject('/readyz');
    assert.equal(ready.statusCode, 503);
    assert.match(ready.json().reason, /migrations pending/);
  } finally {
    await t.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last.name]);
  }
});

test('while the database is unreachable, API calls answer 503 at once with a clear message; the probes still answer', async () => {
  setAvailable(false);
  try {
    for (const url of ['/de/api/events/', '/api/search/?query=x', '/de/pageeditor-api/nav']) {
      const res = await t.app.inject(url);
      assert.equal(res.statusCode, 503, url);
      assert.equal(res.headers['retry-after'], '5');
      assert.deepEqual(res.json(), { message: 'database: temporarily unavailable, please try again in a moment', field: 'database' });
    }
    assert.equal((await t.app.inject('/healthz')).statusCode, 200);
  } finally {
    setAvailable(true);
  }
  assert.notEqual((await t.app.inject('/de/api/events/')).statusCode, 503);
});
