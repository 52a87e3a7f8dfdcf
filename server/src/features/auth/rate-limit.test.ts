import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAttemptLimiter } from './rate-limit';

test('blocks a key after max failures until the window passes; success resets', () => {
  let now = 0;
  const limiter = createAttemptLimiter({ max: 3, windowMs: 60_000, now: () => now });
  for (let i = 0; i < 3; i++) limiter.fail('a');
  assert.equal(limiter.blocked('a'), true);
  assert.equal(limiter.blocked('b'), false);
  now = 60_000;
  assert.equal(limiter.blocked('a'), false);
  limiter.fail('a');
  limiter.reset('a');
  assert.equal(limiter.blocked('a'), false);
});
