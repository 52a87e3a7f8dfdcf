#!/usr/bin/env node
/**
 * `npm start`: builds every app whose dist is missing or older than its sources (one webpack process for all of
 * them), then starts the server, which serves the API, the shell and each remote's dist under /remotes/<name>/.
 * PORT (default 3000) and DATA_DIR (default ./data) choose the port and the database folder. `--build-only` builds
 * and exits (the end-to-end runner builds once before it starts one server per shard).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const apps = workspaces.filter((w) => fs.existsSync(path.join(root, w, 'webpack.config.ts')));

/** Newest modification time below `dir` (skips node_modules and dist). */
function newest(dir) {
  if (!fs.existsSync(dir)) return 0;
  const stat = fs.statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of fs.readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(path.join(dir, entry)));
  }
  return max;
}

const sharedInputs = Math.max(newest(path.join(root, 'shared-contracts/src')), newest(path.join(root, 'config/webpack')), newest(path.join(root, 'config/remote-kit')));
/** An app is built when both its browser and its Node build (dist/server) are there. */
const markersOf = (app) => (app === 'shell' ? ['index.html', 'server/mf-manifest.json'] : ['mf-manifest.json', 'server/mf-manifest.json']).map((marker) => path.join(root, app, 'dist', marker));
const stale = apps.filter((app) => {
  const paths = markersOf(app);
  if (!paths.every((marker) => fs.existsSync(marker))) return true;
  const built = Math.min(...paths.map((marker) => fs.statSync(marker).mtimeMs));
  const inputs = Math.max(sharedInputs, newest(path.join(root, app, 'src')), newest(path.join(root, app, 'webpack.config.ts')), newest(path.join(root, app, 'package.json')));
  return inputs > built;
});

if (stale.length > 0 && process.env.SKIP_BUILD !== '1') {
  console.log(`start: building ${stale.join(', ')}`);
  const result = spawnSync(process.execPath, [path.join(root, 'config/bin/site-webpack.cjs'), 'build', ...stale], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // webpack leaves an output file alone when its content did not change, so the markers would stay older than the
  // sources and every start would build again: the build just succeeded, so they are current now.
  const now = new Date();
  for (const marker of stale.flatMap(markersOf)) if (fs.existsSync(marker)) fs.utimesSync(marker, now, now);
} else {
  console.log('start: every app is built and up to date');
}

if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  // The server renders pages with React: its development build checks every element and is several times slower.
  env: { ...process.env, APPS_ROOT: process.env.APPS_ROOT ?? root, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
