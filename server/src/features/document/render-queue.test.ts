import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type TestApp, testApp } from '../../testing/test-app';
import { renderHostIfAny } from './render-host';
import { RenderQueue } from './render-queue';
import { assertNodeBuild } from '../../testing/node-builds';

const REPO_ROOT = path.resolve(__dirname, '../../../..');
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the render queue', () => {
  test('runs at most `concurrency` at once and hands a freed place to the longest waiting, in order', async () => {
    const queue = new RenderQueue(2);
    const order: number[] = [];
    const releases: Array<() => void> = [];
    for (let i = 0; i < 5; i++) {
      void queue.acquire().then((release) => {
        order.push(i);
        releases.push(release);
      });
    }
    await tick();
    assert.deepEqual(order, [0, 1]);
    assert.equal(queue.queued, 3);
    releases[1]!();
    await tick();
    assert.deepEqual(order, [0, 1, 2]);
    // Releasing twice frees one place, not two.
    releases[1]!();
    await tick();
    assert.deepEqual(order, [0, 1, 2]);
    releases[0]!();
    releases[2]!();
    await tick();
    assert.deepEqual(order, [0, 1, 2, 3, 4]);
    assert.equal(queue.deepest, 3);
    for (const release of releases) release();
    // Every place is free again: two more start at once.
    const again = await Promise.all([queue.acquire(), queue.acquire()]);
    assert.equal(queue.queued, 0);
    for (const release of again) release();
  });

  test('refuses a concurrency that is not a whole number of at least one', () => {
    assert.throws(() => new RenderQueue(0), /render concurrency/);
    assert.throws(() => new RenderQueue(1.5), /render concurrency/);
  });
});

/**
 * The real shell and remotes (`npm run build`), the document cache off so that every request is a fresh render. The
 * slot budget is set from what one render takes on this machine (a few times that), so it is far below what forty
 * renders at once take when none of them waits: a rush of fresh renders waits its turn and every page has all its
 * slots.
 */
describe('a rush of fresh renders', () => {
  let site: TestApp;
  before(async () => {
    assertNodeBuild('shell');
    // Fresh renders: no kept documents.
    site = await testApp({ appsRoot: REPO_ROOT, config: { documentCacheMs: 0, renderConcurrency: 2, slotBudgetMs: 60_000 } });
    await site.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => site?.close());

  const skeletonSlots = (body: string) => [...body.matchAll(/data-slot="([^"]+)" data-ssr="skeleton"/g)].map((m) => m[1]);

  test('forty pages asked for at once all go out with every slot rendered', async (t) => {
    const paths = ['/de', '/de/veranstaltungen', '/en', '/de/mediathek-de'];
    // Loads each remote's container (the first use of a slot, which on a busy machine may fail its fetch timeout and
    // be retried by the next render), then measures one render after another.
    for (const url of paths) {
      for (let attempt = 0; attempt < 10; attempt++) if (skeletonSlots((await site.app.inject(url)).body).length === 0) break;
    }
    let slowest = 0;
    for (const url of paths) {
      const started = performance.now();
      await site.app.inject(url);
      slowest = Math.max(slowest, performance.now() - started);
    }
    site.config.slotBudgetMs = Math.max(300, Math.ceil(4 * slowest));
    t.diagnostic(`slowest page alone: ${slowest.toFixed(0)} ms, slot budget ${site.config.slotBudgetMs} ms`);
    const rush = performance.now();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => site.app.inject(paths[i % paths.length]!)));
    t.diagnostic(`forty at once: ${(performance.now() - rush).toFixed(0)} ms for all`);
    for (const [i, answer] of answers.entries()) {
      assert.equal(answer.statusCode, 200);
      assert.match(answer.body, /data-ssr="html"/, `${paths[i % paths.length]} has its slot rendered`);
      assert.deepEqual(skeletonSlots(answer.body), [], `${paths[i % paths.length]} went out without a skeleton`);
    }
    // They did queue: at least half of the forty waited for one of the two places at once. (Not all forty: a request
    // looks its page up before it asks for a place, so the first renders may be done before the last ask.)
    const queue = renderHostIfAny(site.app)?.queue;
    assert.ok(queue && queue.deepest >= 20, `renders waited in the queue (deepest ${queue?.deepest})`);
  });
});
