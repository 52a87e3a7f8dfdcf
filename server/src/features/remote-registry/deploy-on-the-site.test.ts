import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { type TestApp, testApp } from '../../testing/test-app';
import { assertNodeBuild } from '../../testing/node-builds';
import { CANDIDATE_TEXT as NEW_TEXT, LIVE_TEXT as OLD_TEXT, type CandidateOrigin, candidateOrigin } from '../../testing/events-candidate';

const REPO_ROOT = path.resolve(__dirname, '../../../..');

/**
 * A team deploys a changed mf-events to its own origin through the API: the site's pages show the new text in their
 * server HTML and name the new build's manifest at once, without a restart; a rollback brings the old one back; a
 * preview shows a candidate to one browser only, on pages nobody else gets. The builds are the real ones.
 */
const TOKEN = 'events-team-deploy-token-0123456789abcdef';
const SHOP_PREVIEW = 'shop-team-preview-token-0123456789abcdef';
let site: TestApp;
let siteOrigin: string;
let cdn: CandidateOrigin;
let cdnOrigin: string;
const publishCandidate = (folder: string) => cdn.publish(folder);

before(async () => {
  assertNodeBuild('mf-events');
  cdn = await candidateOrigin();
  cdnOrigin = cdn.origin;
  site = await testApp({ appsRoot: REPO_ROOT, config: { slotBudgetMs: 30_000, deployTokens: { mf_events: TOKEN }, previewTokens: { mf_shop: SHOP_PREVIEW } } });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  siteOrigin = `http://127.0.0.1:${(site.app.server.address() as { port: number }).port}`;
});
after(async () => {
  await site.close();
  await cdn.stop();
});

async function eventsPage(cookie?: string) {
  const answer = await fetch(`${siteOrigin}/de/veranstaltungen`, { headers: cookie ? { cookie } : {} });
  const html = await answer.text();
  const map = JSON.parse(/window\.__REMOTE_MAP__=(\{[^<]*?\});/.exec(html)?.[1] ?? '{}') as Record<string, string>;
  return { status: answer.status, html, map, cacheControl: answer.headers.get('cache-control') ?? '', csp: answer.headers.get('content-security-policy') ?? '', surrogate: answer.headers.get('surrogate-key') ?? '' };
}

const deploy = (manifestUrl: string) =>
  fetch(`${siteOrigin}/api/remotes/mf_events/`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ manifest_url: manifestUrl }),
  });

test('a deploy shows on the next page, named in its map, and a rollback brings the earlier build back', async () => {
  const before = await eventsPage();
  assert.equal(before.status, 200);
  assert.ok(before.html.includes(OLD_TEXT), 'the live build renders the list');
  assert.equal(before.map.mf_events, '/remotes/mf-events/mf-manifest.json');
  // The second visitor gets the kept page, as a shared cache would: with the key a deploy of mf-events purges.
  assert.match((await eventsPage()).surrogate, /\bremote-mf-events\b/);

  const candidate = publishCandidate('v2');
  const answer = await deploy(candidate);
  assert.equal(answer.status, 200, await answer.clone().text());
  // The page kept from before the deploy is dropped: the very next request renders with the new build.
  const after = await eventsPage();
  assert.ok(after.html.includes(NEW_TEXT), 'the server HTML shows the new text');
  assert.ok(!after.html.includes(OLD_TEXT));
  assert.equal(after.map.mf_events, candidate, 'the document names the build that rendered it');
  assert.ok(after.csp.includes(cdnOrigin), 'the policy lets the browser load the new origin');
  const list = (await (await fetch(`${siteOrigin}/api/remotes/`)).json()) as Array<{ name: string; version: string | null }>;
  assert.equal(list.find((r) => r.name === 'mf_events')?.version, '1.0.0+v2');

  const rollback = await fetch(`${siteOrigin}/api/remotes/mf_events/rollback/`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } });
  assert.equal(rollback.status, 409, 'the start-up build has no deployment to go back to');
  const third = publishCandidate('v3');
  assert.equal((await deploy(third)).status, 200);
  assert.equal((await eventsPage()).map.mf_events, third);
  assert.equal((await fetch(`${siteOrigin}/api/remotes/mf_events/rollback/`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } })).status, 200);
  assert.equal((await eventsPage()).map.mf_events, candidate, 'back on the earlier deployment');
});

