/**
 * `site-webpack build [app…]` and `site-webpack serve [app…]`.
 * In an app folder it builds that app; at the repo root it builds every app in one multi-compiler,
 * which on two cores is far faster than one webpack process per app.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { CONTRACT_VERSION } from 'shared-contracts/remote-registry';
import { stampBuild } from './stamp-version';

type ConfigFactory = ((env: unknown, argv: { mode?: 'production' | 'development'; serve?: boolean }) => Configuration) & { server?: ConfigFactory };

function findRepoRoot(from: string): string {
  let dir = from;
  while (dir !== path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).workspaces) return dir;
    dir = path.dirname(dir);
  }
  throw new Error('site-webpack: no npm workspace root above ' + from);
}

export function appDirs(root: string): string[] {
  const workspaces: string[] = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  return workspaces.map((w) => path.join(root, w)).filter((dir) => fs.existsSync(path.join(dir, 'webpack.config.ts')));
}

function resolveTargets(names: string[]): string[] {
  const cwd = process.cwd();
  if (names.length > 0) {
    const root = findRepoRoot(cwd);
    return names.map((n) => path.join(root, n));
  }
  if (fs.existsSync(path.join(cwd, 'webpack.config.ts'))) return [cwd];
  return appDirs(findRepoRoot(cwd));
}

function loadFactory(dir: string): ConfigFactory | Configuration {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(path.join(dir, 'webpack.config.ts'));
  return mod.default ?? mod;
}

function loadConfig(dir: string, mode: 'production' | 'development', serve: boolean): Configuration {
  const factory = loadFactory(dir);
  return typeof factory === 'function' ? factory({}, { mode, serve }) : factory;
}

/** An app's browser build, and for a remote its Node build too (same run, so both always match). */
function loadBuildConfigs(dir: string): Configuration[] {
  const factory = loadFactory(dir);
  if (typeof factory !== 'function') return [factory];
  const configs = [factory({}, { mode: 'production', serve: false })];
  if (factory.server) configs.push(factory.server({}, { mode: 'production', serve: false }));
  return configs;
}

function build(dirs: string[]): void {
  const started = Date.now();
  const configs = dirs.flatMap((d) => loadBuildConfigs(d));
  webpack(configs, (err, stats) => {
    if (err) {
      console.error(err);
      process.exit(1);
    }
    const summary = stats!.toJson({ all: false, errors: true, warnings: true, assets: false, timings: true, children: { all: false, errors: true, warnings: true, timings: true, name: true } });
    for (const child of summary.children ?? [summary]) {
      for (const e of child.errors ?? []) console.error(`[${child.name}] ${e.message}`);
      console.log(`site-webpack: built ${child.name} in ${child.time} ms${child.errors?.length ? ` with ${child.errors.length} error(s)` : ''}`);
    }
    console.log(`site-webpack: ${dirs.length} app(s), ${configs.length} build(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // WEBPACK_STATS=<folder>: each build's chunks and modules as JSON, to find where a page's bytes come from.
    const statsDir = process.env.WEBPACK_STATS;
    if (statsDir) {
      fs.mkdirSync(statsDir, { recursive: true });
      for (const child of stats!.stats) {
        const json = child.toJson({ preset: 'normal', chunks: true, chunkModules: true, nestedModules: true, modules: false, assets: false });
        fs.writeFileSync(path.join(statsDir, `${child.compilation.name ?? 'build'}.json`), JSON.stringify(json));
      }
    }
    if (stats!.hasErrors()) process.exit(1);
    for (const dir of dirs) {
      const stamp = stampBuild(dir, CONTRACT_VERSION);
      if (stamp) console.log(`site-webpack: ${path.basename(dir)} is version ${stamp.buildVersion} (contracts ${stamp.contractVersion})`);
    }
  });
}

async function serve(dirs: string[]): Promise<void> {
  for (const dir of dirs) {
    const config = loadConfig(dir, 'development', true);
    const server = new WebpackDevServer(config.devServer, webpack(config));
    await server.start();
    console.log(`site-webpack: ${config.name} on http://localhost:${config.devServer?.port}`);
  }
}

const [command = 'build', ...names] = process.argv.slice(2);
const targets = resolveTargets(names);
if (command === 'build') build(targets);
else if (command === 'serve') void serve(targets);
else {
  console.error(`site-webpack: unknown command ${command} (build | serve)`);
  process.exit(2);
}
