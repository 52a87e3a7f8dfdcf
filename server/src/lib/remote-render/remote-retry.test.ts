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

before(async () => {
  assert.ok(fs.existsSync(path.join(BUILD, 'mf-manifest.json')), 'mf-search has no Node build: run `npm run build` first');
  files = http.createServer((req, res) => {
    const name = (req.url ?? '/').split('?')[0]!.split('/').pop()!;
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
