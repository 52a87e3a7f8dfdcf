#!/usr/bin/env node
/**
 * `npm test -w e2e`: builds the site once, then runs the journeys in E2E_SHARDS shards at once (default 2), each a
 * Playwright process with a server of its own (own port, own data folder) on the same build. Journeys that switch the
 * whole site (offline, shop closed, design settings) see only their own shard's server, so shards never disturb each
 * other. Arguments are passed to every shard (`npm test -w e2e -- tests/purchase.spec.ts` runs one file, in one shard).
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const built = spawnSync(process.execPath, [path.join(here, '../scripts/start.mjs'), '--build-only'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

// Chosen files run in one shard: a split of a handful of files saves nothing and costs a second server.
const shards = args.some((arg) => !arg.startsWith('-')) ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3999);
const playwright = path.join(here, '../node_modules/.bin/playwright');

const runs = Array.from({ length: shards }, (_, index) => {
  const label = shards > 1 ? `[shard ${index + 1}/${shards}] ` : '';
  const child = spawn(playwright, ['test', ...(shards > 1 ? [`--shard=${index + 1}/${shards}`] : []), ...args], {
    cwd: here,
    env: { ...process.env, E2E_PORT: String(basePort - index), SKIP_BUILD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Whole lines with the shard's label, so two shards' reports stay readable side by side.
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${label}${line}\n`);
    });
    stream.on('end', () => rest && process.stdout.write(`${label}${rest}\n`));
  }
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
});
const codes = await Promise.all(runs);
process.exit(codes.find((code) => code !== 0) ?? 0);
