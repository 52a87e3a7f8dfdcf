#!/usr/bin/env node
/** `npm run bench`: the server's throughput and latency figures, then the front end's size and speed figures. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benches = [
  ['server API', 'server/scripts/bench.ts'],
  ['check-in', 'server/scripts/check-in-bench.ts'],
  ['remote delivery', 'server/scripts/delivery-bench.ts'],
  ['front end', 'e2e/bench/frontend-bench.ts'],
  ['paint vs static floor', 'e2e/bench/paint-bench.ts'],
  ['editor', 'e2e/bench/editor-bench.ts'],
  ['lighthouse', 'scripts/lighthouse-bench.mjs'],
];
let failed = false;
for (const [label, file] of benches) {
  console.log(`\n=== bench: ${label} (${file}) ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, file)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
