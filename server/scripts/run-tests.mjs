#!/usr/bin/env node
/**
 * `npm test -w server`: the given test files in SERVER_TEST_CONCURRENCY groups (2 by default, one per core). A group
 * runs its files one after the other in one process (src/testing/test-group.ts), except the files whose server
 * listens: those render pages, which loads the remotes' Node builds through the federation runtime, and that runtime
 * keeps one registry of remotes per process, so each of them gets a process of its own. The groups are balanced by
 * the seconds each file took when last recorded (test-durations.json; `RECORD_TEST_DURATIONS=1` writes it anew after
 * a passing run). Prints each group's lines with its label; fails when any group fails.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const durationsFile = path.join(server, 'test-durations.json');
const files = process.argv.slice(2).map((file) => path.relative(server, path.resolve(file)));
if (!files.length) {
  console.error('run-tests: name the test files to run');
  process.exit(2);
}
const known = fs.existsSync(durationsFile) ? JSON.parse(fs.readFileSync(durationsFile, 'utf8')) : {};
const seconds = Object.values(known).sort((a, b) => a - b);
// A file without a record counts as a middling one.
const typical = seconds[Math.floor(seconds.length / 2)] ?? 5;
const count = Math.max(1, Math.min(files.length, Number(process.env.SERVER_TEST_CONCURRENCY ?? 2)));
const groups = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
for (const file of [...files].sort((a, b) => (known[b] ?? typical) - (known[a] ?? typical))) {
  const lightest = groups.reduce((min, group) => (group.seconds < min.seconds ? group : min));
  lightest.files.push(file);
  lightest.seconds += known[file] ?? typical;
}

const measured = {};
/** A server that listens renders pages (see above): such a file runs in a process of its own. */
const alone = (file) => /\.listen\(/.test(fs.readFileSync(path.join(server, file), 'utf8'));

/** Runs `files` in one process; resolves whether all passed. */
function runProcess(files, label) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test-reporter=spec', 'src/testing/test-group.ts', ...files], {
    cwd: server,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        // A file's suite closes with its name and its time: "✔ src/lib/x.test.ts (123.4ms)".
        const done = /^[✔✖] (\S+\.test\.ts) \(([\d.]+)ms\)/.exec(line);
        if (done) measured[done[1]] = Math.round(Number(done[2]) / 100) / 10;
        process.stdout.write(`${label}${line}\n`);
      }
    });
    stream.on('end', () => rest && process.stdout.write(`${label}${rest}\n`));
  }
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code === 0 && !signal)));
}

const runs = groups.map(async (group, index) => {
  const label = count > 1 ? `[server ${index + 1}/${count}] ` : '';
  const shared = group.files.filter((file) => !alone(file));
  let ok = shared.length ? await runProcess(shared, label) : true;
  for (const file of group.files.filter(alone)) ok = (await runProcess([file], label)) && ok;
  return ok;
});

const passed = (await Promise.all(runs)).every(Boolean);
if (passed && process.env.RECORD_TEST_DURATIONS === '1') {
  fs.writeFileSync(durationsFile, `${JSON.stringify({ ...known, ...measured }, Object.keys({ ...known, ...measured }).sort(), 2)}\n`);
}
process.exit(passed ? 0 : 1);
