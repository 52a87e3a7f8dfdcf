import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { Visitor, bookableSeatGroup, startServer } from './server-process';

test('PGlite: kill -9, restart at once on the same data folder, every acknowledged write is there', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rel-pglite-'));
  let server = await startServer({ DATA_DIR: dataDir });
  try {
    const visitor = new Visitor(server.base);
    await visitor.request('GET', '/de/api/events/?page=1');
    const seats = await bookableSeatGroup(visitor);
    let acknowledged = 0;
    for (let i = 0; i < 3; i++) {
      const res = await visitor.request('POST', '/de/api/shop-cart/', { quantities: [1], event_jet_id: seats.jetId, sale_type_ids: [seats.saleType], seat_group: seats.group });
      assert.equal(res.status, 200, res.text);
      acknowledged = (res.json as { tickets_quantity: number }).tickets_quantity;
    }
    assert.equal(acknowledged, 3);

    await server.kill();
    // The lock of the killed process is still on disk; the new process must take it over at once, not refuse.
    server = await startServer({ DATA_DIR: dataDir });
    assert.doesNotMatch(server.output(), /in use by another server process/);
    const cart = await visitor.request('GET', '/de/api/shop-cart/', undefined, server.base);
    assert.equal(cart.status, 200);
    assert.equal((cart.json as { tickets_quantity: number }).tickets_quantity, acknowledged);
    const health = await fetch(`${server.base}/readyz`);
    assert.equal(health.status, 200);
  } finally {
    const code = await server.stop();
    assert.equal(code, 0, `SIGTERM ends the server cleanly:\n${server.output()}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
