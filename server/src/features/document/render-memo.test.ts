import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ANONYMOUS } from 'shared-contracts/constants';
import { api } from 'shared-contracts/api-paths';
import { defaultServerRemoteMap, type SlotBaseProps } from 'shared-contracts/slots';
import type { Page } from 'shared-contracts/site';
import { publishRows } from '../../testing/publish';
import { client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';
import { createRemoteLoader } from '../../lib/remote-render/remote-loader';
import { renderRemoteSlot } from '../../lib/remote-render/render-slot';
import { type PageRenders, watchPageRenders } from './page-render';
import { assertNodeBuild } from '../../testing/node-builds';

/**
 * A render with the same inputs is not rendered again: the shell's chrome and each slot reuse their earlier markup
 * while the address or props, the minute and every API answer they read are the same. The real builds
 * (`npm run build`), over a server with the document cache off, so every request is a fresh render.
 */
const REPO_ROOT = path.resolve(__dirname, '../../../..');
let site: TestApp;
let origin: string;
const seen: PageRenders[] = [];

before(async () => {
  assertNodeBuild('shell');
  site = await testApp({ appsRoot: REPO_ROOT, config: { slotBudgetMs: 30_000, documentCacheMs: 0 } });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(site.app.server.address() as { port: number }).port}`;
  watchPageRenders(site.app, (renders) => seen.push(renders));
});
after(() => site.close());

/** The answer and the renders it took (0: reused), once its last slot settled. */
async function get(url: string, cookie?: string): Promise<{ body: string; renders: PageRenders }> {
  const from = seen.length;
  const answer = await site.app.inject({ url, headers: cookie ? { cookie } : {} });
  assert.equal(answer.statusCode, 200, url);
  for (let tries = 0; tries < 100; tries += 1) {
    const found = seen.slice(from).find((entry) => entry.url === url);
    if (found) return { body: answer.body, renders: found };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url}: no render was reported`);
}

/** The page without what differs on every answer by design: fetch times and the answer's nonce. */
const stable = (body: string) => body.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0').replace(/nonce="[^"]*"/g, '');
const counts = (renders: PageRenders) => [renders.shell, ...renders.slots.map((slot) => slot.renders)];

test('the same page again reuses the chrome and the slot; another language, or changed data, renders again', async () => {
  const first = await get('/de/besuch');
  assert.deepEqual(counts(first.renders), [1, 1], 'a first render renders');
  const again = await get('/de/besuch');
  assert.deepEqual(counts(again.renders), [0, 0], 'the same inputs reuse both renders');
  assert.equal(stable(again.body), stable(first.body), 'a reused page is the page');
  assert.match(again.body, /data-ssr="html"/);

  assert.deepEqual(counts((await get('/en/visit')).renders), [1, 1], 'another language is another render');

  await site.db.query(`UPDATE page_translations SET headline = 'Heute neu im Haus' WHERE locale = 'de' AND path = 'besuch'`);
  await publishRows(site.db, { path: 'besuch' });
  const changed = await get('/de/besuch');
  assert.deepEqual(counts(changed.renders), [1, 1], 'changed data renders again');
  assert.match(changed.body, /Heute neu im Haus/);
  assert.deepEqual(counts((await get('/de/besuch')).renders), [0, 0]);
});

test('a staff member\'s page never reuses an anonymous render', async () => {
  await get('/de');
  const staff = client(site.app);
  const login = await staff.login();
  assert.equal(login.statusCode, 200);
  const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  for (let i = 0; i < 2; i += 1) assert.equal((await get('/de', cookie)).renders.shell, 1, 'staff renders always render');
});

