import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testApp } from './testing/test-app';

// FSTDEP022: router options (ignoreTrailingSlash, …) passed at the top level of Fastify's options instead of
// under `routerOptions` are deprecated and removed in Fastify 6. Any Fastify deprecation fails here first.
test('building the app emits no Fastify deprecation warning', async () => {
  const warnings: Array<{ name: string; code?: string; message: string }> = [];
  const onWarning = (w: Error & { code?: string }) => warnings.push({ name: w.name, code: w.code, message: w.message });
  process.on('warning', onWarning);
  try {
    const t = await testApp({ seed: false });
    await t.app.inject('/de/pageeditor-api/page/');
    await t.close();
    await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on the next tick
  } finally {
    process.off('warning', onWarning);
  }
  assert.deepEqual(warnings.filter((w) => w.code?.startsWith('FSTDEP') || w.name === 'DeprecationWarning'), []);
});
