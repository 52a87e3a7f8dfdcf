#!/usr/bin/env node
/**
 * `npm run typecheck`: every workspace's own `typecheck` script, as many at once as the machine has cores (each tsc
 * is one thread, so one after the other left a core idle). Prints each workspace's errors whole, then fails if any had some.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const checked = workspaces.filter((w) => JSON.parse(fs.readFileSync(path.join(root, w, 'package.json'), 'utf8')).scripts?.typecheck);
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS ?? os.availableParallelism()));

function check(workspace) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'typecheck', '--silent', '--workspace', workspace], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      console.log(`typecheck ${workspace}: ${code === 0 ? 'ok' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (code !== 0) console.log(output);
      resolve(code === 0);
    });
  });
}

const queue = [...checked];
const results = await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    const ok = [];
    while (queue.length) ok.push(await check(queue.shift()));
    return ok.every(Boolean);
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
