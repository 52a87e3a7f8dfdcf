import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ResponseCache } from '../../lib/response-cache';
import { fakeClock } from '../../testing/test-app';
import { DOCUMENT_CACHE_TTL_MS, INCOMPLETE_PAGE_MS, keepIncompleteBriefly, streamOrShare } from './document-cache';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const settle = () => wait(5);

/** A page kept the way document-routes keeps it: rendered, then marked by whether every slot rendered. */
function keepPage(cache: ResponseCache, key: string, html: string, complete: boolean): Promise<string> {
  return cache.get(key, async () => {
    await wait(1);
    keepIncompleteBriefly(cache, complete);
    return html;
  });
}

test('a page with a skeleton slot is fresh for a moment only; then it goes out while one fresh render replaces it', async () => {
  const cache = new ResponseCache(fakeClock(), DOCUMENT_CACHE_TTL_MS, 100, 60_000);
  assert.equal(await keepPage(cache, '/de', 'skeleton', false), 'skeleton');
  // Visitors right after share it (one render, not a stampede)…
  assert.equal(await keepPage(cache, '/de', 'rendered', true), 'skeleton');
  await wait(INCOMPLETE_PAGE_MS + 100);
  // …well inside the page TTL the next one still gets it at once, and starts the render that replaces it…
  assert.equal(await keepPage(cache, '/de', 'rendered', true), 'skeleton');
  await settle();
  // …whose complete page is then kept for the whole TTL.
  assert.equal(await keepPage(cache, '/de', 'other', true), 'rendered');
  await wait(INCOMPLETE_PAGE_MS + 100);
  assert.equal(await keepPage(cache, '/de', 'other', true), 'rendered');
});

test('a complete page keeps its place for the whole TTL, whatever incomplete pages beside it do', async () => {
  const cache = new ResponseCache(fakeClock(), DOCUMENT_CACHE_TTL_MS, 100, 60_000);
  await keepPage(cache, '/de', 'home', true);
  await keepPage(cache, '/de/veranstaltungen', 'skeleton', false);
  await wait(INCOMPLETE_PAGE_MS + 100);
  assert.equal(await keepPage(cache, '/de', 'again', true), 'home');
  assert.equal(await keepPage(cache, '/de/veranstaltungen', 'list', true), 'skeleton');
  await settle();
  assert.equal(await keepPage(cache, '/de/veranstaltungen', 'later', true), 'list');
});

/** A page as the document routes keep it, and the render that made it. */
type Page = { html: string; complete: boolean };
const render = (page: Page) => (background: boolean) => Promise.resolve({ page, background });

test('an expired page goes out at once while it re-renders in the background, and an incomplete re-render does not replace it', async () => {
  const clock = fakeClock();
  const cache = new ResponseCache(clock, DOCUMENT_CACHE_TTL_MS, 100, 60_000);
  const backgrounds: boolean[] = [];
  const finish = (own: Promise<{ page: Page; background: boolean }>, background: boolean) =>
    own.then(({ page }) => {
      backgrounds.push(background);
      return background && !page.complete ? null : page;
    });
  const first = streamOrShare(cache, '/de', true, render({ html: 'whole', complete: true }), finish);
  assert.ok('own' in first);
  await first.own;
  await settle();
  clock.advance(DOCUMENT_CACHE_TTL_MS + 1);
  // Under load the background render came out with a skeleton: visitors keep the whole page.
  const during = streamOrShare(cache, '/de', true, render({ html: 'skeleton', complete: false }), finish);
  assert.ok('shared' in during);
  assert.equal((await during.shared)?.html, 'whole');
  await settle();
  assert.deepEqual(backgrounds, [false, true]);
  const after = streamOrShare(cache, '/de', true, render({ html: 'newer', complete: true }), finish);
  assert.ok('shared' in after);
  assert.equal((await after.shared)?.html, 'whole', 'the kept page still goes out while the next re-render runs');
  await settle();
  const replaced = streamOrShare(cache, '/de', true, render({ html: 'unused', complete: true }), finish);
  assert.ok('shared' in replaced);
  assert.equal((await replaced.shared)?.html, 'newer');
  assert.deepEqual(backgrounds, [false, true, true]);
});
