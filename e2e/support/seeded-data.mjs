/**
 * One seeded data folder per end-to-end run. Seeding the demo content takes most of a server's start (about three
 * quarters of it), and a run starts a server per shard plus the second sites some journeys need: each of them
 * starts from a copy of one folder seeded once, which is the state a fresh server would have seeded for itself.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The environment variable naming the seeded folder for the shards' servers and the second sites. */
export const TEMPLATE_VARIABLE = 'E2E_DATA_TEMPLATE';

/** Starts the built site on `port` with a new data folder, waits until it answers, stops it, and returns the folder. */
export async function seedTemplate(port) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-template-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, SKIP_BUILD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the seeding server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the seeding server did not answer in time:\n${output}`);
    }
    const up = await fetch(`http://localhost:${port}/pageeditor-api/settings`).then((r) => r.ok, () => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGTERM');
  await exited;
  return dir;
}

/** A new data folder holding a copy of the seeded one (without the stopped server's lock), or empty without one. */
export function copyOfTemplate(target, template = process.env[TEMPLATE_VARIABLE]) {
  if (!template) return target;
  fs.cpSync(template, target, { recursive: true, filter: (source) => !path.basename(source).startsWith('server.lock') });
  return target;
}
