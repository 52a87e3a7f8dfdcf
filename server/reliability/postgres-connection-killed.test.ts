import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { Visitor, bookableSeatGroup, freshDatabase, postgresUrl, startServer } from './server-process';

test('PostgreSQL: connections terminated under load; the server stays up, answers 503 meanwhile, recovers', async () => {
  const database = await freshDatabase();
  const server = await startServer({ DATABASE_URL: database.url });
  const admin = new pg.Client({ connectionString: postgresUrl() });
  await admin.connect();
  try {
    const visitor = new Visitor(server.base);
    await visitor.request('GET', '/de/api/events/?page=1');
    const seats = await bookableSeatGroup(visitor);
    const dbName = new URL(database.url).pathname.slice(1);
    const statuses = new Map<number, number>();
    let stop = false;
    // Uncached reads (the cart view) and writes keep the pool busy while its connections are killed.
    const load = Array.from({ length: 8 }, async (_, i) => {
      const reader = new Visitor(server.base);
      while (!stop) {
        let res;
        if (i % 4 === 0) {
          // A new visitor per add: the first GET brings the CSRF cookie, the add opens a cart.
          const buyer = new Visitor(server.base);
          for (let tries = 0; tries < 50 && !buyer.cookie('csrftoken') && !stop; tries++) await buyer.request('GET', '/de/api/shop-cart/');
          res = await buyer.request('POST', '/de/api/shop-cart/', { quantities: [1], event_jet_id: seats.jetId, sale_type_ids: [seats.saleType], seat_group: seats.group });
        } else {
          res = await reader.request('GET', '/de/api/shop-cart/');
        }
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    });
    for (let round = 0; round < 5; round++) {
      await new Promise((r) => setTimeout(r, 300));
      const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName]);
      assert.ok(killed.rowCount !== null);
    }
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await Promise.all(load);

    assert.equal(server.child.exitCode, null, `the server process is still running:\n${server.output()}`);
    const unexpected = [...statuses.keys()].filter((s) => s !== 200 && s !== 503 && s !== 409 && s !== 429);
    assert.deepEqual(unexpected, [], `only 200, 503 (database away) and the cart's own refusals (409 sold out, 429 limit): ${JSON.stringify([...statuses])}`);
    assert.ok((statuses.get(200) ?? 0) > 0);

    // Recovered: ready again and serving database reads.
    let ready = 0;
    for (let i = 0; i < 100 && ready !== 200; i++) {
      ready = (await fetch(`${server.base}/readyz`)).status;
      if (ready !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(ready, 200);
    assert.equal((await visitor.request('GET', '/de/api/shop-cart/')).status, 200);
    assert.equal((await fetch(`${server.base}/healthz`)).status, 200);
  } finally {
    await admin.end();
    assert.equal(await server.stop(), 0, 'SIGTERM ends the server cleanly');
    await database.drop();
  }
});

test('PostgreSQL unreachable: API answers 503 with a message, documents the 503 page, /readyz 503, /healthz 200', async () => {
  const database = await freshDatabase();
  const server = await startServer({ DATABASE_URL: database.url });
  try {
    const visitor = new Visitor(server.base);
    assert.equal((await visitor.request('GET', '/de/api/shop-cart/')).status, 200);
    // Dropping the database ends every connection and makes reconnects fail until it is back.
    await database.drop();
    let api = await visitor.request('GET', '/de/api/shop-cart/');
    for (let i = 0; i < 20 && api.status !== 503; i++) api = await visitor.request('GET', '/de/api/shop-cart/');
    assert.equal(api.status, 503);
    assert.match((api.json as { message: string }).message, /database: temporarily unavailable/);
    const doc = await fetch(`${server.base}/de/besuch`);
    assert.equal(doc.status, 503);
    assert.match(await doc.text(), /"status":503/);
    assert.equal((await fetch(`${server.base}/readyz`)).status, 503);
    assert.equal((await fetch(`${server.base}/healthz`)).status, 200);
    assert.equal(server.child.exitCode, null, 'the process stays up without its database');
  } finally {
    assert.equal(await server.stop(), 0, 'SIGTERM ends the server cleanly');
  }
});
