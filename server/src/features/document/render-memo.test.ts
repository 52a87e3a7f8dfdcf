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
  assert.deepEqual(again.dehydratedState.queries.length, first.dehydratedState.queries.length);
  assert.equal((await render(props('de', { ...page, modules: page.modules.slice(1) }))).renders, 1, 'other props');
  assert.equal((await render(props('en', page))).renders, 1, 'another language');
  assert.equal((await render(props('de', page), false)).renders, 1, 'no leave to reuse (a staff render)');
  assert.equal((await render(props('de', page))).renders, 0);
  // A new build is a new module, with its own empty memo.
  deploy('second');
  assert.equal((await render(props('de', page))).renders, 1, 'another build');
  assert.equal((await render(props('de', page))).renders, 0);
});
