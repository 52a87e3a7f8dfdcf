import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ResponseCache } from '../../lib/response-cache';
import { fakeClock } from '../../testing/test-app';
import { DOCUMENT_CACHE_TTL_MS, INCOMPLETE_PAGE_MS, keepIncompleteBriefly } from './document-cache';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page kept the way document-routes keeps it: rendered, then marked by whether every slot rendered. */
function keepPage(cache: ResponseCache, key: string, html: string, complete: boolean): Promise<string> {
  return cache.get(key, async () => {
    await wait(1);
    keepIncompleteBriefly(cache, complete);
    return html;
  });
}

test('a page with a skeleton slot is shared for a moment only; the next request after that renders it afresh', async () => {
  const cache = new ResponseCache(fakeClock(), DOCUMENT_CACHE_TTL_MS, 100, 60_000);
  assert.equal(await keepPage(cache, '/de', 'skeleton', false), 'skeleton');
  // Visitors right after share it (one render, not a stampede)…
  assert.equal(await keepPage(cache, '/de', 'rendered', true), 'skeleton');
  await wait(INCOMPLETE_PAGE_MS + 100);
  // …but well inside the page TTL the next one gets a fresh render, and that complete page is kept.
  assert.equal(await keepPage(cache, '/de', 'rendered', true), 'rendered');
  await wait(INCOMPLETE_PAGE_MS + 100);
  assert.equal(await keepPage(cache, '/de', 'other', true), 'rendered');
});

test('a complete page keeps its place for the whole TTL, whatever incomplete pages beside it do', async () => {
  const cache = new ResponseCache(fakeClock(), DOCUMENT_CACHE_TTL_MS, 100, 60_000);
  await keepPage(cache, '/de', 'home', true);
  await keepPage(cache, '/de/veranstaltungen', 'skeleton', false);
  await wait(INCOMPLETE_PAGE_MS + 100);
  assert.equal(await keepPage(cache, '/de', 'again', true), 'home');
  assert.equal(await keepPage(cache, '/de/veranstaltungen', 'list', true), 'list');
});
