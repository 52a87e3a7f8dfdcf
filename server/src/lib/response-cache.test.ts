import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fakeClock } from '../testing/test-app';
import { ResponseCache, tagCachedAnswer } from './response-cache';

test('invalidating a tag drops only the answers whose loaders read tagged data', async () => {
  const cache = new ResponseCache(fakeClock(), 60_000);
  let loads = 0;
  const load = (tags: string[]) => async () => {
    loads++;
    await Promise.resolve();
    // Deep inside the loader, after an await: the tag still reaches the entry being loaded.
    tagCachedAnswer(tags);
    return loads;
  };
  await cache.get('list-with-12', load(['event:12', 'event:13']));
  await cache.get('list-with-14', load(['event:14']));
  await cache.get('options', load([]));
  assert.equal(loads, 3);

  cache.invalidate('event:12');
  await cache.get('list-with-12', load(['event:12']));
  await cache.get('list-with-14', load(['event:14']));
  await cache.get('options', load([]));
  assert.equal(loads, 4, 'only the answer showing event 12 was loaded again');
});

test('an answer still loading when its data changes is not kept', async () => {
  const cache = new ResponseCache(fakeClock(), 60_000);
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const first = cache.get('list', async () => {
    tagCachedAnswer(['event:1']);
    await gate;
    return 'read before the change';
  });
  cache.invalidate('event:1');
  release();
  assert.equal(await first, 'read before the change');
  assert.equal(await cache.get('list', async () => 'read after the change'), 'read after the change');
});

test('tagging outside a cache load does nothing', () => {
  assert.doesNotThrow(() => tagCachedAnswer(['event:1']));
});
