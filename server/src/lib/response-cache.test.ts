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

test('an expired answer is served while one fresh load replaces it; a dropped one is never served', async () => {
  const clock = fakeClock();
  const cache = new ResponseCache(clock, 1_000, 100, 60_000);
  let loads = 0;
  let release!: () => void;
  const load = async () => {
    loads++;
    if (loads === 2) await new Promise<void>((r) => (release = r));
    tagCachedAnswer(['page']);
    return `render ${loads}`;
  };
  assert.equal(await cache.get('home', load), 'render 1');
  clock.advance(1_500);
  // Past its TTL: the old render goes out at once, and only one new render starts however many ask.
  assert.equal(await cache.get('home', load), 'render 1');
  assert.equal(await cache.get('home', load), 'render 1');
  assert.equal(loads, 2);
  release();
  await new Promise((r) => setImmediate(r));
  assert.equal(await cache.get('home', load), 'render 2');
  // An invalidation is a change: the next visitor waits for a fresh load instead of getting the dropped answer.
  cache.invalidate('page');
  assert.equal(await cache.get('home', load), 'render 3');
  clock.advance(1_000 + 60_000 + 1);
  assert.equal(await cache.get('home', load), 'render 4', 'past the stale window the answer is loaded before it is served');
});

test('a load inside another tags the outer answer with what the inner one read, cached or not', async () => {
  const cache = new ResponseCache(fakeClock(), 60_000);
  const inner = new ResponseCache(fakeClock(), 60_000);
  const api = () => inner.get('events', async () => (tagCachedAnswer(['event:7']), 'events'));
  await cache.get('first-page', api);
  await cache.get('second-page', api);
  assert.deepEqual([...(cache.tagsOf('first-page') ?? [])], ['event:7']);
  assert.deepEqual([...(cache.tagsOf('second-page') ?? [])], ['event:7'], 'a hit of the inner cache tags the outer load too');
  cache.invalidate('event:7');
  assert.equal(cache.tagsOf('first-page'), null);
});
