import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLoginThrottle } from './login-throttle';

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('login throttle', () => {
  it('lets an (address, user) fail five times, then doubles the wait with each further failure', () => {
    const c = clock();
    const throttle = createLoginThrottle({ now: c.now });
    for (let i = 0; i < 5; i++) {
      assert.equal(throttle.retryAfterMs('203.0.113.9', 'editor'), 0);
      throttle.fail('203.0.113.9', 'editor');
    }
    assert.equal(throttle.retryAfterMs('203.0.113.9', 'editor'), 1000);
    c.advance(1000);
    throttle.fail('203.0.113.9', 'editor');
    assert.equal(throttle.retryAfterMs('203.0.113.9', 'Editor'), 2000, 'user names compare case-insensitively');
    c.advance(2000);
    throttle.fail('203.0.113.9', 'editor');
    assert.equal(throttle.retryAfterMs('203.0.113.9', 'editor'), 4000);
  });

  it('never locks the same user name out for another address', () => {
    const throttle = createLoginThrottle({ now: clock().now });
    for (let i = 0; i < 50; i++) throttle.fail('198.51.100.66', 'editor');
    assert.ok(throttle.retryAfterMs('198.51.100.66', 'editor') > 0);
    assert.equal(throttle.retryAfterMs('203.0.113.9', 'editor'), 0);
  });

  it('slows down one address spraying many user names', () => {
    const throttle = createLoginThrottle({ now: clock().now });
    for (let i = 0; i < 20; i++) throttle.fail('198.51.100.66', `user${i}`);
    assert.ok(throttle.retryAfterMs('198.51.100.66', 'someone-new') > 0);
    assert.equal(throttle.retryAfterMs('203.0.113.9', 'someone-new'), 0);
  });

  it('caps the wait, forgets after a quiet hour and clears on success', () => {
    const c = clock();
    const throttle = createLoginThrottle({ now: c.now });
    for (let i = 0; i < 40; i++) throttle.fail('198.51.100.66', 'editor');
    assert.equal(throttle.retryAfterMs('198.51.100.66', 'editor'), 15 * 60_000);
    c.advance(60 * 60_000);
    assert.equal(throttle.retryAfterMs('198.51.100.66', 'editor'), 0);
    for (let i = 0; i < 5; i++) throttle.fail('203.0.113.9', 'editor');
    throttle.succeed('203.0.113.9', 'editor');
    assert.equal(throttle.retryAfterMs('203.0.113.9', 'editor'), 0);
  });
});
