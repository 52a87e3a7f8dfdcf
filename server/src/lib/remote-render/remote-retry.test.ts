import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { ServerRemoteMap } from 'shared-contracts/slots';
import { REPO_ROOT } from '../../main';
import { createRemoteLoader } from './remote-loader';
import { SlotRenderError } from './slot-render-error';

/**
 * A remote whose entry hangs once (a stuck connection at a CDN): that load fails within the fetch timeout, and the
 * very next load tries again and works, instead of the failure being kept for minutes.
 */
const BUILD = path.join(REPO_ROOT, 'mf-search/dist/server');
let files: http.Server;
let origin: string;
let hangNextEntry = true;
let entryRequests = 0;
let manifestsFail = false;

before(async () => {
  assert.ok(fs.existsSync(path.join(BUILD, 'mf-manifest.json')), 'mf-search has no Node build: run `npm run build` first');
  files = http.createServer((req, res) => {
    const name = (req.url ?? '/').split('?')[0]!.split('/').pop()!;
    if (name === 'mf-manifest.json' && manifestsFail) return res.writeHead(503).end();
    if (name === 'remoteEntry.js') {
      entryRequests += 1;
      if (hangNextEntry) {
        hangNextEntry = false;
        return; // never answers
      }
    }
    const file = path.join(BUILD, name);
    if (!fs.existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': name.endsWith('.json') ? 'application/json' : 'text/javascript' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(files.address() as { port: number }).port}`;
});
after(() => {
  files.closeAllConnections();
  files.close();
});

test('a hung remote entry fails its load within the timeout, and the next load fetches it again', async () => {
  const loader = createRemoteLoader({ map: { mf_search: `${origin}/mf-manifest.json` } as ServerRemoteMap, siteOrigin: origin, fetchTimeoutMs: 2_000, revalidateAfterMs: 60_000 });
  const started = performance.now();
  const error = await loader.loadSlot('mf_search', 'SearchPage').then(
    () => null,
    (e: unknown) => e,
  );
  assert.ok(error instanceof SlotRenderError, `the hung load failed: ${String(error)}`);
  assert.equal(error.reason, 'unavailable');
  assert.ok(performance.now() - started < 4_000, 'within the timeout, not when the connection dies');
  const module = await loader.loadSlot('mf_search', 'SearchPage');
  assert.equal(typeof module.renderSlotToString, 'function');
  assert.equal(entryRequests, 2);
});

test("while the origin cannot answer for the manifest, the container already loaded keeps rendering, and the log hears of it", async () => {
  const stale: string[] = [];
  const loader = createRemoteLoader({
    map: { mf_search: `${origin}/mf-manifest.json` } as ServerRemoteMap,
    siteOrigin: origin,
    revalidateAfterMs: 0,
    onStale: (remote, reason) => stale.push(`${remote}: ${reason}`),
  });
  assert.equal(typeof (await loader.loadSlot('mf_search', 'SearchPage')).renderSlotToString, 'function');
  manifestsFail = true;
  try {
    const module = await loader.loadSlot('mf_search', 'SearchPage');
    assert.equal(typeof module.renderSlotToString, 'function', 'the last good build still renders');
    assert.equal(stale.length, 1);
    assert.match(stale[0]!, /mf_search: .*503/);
  } finally {
    manifestsFail = false;
  }
});

test('a new address for a remote (a deploy) is checked at its next load, even inside the revalidation time', async () => {
  const loader = createRemoteLoader({ map: { mf_search: `${origin}/mf-manifest.json` } as ServerRemoteMap, siteOrigin: origin, revalidateAfterMs: 60_000 });
  await loader.loadSlot('mf_search', 'SearchPage');
  loader.setMap({ mf_search: `${origin}/moved/mf-manifest.json` } as ServerRemoteMap);
  // The files server answers any folder with the same build: the point is that the new address is asked at all.
  const asked: string[] = [];
  const listener = (req: http.IncomingMessage) => asked.push(req.url ?? '');
  files.on('request', listener);
  try {
    await loader.loadSlot('mf_search', 'SearchPage');
  } finally {
    files.off('request', listener);
  }
  assert.ok(asked.some((url) => url.startsWith('/moved/mf-manifest.json')), `asked ${asked.join(', ')}`);
});
