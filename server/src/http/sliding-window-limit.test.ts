import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../db/types';
import { testDb } from '../testing/test-app';
import { createSharedRateLimit } from './sliding-window-limit';

let db: Db;
before(async () => {
  db = await testDb();
});
after(() => db.close());

function clock() {
  let t = 5_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('shared rate limit', () => {
  it('allows max hits per window, then answers the wait until the oldest leaves it', async () => {
    const c = clock();
    const limit = createSharedRateLimit(db, { name: 'window-test', windowMs: 60_000, now: c.now });
    for (let i = 0; i < 3; i++) {
      assert.equal(await limit.take({ key: 'a', max: 3 }), 0);
      c.advance(1000);
    }
    assert.equal(await limit.take({ key: 'a', max: 3 }), 57_000);
    assert.equal(await limit.take({ key: 'b', max: 3 }), 0, 'other keys count on their own');
    c.advance(57_000);
    assert.equal(await limit.take({ key: 'a', max: 3 }), 0, 'the first hit left the window');
  });

  it('counts every limit given, each on its own, and answers the longest wait', async () => {
    const c = clock();
    const limit = createSharedRateLimit(db, { name: 'pair-test', windowMs: 10_000, now: c.now });
    assert.equal(await limit.take({ key: 'client-1', max: 1 }, { key: 'address', max: 3 }), 0);
    c.advance(1000);
    assert.equal(await limit.take({ key: 'client-1', max: 1 }, { key: 'address', max: 3 }), 9000, 'client full');
    assert.equal(await limit.take({ key: 'client-2', max: 1 }, { key: 'address', max: 3 }), 0, 'the address had room for a third');
    assert.equal(await limit.take({ key: 'client-3', max: 1 }, { key: 'address', max: 3 }), 9000, 'the address is full now: its first hit leaves in 9 s');
  });

  it('is one limit for every server process on the database, also under parallel requests', async () => {
    const c = clock();
    // Two limiters stand for two instances: they share nothing but the database.
    const one = createSharedRateLimit(db, { name: 'parallel-test', windowMs: 60_000, now: c.now });
    const two = createSharedRateLimit(db, { name: 'parallel-test', windowMs: 60_000, now: c.now });
    const waits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).take({ key: 'hoarder', max: 10 })));
    assert.equal(waits.filter((w) => w === 0).length, 10);
    const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM rate_limit_hits WHERE key = 'parallel-test|hoarder'");
    assert.equal(n, 10);
  });
});
