import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT, configFromEnv, remoteMapFromEnv, serverRemoteMapFromEnv } from './main';

test('defaults: port 3000, ./data under the repo root, local remote builds', () => {
  const c = configFromEnv({});
  assert.equal(c.port, 3000);
  assert.equal(c.dataDir, path.join(REPO_ROOT, 'data'));
  assert.equal(c.databaseUrl, undefined);
  assert.equal(c.remoteMap.mf_events, '/remotes/mf-events/mf-manifest.json');
});

test('REMOTE_<NAME>_URL per remote, REMOTES JSON over it', () => {
  const map = remoteMapFromEnv({
    REMOTE_MF_EVENTS_URL: 'https://cdn.example/events/v2/mf-manifest.json',
    REMOTES: JSON.stringify({ mf_search: 'https://cdn.example/search/mf-manifest.json' }),
  });
  assert.equal(map.mf_events, 'https://cdn.example/events/v2/mf-manifest.json');
  assert.equal(map.mf_search, 'https://cdn.example/search/mf-manifest.json');
  assert.equal(map.mf_content, '/remotes/mf-content/mf-manifest.json');
  assert.throws(() => remoteMapFromEnv({ REMOTES: '{nope' }), /JSON object/);
  assert.throws(() => remoteMapFromEnv({ REMOTES: '{"mf_nope":"x"}' }), /unknown remote mf_nope/);
  assert.throws(() => configFromEnv({ PORT: 'abc' }), /PORT/);
});

test('DATA_DIR relative to the repo root, DATABASE_URL switches to PostgreSQL', () => {
  const c = configFromEnv({ DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db', PORT: '3010' });
  assert.equal(c.dataDir, '/tmp/x');
  assert.equal(c.databaseUrl, 'postgres://u@h/db');
  assert.equal(c.port, 3010);
});

test('the server remote map sits beside the browser one unless set on its own', () => {
  assert.equal(configFromEnv({}).serverRemoteMap.mf_events, '/remotes/mf-events/server/mf-manifest.json');
  const moved = serverRemoteMapFromEnv({ REMOTE_MF_EVENTS_URL: 'https://events.example/v2/mf-manifest.json' });
  assert.equal(moved.mf_events, 'https://events.example/v2/server/mf-manifest.json');
  const own = serverRemoteMapFromEnv({ REMOTE_MF_EVENTS_URL: 'https://events.example/v2/mf-manifest.json', REMOTE_MF_EVENTS_SERVER_URL: 'http://10.0.0.5/mf-events/mf-manifest.json' });
  assert.equal(own.mf_events, 'http://10.0.0.5/mf-events/mf-manifest.json');
  assert.equal(serverRemoteMapFromEnv({ SERVER_REMOTES: '{"mf_content":"http://render/c/mf-manifest.json"}' }).mf_content, 'http://render/c/mf-manifest.json');
  assert.throws(() => serverRemoteMapFromEnv({ SERVER_REMOTES: '[1]' }), /JSON object/);
  assert.throws(() => serverRemoteMapFromEnv({ SERVER_REMOTES: '{"mf_nope":"x"}' }), /unknown remote mf_nope/);
});

test('TRUSTED_ORIGINS: comma-separated, each read as its origin', () => {
  assert.deepEqual(configFromEnv({}).trustedOrigins, []);
  assert.deepEqual(configFromEnv({ TRUSTED_ORIGINS: 'https://shop.example.org, https://tickets.example.org/path' }).trustedOrigins, ['https://shop.example.org', 'https://tickets.example.org']);
});


test('a variable that cannot mean anything stops the start, named with what it must be', () => {
  assert.throws(() => configFromEnv({ CART_ADDS_PER_CLIENT: 'zehn', SLOT_BUDGET_MS: '-1' }), (error: Error) => /CART_ADDS_PER_CLIENT must be a whole number of at least 1, got zehn/.test(error.message) && /SLOT_BUDGET_MS must be a whole number of at least 1, got -1/.test(error.message));
  // Empty counts as unset: the default.
  assert.equal(configFromEnv({ PORT: '', DOCUMENT_CACHE_MS: '' }).port, 3000);
});
