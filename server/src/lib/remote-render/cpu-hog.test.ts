import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ANONYMOUS } from 'shared-contracts/constants';
import { defaultServerRemoteMap, type ServerRemoteMap } from 'shared-contracts/slots';
import { createRemoteLoader } from './remote-loader';
import { renderRemoteSlot } from './render-slot';
import { SlotRenderError } from './slot-render-error';

/**
 * A remote whose render burns the CPU without yielding (a runaway loop in its Node build). Slots render on the
 * server's own thread, so today nothing can cut such a render short: the slot budget is a timer, and a timer cannot
 * fire while the thread is busy. This measures that: the whole process stalls for as long as the render runs, and the
 * slot's late HTML is taken as if it had come in time.
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

let files: http.Server;
let origin: string;
before(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cpu-hog-'));
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ id: 'mf_search', name: 'mf_search', metaData: { name: 'mf_search', publicPath: '', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'commonjs-module' } } }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), HOG_ENTRY);
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
  const props = { locale: 'de', host: { navigate: () => undefined }, auth: ANONYMOUS, settings: null, query: {} } as never;
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
