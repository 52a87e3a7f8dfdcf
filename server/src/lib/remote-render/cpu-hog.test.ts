import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { AsyncLocalStorage } from 'node:async_hooks';
import { after, before, test } from 'node:test';
import { ANONYMOUS } from 'shared-contracts/constants';
import { defaultServerRemoteMap, type ServerRemoteMap } from 'shared-contracts/slots';
import { createRemoteLoader } from './remote-loader';
import { renderRemoteSlot } from './render-slot';
import { SlotRenderError } from './slot-render-error';
import { SlotWorkerPool } from './slot-worker-pool';

/**
 * A remote whose render burns the CPU without yielding (a runaway loop in its Node build). On the server's own thread
 * nothing can cut such a render short: the slot budget is a timer, and a timer cannot fire while the thread is busy.
 * The first test measures that; the others show the slot workers keeping it off the main thread.
 */
const HOG_MS = 1_500;
const BUDGET_MS = 300;

const HOG_ENTRY = `
const slot = {
  renderSlotToString: async () => {
    const end = Date.now() + ${HOG_MS};
    while (Date.now() < end) {}
    return { html: '<p>late</p>', dehydratedState: {} };
  },
};
module.exports = { init() {}, get: async () => () => slot };
`;

/** A well-behaved remote whose render reads the API through the fetch it is given. */
const READER_ENTRY = `
const slot = {
  renderSlotToString: async (props, options) => {
    const answer = await options.fetch('/api/whose-page/');
    return { html: '<p>' + props.locale + ':' + (await answer.text()) + '</p>', dehydratedState: { queries: [], mutations: [] } };
  },
};
module.exports = { init() {}, get: async () => () => slot };
`;

const manifest = (name: string, entry: string) =>
  JSON.stringify({ id: name, name, metaData: { name, publicPath: '', remoteEntry: { name: entry, path: '', type: 'commonjs-module' } } });

let files: http.Server;
let origin: string;
before(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cpu-hog-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), manifest('mf_search', 'remoteEntry.js'));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), HOG_ENTRY);
  fs.writeFileSync(path.join(dir, 'reader-manifest.json'), manifest('mf_content', 'readerEntry.js'));
  fs.writeFileSync(path.join(dir, 'readerEntry.js'), READER_ENTRY);
  files = http.createServer((req, res) => {
    const file = path.join(dir, path.basename((req.url ?? '/').split('?')[0]!));
    if (!fs.existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(files.address() as { port: number }).port}`;
});
after(() => files.close());

test('a render that burns the CPU stalls the whole process for its length, and its budget cannot cut it short', async (t) => {
  const map: ServerRemoteMap = { ...defaultServerRemoteMap(), mf_search: `${origin}/mf-manifest.json` };
  const loader = createRemoteLoader({ map, siteOrigin: origin });
  await loader.loadSlot('mf_search', 'SearchPage');
  // What else this process would do meanwhile: a timer due in 10 ms (an API answer, a static file, another page).
  const started = performance.now();
  let timerLateBy = -1;
  setTimeout(() => (timerLateBy = performance.now() - started - 10), 10);
  const outcome = await renderRemoteSlot(loader, 'mf_search', 'SearchPage', props, { apiOrigin: origin, budgetMs: BUDGET_MS }).then(
    () => 'html',
    (error: unknown) => (error instanceof SlotRenderError ? error.reason : 'other'),
  );
  const took = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 20));
  t.diagnostic(`render of ${HOG_MS} ms of CPU with a ${BUDGET_MS} ms budget: answered (${outcome}) after ${took.toFixed(0)} ms; a 10 ms timer fired ${timerLateBy.toFixed(0)} ms late`);
  // The budget could not interrupt: the answer came once the loop was over, and everything else waited as long.
  assert.ok(took >= HOG_MS - 50, `answered after the loop, ${took.toFixed(0)} ms`);
  assert.ok(timerLateBy >= HOG_MS - 100, `the timer waited for the loop, ${timerLateBy.toFixed(0)} ms late`);
  // The render's promise settles before the overdue timer gets its turn, so the slot even counts as rendered in time.
  assert.equal(outcome, 'html');
});

const props = { locale: 'de', host: { navigate: () => undefined }, auth: ANONYMOUS, settings: null, query: {} } as never;

test('in a slot worker the same render costs the page its slot only: the server keeps answering, the worker is replaced', async (t) => {
  const map: ServerRemoteMap = { ...defaultServerRemoteMap(), mf_search: `${origin}/mf-manifest.json`, mf_content: `${origin}/reader-manifest.json` };
  const pool = new SlotWorkerPool({ size: 1, map, siteOrigin: origin, stallMs: 500 });
  t.after(() => pool.close());
  const pages = new AsyncLocalStorage<string>();
  const reads = { apiOrigin: origin, budgetMs: 5_000, fetch: async () => new Response(pages.getStore() ?? 'none') };
  // A first, healthy render: the worker is up and its API read was answered here, in the page's own context.
  const first = await pages.run('page-1', () => pool.render('mf_content', 'Page', props, reads));
  assert.equal(first.html, '<p>de:page-1</p>');

  const started = performance.now();
  let timerLateBy: number | null = null;
  setTimeout(() => (timerLateBy = Math.max(0, performance.now() - started - 10)), 10);
  const outcome = await pool.render('mf_search', 'SearchPage', props, { apiOrigin: origin, budgetMs: BUDGET_MS }).then(
    () => 'html',
    (error: unknown) => (error instanceof SlotRenderError ? error.reason : 'other'),
  );
  const took = performance.now() - started;
  const late = timerLateBy as number | null;
  t.diagnostic(`render of ${HOG_MS} ms of CPU in a slot worker with a ${BUDGET_MS} ms budget: ${outcome} after ${took.toFixed(0)} ms; a 10 ms timer fired ${late?.toFixed(0)} ms late`);
  assert.equal(outcome, 'timeout', 'the budget ended the slot: its skeleton goes out');
  assert.ok(took < BUDGET_MS + 200, `answered at the budget, ${took.toFixed(0)} ms`);
  // Timers may fire a fraction of a millisecond early by performance.now(): "late" counts from zero.
  assert.ok(late !== null && late < 100, `the main thread went on meanwhile: the timer was ${late?.toFixed(0)} ms late`);

  // The stuck worker is ended once its heartbeat is overdue, and a new one renders the next page.
  const deadline = Date.now() + 10_000;
  while (pool.replaced === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(pool.replaced, 1, 'the stalled worker was replaced');
  const next = await pages.run('page-2', () => pool.render('mf_content', 'Page', props, reads));
  assert.equal(next.html, '<p>de:page-2</p>');
});

test('a slot worker that is ended fails its renders as a slot error, never the page', async (t) => {
  const map: ServerRemoteMap = { ...defaultServerRemoteMap(), mf_search: `${origin}/mf-manifest.json`, mf_content: `${origin}/reader-manifest.json` };
  const pool = new SlotWorkerPool({ size: 1, map, siteOrigin: origin });
  const slow = { apiOrigin: origin, budgetMs: 5_000, fetch: () => new Promise<Response>(() => undefined) };
  const pending = pool.render('mf_content', 'Page', props, slow).then(
    () => 'html',
    (error: unknown) => (error instanceof SlotRenderError ? error.reason : 'other'),
  );
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await pool.close();
  assert.equal(await pending, 'render-failed');
  const after = await pool.render('mf_content', 'Page', props, slow).catch((error: unknown) => (error as SlotRenderError).reason);
  assert.equal(after, 'unavailable');
  t.diagnostic('closing the pool failed its open render and refuses new ones');
});
