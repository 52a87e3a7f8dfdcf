#!/usr/bin/env node
/**
 * `npm test -w e2e`: builds the site once, then runs the journeys in E2E_SHARDS shards at once (default 4: the journeys mostly wait on pages and timers, so four keep two cores busy), each a
 * Playwright process with a server of its own (own port, own data folder) on the same build. Journeys that switch the
 * whole site (offline, shop closed, design settings) see only their own shard's server, so shards never disturb each
 * other. Files go to the shards by how long each took (`durations.json`, seconds per file, refreshed by hand from a
 * run's report), longest first to the shard with the least so far, so both end about together. Arguments are passed
 * through (`npm test -w e2e -- tests/purchase.spec.ts` runs one file, in one shard). Every server starts from a copy
 * of one data folder seeded first (`support/seeded-data.mjs`).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedTemplate, TEMPLATE_VARIABLE } from './support/seeded-data.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const built = spawnSync(process.execPath, [path.join(here, '../scripts/start.mjs'), '--build-only'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

// Chosen files run in one shard: a split of a handful of files saves nothing and costs a second server.
const shards = args.some((arg) => !arg.startsWith('-')) ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 4));
const basePort = Number(process.env.E2E_PORT ?? 3999);
const playwright = path.join(here, '../node_modules/.bin/playwright');
// A data folder `npm start` seeded already (E2E_DATA_TEMPLATE, as CI passes the one its start check made) is used as
// it is; otherwise one is seeded here and removed at the end.
const given = process.env[TEMPLATE_VARIABLE] && fs.existsSync(process.env[TEMPLATE_VARIABLE]) ? process.env[TEMPLATE_VARIABLE] : '';
const template = process.env.E2E_BASE_URL ? '' : given || (await seedTemplate(basePort + 1));

/** The spec files split into `count` groups of about equal expected time. */
function balancedGroups(count) {
  const durations = JSON.parse(fs.readFileSync(path.join(here, 'durations.json'), 'utf8'));
  const files = fs.readdirSync(path.join(here, 'tests')).filter((name) => name.endsWith('.spec.ts'));
  const known = Object.values(durations).sort((a, b) => a - b);
  // A new file counts as a middling one until its time is recorded.
  const typical = known[Math.floor(known.length / 2)] ?? 30;
  const groups = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  for (const file of files.sort((a, b) => (durations[b] ?? typical) - (durations[a] ?? typical))) {
    const lightest = groups.reduce((min, group) => (group.seconds < min.seconds ? group : min));
    lightest.files.push(`tests/${file}`);
    lightest.seconds += durations[file] ?? typical;
  }
  return groups;
}

const groups = shards > 1 ? balancedGroups(shards) : [{ seconds: 0, files: [] }];
const runs = groups.map((group, index) => {
  const label = shards > 1 ? `[shard ${index + 1}/${shards}] ` : '';
  if (shards > 1) console.log(`${label}${group.files.length} files, about ${Math.round(group.seconds / 60)} min`);
  const child = spawn(playwright, ['test', ...group.files, ...args], {
    cwd: here,
    env: { ...process.env, E2E_PORT: String(basePort - index), E2E_SHARD: shards > 1 ? String(index + 1) : '', SKIP_BUILD: '1', [TEMPLATE_VARIABLE]: template },
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
if (template && template !== given) fs.rmSync(template, { recursive: true, force: true });
process.exit(codes.find((code) => code !== 0) ?? 0);