test('a slot reuses only for the same props, language and build, and never without leave', async () => {
  const page = (await (await fetch(origin + api.page('de', '/de'))).json()) as Page;
  const props = (locale: 'de' | 'en', p: Page): SlotBaseProps & { path: string; page: Page } => ({
    locale,
    host: { navigate: () => undefined },
    auth: ANONYMOUS,
    settings: null,
    query: {},
    path: `/${locale}`,
    page: p,
  });
  const asVisitor = (url: string, init?: RequestInit) => fetch(new URL(url, origin), init);
  // mf-content's Node build served from a folder the test can replace, as a deploy replaces it.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'memo-build-'));
  const deploy = (version: string) => {
    const build = path.join(REPO_ROOT, 'mf-content/dist/server');
    for (const name of fs.readdirSync(build)) {
      const body = fs.readFileSync(path.join(build, name), 'utf8');
      fs.writeFileSync(path.join(folder, name), name === 'mf-manifest.json' ? body.replace(/"buildVersion":\s*"/, `"buildVersion": "${version}-`) : body);
    }
  };
  deploy('first');
  const files = http.createServer((req, res) => {
    const file = path.join(folder, path.basename((req.url ?? '/').split('?')[0]!));
    if (!fs.existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  const filesOrigin = `http://127.0.0.1:${(files.address() as { port: number }).port}`;
  const map = { ...defaultServerRemoteMap(), mf_content: `${filesOrigin}/mf-manifest.json` };
  const loader = createRemoteLoader({ map, siteOrigin: origin, revalidateAfterMs: 0 });
  const render = (p: ReturnType<typeof props>, memo = true) =>
    renderRemoteSlot(loader, 'mf_content', 'Page', p as never, { apiOrigin: origin, budgetMs: 30_000, fetch: asVisitor, memo });
  after(() => {
    files.closeAllConnections();
    files.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const first = await render(props('de', page));
  assert.equal(first.renders, 1);
  const again = await render(props('de', page));
  assert.equal(again.renders, 0);
  assert.equal(again.html, first.html);
  assert.deepEqual(again.dehydratedState?.queries.length, first.dehydratedState?.queries.length);
  assert.equal(stable(again.stateJson ?? ''), stable(first.stateJson ?? ''), 'the kept state\'s JSON is the rendered one, with the times of the reuse');
  assert.equal((await render(props('de', { ...page, modules: page.modules.slice(1) }))).renders, 1, 'other props');
  assert.equal((await render(props('en', page))).renders, 1, 'another language');
  assert.equal((await render(props('de', page), false)).renders, 1, 'no leave to reuse (a staff render)');
  assert.equal((await render(props('de', page))).renders, 0);
  // A new build is a new module, with its own empty memo.
  deploy('second');
  assert.equal((await render(props('de', page))).renders, 1, 'another build');
  assert.equal((await render(props('de', page))).renders, 0);
});

test('a kept read asked again by its name reuses; a read replaced under it is compared, and changed data renders again', async () => {
  // Kept reads live 100 ms here, so the test sees them replaced; another server copy's publish sends no message.
  const quick = await testApp({ appsRoot: REPO_ROOT, config: { slotBudgetMs: 30_000, documentCacheMs: 0, renderReadCacheMs: 100, slotWorkers: 0 } });
  await quick.app.listen({ port: 0, host: '127.0.0.1' });
  const reported: PageRenders[] = [];
  watchPageRenders(quick.app, (renders) => reported.push(renders));
  try {
    const render = async () => {
      const from = reported.length;
      const answer = await quick.app.inject({ url: '/de/besuch' });
      for (let tries = 0; tries < 100 && !reported.slice(from).length; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      return { body: answer.body, counts: counts(reported.slice(from)[0]!) };
    };
    const first = await render();
    // The shell's build (and its memo) may be the one an earlier test's server loaded: only the slot is sure to render.
    assert.equal(first.counts[1], 1);
    const named = await render();
    assert.deepEqual(named.counts, [0, 0], 'the same kept answers, asked by name');
    assert.equal(stable(named.body), stable(first.body));
    await new Promise((resolve) => setTimeout(resolve, 150));
    assert.deepEqual((await render()).counts, [0, 0], 'answers read again with the same bytes under new names still reuse');

    // The write drops the kept answers: the page's read comes back under a new name with other bytes.
    await quick.db.query(`UPDATE page_translations SET headline = 'Neu benannt und neu gelesen' WHERE locale = 'de' AND path = 'besuch'`);
    await publishRows(quick.db, { path: 'besuch' });
    const changed = await render();
    assert.match(changed.body, /Neu benannt und neu gelesen/);
    assert.deepEqual(changed.counts, [1, 1], 'the renders whose read changed rendered again');
    assert.deepEqual((await render()).counts, [0, 0]);
  } finally {
    watchPageRenders(quick.app, null);
    await quick.close();
  }
});

test('with a slot worker, a reuse crosses the thread as names and JSON and gives the same page', async () => {
  const pooled = await testApp({ appsRoot: REPO_ROOT, config: { slotBudgetMs: 30_000, documentCacheMs: 0, slotWorkers: 1 } });
  await pooled.app.listen({ port: 0, host: '127.0.0.1' });
  const reported: PageRenders[] = [];
  watchPageRenders(pooled.app, (renders) => reported.push(renders));
  try {
    const render = async () => {
      const from = reported.length;
      const answer = await pooled.app.inject({ url: '/de' });
      for (let tries = 0; tries < 300 && !reported.slice(from).length; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      return { body: answer.body, counts: counts(reported.slice(from)[0]!) };
    };
    const first = await render();
    assert.equal(first.counts[1], 1, 'the worker\'s memo starts empty');
    const again = await render();
    assert.deepEqual(again.counts, [0, 0]);
    assert.equal(stable(again.body), stable(first.body), 'the slot\'s state JSON is the state a render gives');
    const state = /<script type="application\/json" data-slot-state>([^<]*)<\/script>/.exec(again.body);
    assert.ok(state, 'the slot carries its state');
    const queries = (JSON.parse(state[1]!) as { queries: Array<{ state: { dataUpdatedAt: number } }> }).queries;
    assert.ok(queries.length > 0 && queries.every((query) => Date.now() - query.state.dataUpdatedAt < 5_000), 'a reuse\'s fetch times are now');
  } finally {
    watchPageRenders(pooled.app, null);
    await pooled.close();
  }
});