test('a preview shows a candidate to the browser that asked, on a page made for it alone, with a way out', async () => {
  const live = (await eventsPage()).map.mf_events;
  const candidate = publishCandidate('v4');
  const refused = await fetch(`${siteOrigin}/api/remotes/preview/?remote=mf_events&manifest_url=${encodeURIComponent(candidate)}`, { redirect: 'manual' });
  assert.equal(refused.status, 401, 'a stranger cannot point a browser at code');
  const otherTeam = await fetch(`${siteOrigin}/api/remotes/preview/?remote=mf_events&manifest_url=${encodeURIComponent(candidate)}&token=${SHOP_PREVIEW}`, { redirect: 'manual' });
  assert.equal(otherTeam.status, 403, "the shop team's preview token does not preview mf-events");
  const started = await fetch(`${siteOrigin}/api/remotes/preview/?remote=mf_events&manifest_url=${encodeURIComponent(candidate)}&token=${TOKEN}&next=${encodeURIComponent('/de/veranstaltungen')}`, { redirect: 'manual' });
  assert.equal(started.status, 302);
  assert.equal(started.headers.get('location'), '/de/veranstaltungen');
  const cookie = started.headers.getSetCookie().find((c) => c.startsWith('remote_preview='))?.split(';')[0] ?? '';
  assert.match(cookie, /^remote_preview=/);

  const previewed = await eventsPage(cookie);
  assert.equal(previewed.map.mf_events, candidate, 'this browser loads the candidate');
  assert.equal(previewed.cacheControl, 'private, no-store', 'no shared cache keeps it');
  assert.match(previewed.html, /Vorschau: mf_events in Version 1\.0\.0\+v4/);
  assert.match(previewed.html, /href="\/api\/remotes\/preview\/exit\/\?next=%2Fde%2Fveranstaltungen"/);
  assert.match(previewed.html, /data-slot="mf_events\/EventList" data-ssr="skeleton"/, 'the candidate renders in the browser, not with the live build');
  // Everyone else keeps the live build, and so does a forged cookie.
  assert.equal((await eventsPage()).map.mf_events, live);
  assert.equal((await eventsPage(`${cookie.slice(0, -3)}abc`)).map.mf_events, live);

  const exit = await fetch(`${siteOrigin}/api/remotes/preview/exit/?next=/de/veranstaltungen`, { redirect: 'manual', headers: { cookie } });
  assert.equal(exit.status, 302);
  assert.ok(exit.headers.getSetCookie().some((c) => /^remote_preview=;/.test(c)), 'the cookie is cleared');
});

test('an origin that serves another build at the same address drops the pages the last one made, on every address', async () => {
  const manifest = cdn.publish('in-place', 'Programm, erste Fassung', 'first');
  assert.equal((await deploy(manifest)).status, 200);
  assert.match((await eventsPage()).html, /Programm, erste Fassung/);
  // The team overwrites its folder instead of publishing a new one: the address stays, the build changes.
  cdn.publish('in-place', 'Programm, zweite Fassung', 'second');
  // Past the loader's revalidation time, a page on another address renders and meets the new build first.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const other = await (await fetch(`${siteOrigin}/de/veranstaltungen?page=1`)).text();
  assert.match(other, /Programm, zweite Fassung/);
  // The list's own page, kept a moment ago with the first build, is not served any more: browsers load the second.
  const again = await eventsPage();
  assert.match(again.html, /Programm, zweite Fassung/);
  assert.doesNotMatch(again.html, /Programm, erste Fassung/);
});
