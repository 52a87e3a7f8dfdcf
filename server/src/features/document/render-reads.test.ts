import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { clearEventAvailability } from '../../lib/response-cache';
import { clearSiteCache } from '../../lib/site-cache';
import { type TestApp, testApp } from '../../testing/test-app';
import { assertNodeBuild } from '../../testing/node-builds';

/**
 * Anonymous renders read their API answers from the render-read cache: a second render of a page asks the API
 * nothing; a write drops the kept answers, so the next page shows it. (The document cache is off here, so every
 * request renders.)
 */
const REPO_ROOT = path.resolve(__dirname, '../../../..');
let site: TestApp;
const listeners = new Set<(request: { url: string }) => void>();
let origin: string;

before(async () => {
  assertNodeBuild('shell');
  site = await testApp({ appsRoot: REPO_ROOT, config: { slotBudgetMs: 30_000, documentCacheMs: 0 } });
  // The render's API reads are in-process requests: each one that is not kept goes through `inject`.
  const inject = site.app.inject.bind(site.app) as (options: { url: string }) => Promise<unknown>;
  (site.app as unknown as { inject: typeof inject }).inject = (options) => {
    for (const listener of listeners) listener(options);
    return inject(options);
  };
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(site.app.server.address() as { port: number }).port}`;
});
after(() => site.close());

const page = async (url: string, cookie?: string) => {
  const answer = await fetch(`${origin}${url}`, { headers: cookie ? { cookie } : {} });
  assert.equal(answer.status, 200);
  return answer.text();
};

/** The API requests renders made in-process while `run` ran. */
async function apiRequestsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const urls: string[] = [];
  const onRequest = (request: { url: string }) => void urls.push(request.url);
  listeners.add(onRequest);
  try {
    await run();
  } finally {
    listeners.delete(onRequest);
  }
  return urls;
}

async function firstMenuEntry(): Promise<{ id: number; title: string }> {
  const [row] = await site.db.query<{ id: number; title: string }>(
    "SELECT id, title FROM nav_items WHERE locale = 'de' AND menu = 'menu' AND parent_id IS NULL ORDER BY position, id LIMIT 1",
  );
  return row!;
}

test('a second anonymous render of a page asks the API nothing; a write drops the kept answers', async () => {
  const entry = await firstMenuEntry();
  const first = await page('/de');
  assert.ok(first.includes(entry.title), 'the menu is in the page');
  const second = await apiRequestsDuring(() => page('/de'));
  assert.deepEqual(second, [], `the second render read its answers from the cache, not: ${second.join(', ')}`);

  await site.db.query('UPDATE nav_items SET title = $1 WHERE id = $2', ['Frisch umbenannt', entry.id]);
  // Written behind the server's back (no message): the kept answer still goes out within its time.
  assert.ok(!(await page('/de')).includes('Frisch umbenannt'));
  // Every write of the site sends this message: the next render reads the menu again.
  clearSiteCache(site.db);
  const after = await page('/de');
  assert.ok(after.includes('Frisch umbenannt'), 'the renamed menu entry shows after the write');
  await site.db.query('UPDATE nav_items SET title = $1 WHERE id = $2', [entry.title, entry.id]);
  clearSiteCache(site.db);
});

test("a cart change drops only the answers that show that event's seats", async () => {
  await page('/de/veranstaltungen');
  const [shown] = await site.db.query<{ id: number }>(
    'SELECT e.id FROM events e WHERE e.is_online AND e.date_start >= $1 ORDER BY e.date_start, e.id LIMIT 1',
    [site.clock.now().toISOString()],
  );
  const [other] = await site.db.query<{ id: number }>('SELECT id FROM events ORDER BY date_start DESC, id DESC LIMIT 1');
  clearEventAvailability(site.db, [other!.id]);
  assert.deepEqual(await apiRequestsDuring(() => page('/de/veranstaltungen')), [], 'an event the list does not show changes nothing kept');
  clearEventAvailability(site.db, [shown!.id]);
  const asked = await apiRequestsDuring(() => page('/de/veranstaltungen'));
  assert.ok(asked.some((url) => url.startsWith('/de/api/events/')), `the list is read again: ${asked.join(', ')}`);
  assert.ok(!asked.some((url) => url.includes('pageeditor-api/nav')), 'the menu is still kept');
});
