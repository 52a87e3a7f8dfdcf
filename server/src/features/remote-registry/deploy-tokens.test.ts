import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deployTokensFromEnv, tokenOwner } from './deploy-tokens';

const EVENTS = 'events-token-0123456789abcdef0123456789';
const SHOP = 'shop-token-0123456789abcdef0123456789ab==';

test('DEPLOY_TOKENS takes both spellings of a remote, and a token with = in it', () => {
  assert.deepEqual(deployTokensFromEnv(` mf-events=${EVENTS} , mf_shop=${SHOP},`), { mf_events: EVENTS, mf_shop: SHOP });
  assert.deepEqual(deployTokensFromEnv(undefined), {});
  assert.deepEqual(deployTokensFromEnv(''), {});
});

test('DEPLOY_TOKENS refuses unknown or repeated remotes, short tokens and one token for two remotes', () => {
  assert.throws(() => deployTokensFromEnv(`mf_tickets=${EVENTS}`), /unknown remote mf_tickets/);
  assert.throws(() => deployTokensFromEnv(`mf_events=${EVENTS},mf-events=${SHOP}`), /mf_events is given twice/);
  assert.throws(() => deployTokensFromEnv('mf_events=short'), /at least 32 characters/);
  assert.throws(() => deployTokensFromEnv(`mf_events=${EVENTS},mf_shop=${EVENTS}`), /mf_events and mf_shop have the same token/);
  assert.throws(() => deployTokensFromEnv(EVENTS), /name=token/);
});

test('a presented token names its remote; any other text names none', () => {
  const tokens = deployTokensFromEnv(`mf_events=${EVENTS},mf_shop=${SHOP}`);
  assert.equal(tokenOwner(tokens, EVENTS), 'mf_events');
  assert.equal(tokenOwner(tokens, SHOP), 'mf_shop');
  assert.equal(tokenOwner(tokens, EVENTS.slice(0, -1)), null);
  assert.equal(tokenOwner(tokens, `${EVENTS}x`), null);
  assert.equal(tokenOwner(tokens, ''), null);
  assert.equal(tokenOwner({}, EVENTS), null);
});
