import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Db } from '../../db/types';
import { testDb } from '../../testing/test-app';
import { createLoginThrottle } from './login-throttle';

let db: Db;
before(async () => {
  db = await testDb();
});
after(() => db.close());
beforeEach(() => db.query('DELETE FROM login_failures'));

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('login throttle', () => {
  it('lets an (address, user) fail five times, then doubles the wait with each further failure', async () => {
    const c = clock();
    const throttle = createLoginThrottle(db, { now: c.now });
    for (let i = 0; i < 5; i++) {
      assert.equal(await throttle.retryAfterMs('203.0.113.9', 'editor'), 0);
      await throttle.fail('203.0.113.9', 'editor');
    }
    assert.equal(await throttle.retryAfterMs('203.0.113.9', 'editor'), 1000);
    c.advance(1000);
    await throttle.fail('203.0.113.9', 'editor');
    assert.equal(await throttle.retryAfterMs('203.0.113.9', 'Editor'), 2000, 'user names compare case-insensitively');
    c.advance(2000);
    await throttle.fail('203.0.113.9', 'editor');
    assert.equal(await throttle.retryAfterMs('203.0.113.9', 'editor'), 4000);
  });

  it('never locks the same user name out for another address', async () => {
    const throttle = createLoginThrottle(db, { now: clock().now });
    for (let i = 0; i < 50; i++) await throttle.fail('198.51.100.66', 'editor');
    assert.ok(await throttle.retryAfterMs('198.51.100.66', 'editor') > 0);
    assert.equal(await throttle.retryAfterMs('203.0.113.9', 'editor'), 0);
  });

  it('slows down one address spraying many user names', async () => {
    const throttle = createLoginThrottle(db, { now: clock().now });
    for (let i = 0; i < 20; i++) await throttle.fail('198.51.100.66', `user${i}`);
    assert.ok(await throttle.retryAfterMs('198.51.100.66', 'someone-new') > 0);
    assert.equal(await throttle.retryAfterMs('203.0.113.9', 'someone-new'), 0);
  });

  it('caps the wait, forgets after a quiet hour and clears on success', async () => {
    const c = clock();
    const throttle = createLoginThrottle(db, { now: c.now });
    for (let i = 0; i < 40; i++) await throttle.fail('198.51.100.66', 'editor');
    assert.equal(await throttle.retryAfterMs('198.51.100.66', 'editor'), 15 * 60_000);
    c.advance(60 * 60_000);
    assert.equal(await throttle.retryAfterMs('198.51.100.66', 'editor'), 0);
    for (let i = 0; i < 5; i++) await throttle.fail('203.0.113.9', 'editor');
    await throttle.succeed('203.0.113.9', 'editor');
    assert.equal(await throttle.retryAfterMs('203.0.113.9', 'editor'), 0);
  });

  it('is one throttle for every server process on the database', async () => {
    const c = clock();
    const first = createLoginThrottle(db, { now: c.now });
    const second = createLoginThrottle(db, { now: c.now });
    for (let i = 0; i < 3; i++) await first.fail('198.51.100.66', 'editor');
    for (let i = 0; i < 2; i++) await second.fail('198.51.100.66', 'editor');
    assert.equal(await first.retryAfterMs('198.51.100.66', 'editor'), 1000, 'five failures counted across both');
    assert.equal(await second.retryAfterMs('198.51.100.66', 'editor'), 1000);
    await first.succeed('198.51.100.66', 'editor');
    assert.equal(await second.retryAfterMs('198.51.100.66', 'editor'), 0);
  });
});
