import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, test } from 'node:test';
import { api } from 'shared-contracts/api-paths';
import { ANONYMOUS } from 'shared-contracts/constants';
import type { Event } from 'shared-contracts/entities';
import type { Page } from 'shared-contracts/site';
import type { Locale } from 'shared-contracts/locales';
import type { RenderSlotToStream } from 'shared-contracts/server-render';
import { defaultServerRemoteMap, type ServerRemoteMap, type SlotBaseProps } from 'shared-contracts/slots';
import { REPO_ROOT } from '../../main';
import { type TestApp, testApp } from '../../testing/test-app';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { renderRemoteSlot } from './render-slot';
import { SlotRenderError } from './slot-render-error';

/**
 * Real Node builds (built by `npm start` / `site-webpack build`), loaded over HTTP through the loader:
 * mf-content's from this server's /remotes/, mf-events' from a second origin (a plain file server standing for
 * a remote deployed elsewhere), where a new build is swapped in while the server runs.
 */
const EVENTS_BUILD = path.join(REPO_ROOT, 'mf-events/dist/server');
/** Generous: the first answers come from a cold database on a shared machine. The 300 ms budget is tested below. */
const WARM_BUDGET_MS = 30_000;

let site: TestApp;
let siteOrigin: string;
let files: http.Server;
let filesOrigin: string;
const roots = new Map<string, string>();
let hangingRequests = 0;
let loader: RemoteLoader;
const newBuilds: string[] = [];

function serveFiles(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const [, folder, ...rest] = (req.url ?? '/').split('?')[0].split('/');
    if (folder === 'hang') {
      hangingRequests += 1;
      return;
    }
    const root = roots.get(folder);
    const file = root ? path.join(root, ...rest) : '';
    if (!root || !file.startsWith(root) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript' }).end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-remote-'));
}

/** A copy of a build in which one translated text is changed: what a new deploy of mf-events looks like. */
function copyBuild(from: string, change?: [string, string]): string {
  const dir = tempDir();
  for (const name of fs.readdirSync(from)) {
    let body = fs.readFileSync(path.join(from, name), 'utf8');
    if (change && name.endsWith('.js')) body = body.split(change[0]).join(change[1]);
    // A real deploy renames its chunks (content hashes), so its manifest differs; here the build version does.
    if (change && name === 'mf-manifest.json') body = body.replace(/"buildVersion":\s*"/, '"buildVersion": "next-');
    fs.writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

function fakeBuild(manifest: object, entry: string): string {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
  return dir;
}

const manifestFor = (name: string, publicPath = '') => ({ id: name, name, metaData: { name, publicPath, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'commonjs-module' } } });

function base(locale: Locale): SlotBaseProps {
  return { locale, host: { navigate: () => undefined }, auth: ANONYMOUS, settings: null, query: {} };
}

before(async () => {
  assert.ok(fs.existsSync(path.join(EVENTS_BUILD, 'mf-manifest.json')), 'the remotes\' Node builds are missing: run `npm run build` first');
  site = await testApp({ appsRoot: REPO_ROOT });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  siteOrigin = `http://127.0.0.1:${(site.app.server.address() as { port: number }).port}`;
  files = await serveFiles();
  filesOrigin = `http://127.0.0.1:${(files.address() as { port: number }).port}`;
  roots.set('events', copyBuild(EVENTS_BUILD));
  roots.set('throws', fakeBuild(manifestFor('mf_search'), 'throw new Error("this build is broken");'));
  roots.set('elsewhere', fakeBuild(manifestFor('mf_editor', 'http://other.invalid/'), 'module.exports = {};'));
  const map: ServerRemoteMap = {
    ...defaultServerRemoteMap(),
    mf_events: `${filesOrigin}/events/mf-manifest.json`,
    mf_search: `${filesOrigin}/throws/mf-manifest.json`,
    mf_editor: `${filesOrigin}/elsewhere/mf-manifest.json`,
    mf_booking: `${filesOrigin}/hang/mf-manifest.json`,
    mf_shop: '/remotes/mf-shop/server/not-deployed/mf-manifest.json',
  };
  loader = createRemoteLoader({ map, siteOrigin, revalidateAfterMs: 0, onNewBuild: (remote) => newBuilds.push(remote) });
});

after(async () => {
  files.closeAllConnections();
  await new Promise((resolve) => files.close(resolve));
  await site.close();
  for (const dir of roots.values()) fs.rmSync(dir, { recursive: true, force: true });
});

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<[^>]+>/g, '');

for (const locale of ['de', 'en'] as const) {
  test(`mf-content's Page renders the home page's h1 and modules on the server (${locale})`, async () => {
    const pagePath = `/${locale}`;
    const page = (await (await fetch(siteOrigin + api.page(locale, pagePath))).json()) as Page;
    const result = await renderRemoteSlot(loader, 'mf_content', 'Page', { ...base(locale), path: pagePath, page }, { apiOrigin: siteOrigin, budgetMs: WARM_BUDGET_MS });
    assert.match(result.html, new RegExp(`^<div lang="${locale}">`));
    const title = h1(result.html);
    assert.ok(title, 'the home page has an h1');
    assert.ok(JSON.stringify(page).includes(title), `h1 "${title}" comes from the page's modules`);
    // Every module of the tree is in the HTML, not a skeleton.
    for (const module of page.modules) assert.match(result.html, new RegExp(`data-module-id="${module.id}"`));
  });

  test(`mf-events' EventList renders the first page of events, grouped by day, with dehydrated data (${locale})`, async () => {
    const first = (await (await fetch(siteOrigin + api.events(locale, { page_size: 10 }))).json()) as { results: Event[] };
    assert.ok(first.results.length > 0);
    const result = await renderRemoteSlot(loader, 'mf_events', 'EventList', base(locale), { apiOrigin: siteOrigin, budgetMs: WARM_BUDGET_MS });
    assert.match(result.html, new RegExp(`^<div lang="${locale}">`));
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;');
    assert.ok(result.html.includes(escaped(first.results[0].title)), `the first event "${first.results[0].title}" is in the HTML`);
    assert.match(result.html, locale === 'de' ? /Veranstaltungen filtern/ : /Filter events/);
    const events = result.dehydratedState?.queries.find((query) => JSON.stringify((query as { queryKey: unknown }).queryKey).includes('events'));
    assert.ok(events, 'the events query travels as dehydrated state');
  });
}

test('the stream entry sends the same slot HTML through renderToPipeableStream', async () => {
  const page = (await (await fetch(siteOrigin + api.page('en', '/en'))).json()) as Page;
  const module = await loader.loadSlot('mf_content', 'Page');
  const render = module.renderSlotToStream as RenderSlotToStream<{ path: string; page: Page } & SlotBaseProps>;
  const { stream, dehydratedState } = await render({ ...base('en'), path: '/en', page }, { apiOrigin: siteOrigin });
  let html = '';
  await new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', resolve).on('error', reject);
    stream.pipe(sink);
  });
  assert.match(html, /^<div lang="en">/);
  assert.ok(h1(html), 'the streamed page has its h1');
  assert.ok(Array.isArray(dehydratedState.queries));
});

