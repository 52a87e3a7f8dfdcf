import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { type TestApp, testApp } from '../../testing/test-app';
import { renderHostIfAny } from './render-host';
import { assertNodeBuild } from '../../testing/node-builds';

/**
 * Pages rendered on the server from the real builds (the shell's and the remotes' Node builds, built by `npm start`
 * / `site-webpack build`): the first HTML answer holds the chrome and the main area's content, read without a browser.
 */
/** The repository, where every app's dist lives. */
const REPO_ROOT = path.resolve(__dirname, '../../../..');
let site: TestApp;
let origin: string;
/** A site whose mf-content Node build is missing: its slots must go out as skeletons, the rest as usual. */
let broken: TestApp;
let brokenOrigin: string;

/** Generous: the first renders load every container from a cold start on a shared machine. */
const BUDGET_MS = 30_000;

async function listen(app: TestApp): Promise<string> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.app.server.address() as { port: number }).port}`;
}

async function page(at: string, pathname: string): Promise<{ status: number; html: string; root: string; text: string }> {
  const answer = await fetch(`${at}${pathname}`);
  const html = await answer.text();
  const start = html.indexOf('<div id="root">');
  const root = start >= 0 ? html.slice(start) : '';
  const text = root
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
  return { status: answer.status, html, root, text };
}

before(async () => {
  assertNodeBuild('shell');
  site = await testApp({ appsRoot: REPO_ROOT, config: { slotBudgetMs: BUDGET_MS, documentCacheMs: 0 } });
  origin = await listen(site);
  broken = await testApp({
    appsRoot: REPO_ROOT,
    config: { slotBudgetMs: BUDGET_MS, documentCacheMs: 0, serverRemoteMap: { mf_content: '/remotes/mf-content/server/not-deployed/mf-manifest.json' } },
  });
  brokenOrigin = await listen(broken);
});

after(async () => {
  await site.close();
  await broken.close();
});

// Every kind of route, in both languages: route-render.test.ts.

test("the shell's dehydrated state is in the boot script, so the browser asks the API nothing twice", async () => {
  const { html } = await page(origin, '/de');
  assert.match(html, /window\.__SHELL_STATE__=\{"queries":\{/);
});

test('a remote without a Node build gives its slot\'s skeleton; the chrome and the other remotes render as usual', async () => {
  const home = await page(brokenOrigin, '/de');
  assert.equal(home.status, 200);
  assert.match(home.root, /data-slot="mf_content\/Page" data-ssr="skeleton"/);
  assert.doesNotMatch(home.root, /data-slot-state/);
  assert.ok(home.root.includes('/de/impressum'), 'the footer is there');
  const events = await page(brokenOrigin, '/de/veranstaltungen');
  assert.match(events.root, /data-slot="mf_events\/EventList" data-ssr="html"/);
  assert.ok(events.text.includes('Wassermusik'));
});

test('a starting server loads every slot it renders, so the first visitors do not wait for a container or a chunk', async () => {
  const warm = await testApp({ appsRoot: REPO_ROOT, config: { slotBudgetMs: BUDGET_MS, documentCacheMs: 0, warmRemotes: true } });
  try {
    // The warm-up starts as the server begins to listen (its onListen hook runs before `listen` returns here).
    await listen(warm);
    const slots = await (renderHostIfAny(warm.app)?.warmedSlots() ?? Promise.resolve<string[]>([]));
    for (const slot of ['shell/render-shell', 'mf_content/Page', 'mf_content/MagazineArticle', 'mf_content/FormPage', 'mf_events/EventList', 'mf_events/EventDetail', 'mf_booking/BookingWidget', 'mf_search/SearchPage']) {
      assert.ok(slots.includes(slot), `${slot} warmed, got ${slots.join(', ')}`);
    }
    assert.equal(slots.length, 15, 'the shell and every slot');
  } finally {
    await warm.close();
  }
});

test("the shell's Node build comes through the remotes' loader: when it cannot be loaded the page goes out for the browser to render, and a later request tries again", async () => {
  const moved = path.join(REPO_ROOT, 'shell', 'dist', 'server-moved-by-test');
  const missing = await testApp({
    appsRoot: REPO_ROOT,
    config: { slotBudgetMs: BUDGET_MS, documentCacheMs: 0, serverRemoteMap: { shell: '/server-moved-by-test/mf-manifest.json' } },
  });
  try {
    const at = await listen(missing);
    const empty = await page(at, '/de/veranstaltungen');
    assert.equal(empty.status, 200);
    assert.match(empty.html, /<div id="root"><\/div>/, 'an empty root: the browser renders the page');
    // The build appears where the map points (a deploy that came late): the next request renders on the server.
    fs.cpSync(path.join(REPO_ROOT, 'shell', 'dist', 'server'), moved, { recursive: true });
    const rendered = await page(at, '/de/veranstaltungen');
    assert.match(rendered.root, /data-slot="mf_events\/EventList" data-ssr="html"/);
    assert.ok(rendered.text.includes('Wassermusik'));
  } finally {
    fs.rmSync(moved, { recursive: true, force: true });
    await missing.close();
  }
});