test('two requests in different languages at once do not share language or data', async () => {
  const [de, en] = await Promise.all(
    (['de', 'en'] as const).map((locale) => renderRemoteSlot(loader, 'mf_events', 'EventList', base(locale), { apiOrigin: siteOrigin, budgetMs: WARM_BUDGET_MS })),
  );
  assert.match(de.html, /Veranstaltungen filtern/);
  assert.doesNotMatch(de.html, /Filter events/);
  assert.match(en.html, /Filter events/);
  assert.doesNotMatch(en.html, /Veranstaltungen filtern/);
});

test('a new build of a remote goes live on the next render, without a restart, and the loader says so', async () => {
  const before = await renderRemoteSlot(loader, 'mf_events', 'EventList', base('de'), { apiOrigin: siteOrigin, budgetMs: WARM_BUDGET_MS });
  assert.doesNotMatch(before.html, /Veranstaltungen filtern \(neu\)/);
  newBuilds.length = 0;
  roots.set('events', copyBuild(EVENTS_BUILD, ['Veranstaltungen filtern', 'Veranstaltungen filtern (neu)']));
  const after = await renderRemoteSlot(loader, 'mf_events', 'EventList', base('de'), { apiOrigin: siteOrigin, budgetMs: WARM_BUDGET_MS });
  assert.match(after.html, /Veranstaltungen filtern \(neu\)/);
  // Pages made with the first build are dropped on this word; rendering the same build again says nothing.
  assert.deepEqual(newBuilds, ['mf_events']);
  await renderRemoteSlot(loader, 'mf_events', 'EventList', base('de'), { apiOrigin: siteOrigin, budgetMs: WARM_BUDGET_MS });
  assert.deepEqual(newBuilds, ['mf_events']);
});

/** What the caller gets when a remote cannot render: a SlotRenderError with this reason, before the budget is over. */
async function failure(promise: Promise<unknown>): Promise<SlotRenderError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof SlotRenderError, `a SlotRenderError, got ${String(error)}`);
    return error;
  }
  assert.fail('the render should have failed');
}

const props = { ...base('de'), path: '/de', page: null };

test('a remote whose Node build is missing fails as unavailable', async () => {
  const error = await failure(renderRemoteSlot(loader, 'mf_shop', 'ShopApp', { ...base('de'), pathname: '/de/shop' }, { apiOrigin: siteOrigin }));
  assert.equal(error.reason, 'unavailable');
});

test('a remote whose Node build throws while loading fails as unavailable', async () => {
  const error = await failure(renderRemoteSlot(loader, 'mf_search', 'SearchPage', base('de'), { apiOrigin: siteOrigin }));
  assert.equal(error.reason, 'unavailable');
});

test('a remote that does not answer fails as timeout once the 300 ms budget is spent', async () => {
  const error = await failure(renderRemoteSlot(loader, 'mf_booking', 'BookingWidget', { ...base('de'), eventId: 1, headingLevel: 2 }, { apiOrigin: siteOrigin, budgetMs: 300 }));
  assert.equal(error.reason, 'timeout');
  assert.ok(hangingRequests > 0, 'the manifest was asked for');
});

test('a manifest pointing its entry at an origin outside the remote map is refused before anything is fetched from there', async () => {
  const error = await failure(renderRemoteSlot(loader, 'mf_editor', 'Toolbar', { ...props, user: { id: 1 } as never, pathname: '/de' }, { apiOrigin: siteOrigin }));
  assert.equal(error.reason, 'not-allowed');
  assert.deepEqual([...loader.allowedOrigins].sort(), [filesOrigin, siteOrigin].sort());
});
