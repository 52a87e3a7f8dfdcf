/**
 * `npm run release -w <remote> -- --origin <dir> --public-url <url> [--site <url>] [--skip-tests] [--no-deploy]`
 *
 * A team's release of its remote alone, in the two steps of an import-map style deploy: build this remote, run its own
 * tests, publish the versioned build into the static origin (`<dir>/<remote>/<version>/`, immutable), then one
 * authenticated call switches the site's registry to it (`PUT <site>/api/remotes/<name>/`, token from DEPLOY_TOKEN).
 * Versions past the newest RELEASE_KEEP (default 5) are pruned from the origin, except the registry's current and
 * previous ones.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_KEEP, folderOf, publishToFolder, pruneVersions } from './publish';

interface Options {
  appDir: string;
  origin: string;
  publicUrl: string;
  site: string | null;
  skipTests: boolean;
  deploy: boolean;
}

function parseArgs(argv: string[], cwd: string): Options {
  const value = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? (argv[at + 1] ?? null) : null;
  };
  const origin = value('--origin');
  if (!origin) throw new Error('--origin <folder> is required: the static origin the remote is published to');
  const site = value('--site') ?? process.env.SITE_URL ?? null;
  return {
    appDir: cwd,
    origin: path.resolve(origin),
    publicUrl: value('--public-url') ?? process.env.RELEASE_PUBLIC_URL ?? `file://${path.resolve(origin)}`,
    site,
    skipTests: argv.includes('--skip-tests'),
    deploy: !argv.includes('--no-deploy') && site !== null,
  };
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

function repoRootOf(dir: string): string {
  for (let at = dir; at !== path.dirname(at); at = path.dirname(at)) {
    const pkg = path.join(at, 'package.json');
    if (fs.existsSync(pkg) && (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { workspaces?: unknown }).workspaces) return at;
  }
  throw new Error(`no npm workspace root above ${dir}`);
}

interface RegistryEntry {
  name: string;
  version: string | null;
}

async function deploy(site: string, federationName: string, published: { manifestUrl: string; serverManifestUrl: string }): Promise<RegistryEntry> {
  const token = process.env.DEPLOY_TOKEN;
  if (!token) throw new Error('DEPLOY_TOKEN is not set: the deploy call needs this remote\'s token');
  const answer = await fetch(`${site.replace(/\/$/, '')}/api/remotes/${federationName}/`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ manifest_url: published.manifestUrl, server_manifest_url: published.serverManifestUrl }),
  });
  const body = (await answer.json().catch(() => ({}))) as { message?: string } & RegistryEntry;
  if (!answer.ok) throw new Error(`the site refused the deploy (${answer.status}): ${body.message ?? 'no message'}`);
  return body;
}

/** The versions the registry still points at (current and previous), which pruning must keep. */
async function versionsInUse(site: string | null, federationName: string): Promise<Set<string>> {
  if (!site) return new Set();
  const answer = await fetch(`${site.replace(/\/$/, '')}/api/remotes/`).catch(() => null);
  if (!answer?.ok) return new Set();
  const list = (await answer.json()) as Array<{ name: string; version: string | null; previous_version?: string | null }>;
  const entry = list.find((item) => item.name === federationName);
  return new Set([entry?.version, entry?.previous_version].filter((v): v is string => Boolean(v)).map(folderOf));
}

export async function release(argv: string[], cwd = process.cwd()): Promise<void> {
  const options = parseArgs(argv, cwd);
  const folder = path.basename(options.appDir);
  const federationName = folder.replace(/-/g, '_');
  const root = repoRootOf(options.appDir);
  console.log(`release: building ${folder}`);
  run(process.execPath, [path.join(root, 'config/bin/site-webpack.cjs'), 'build', folder], root);
  if (!options.skipTests) {
    console.log(`release: testing ${folder}`);
    run('npm', ['test', '--workspace', folder, '--if-present'], root);
  }
  const published = publishToFolder(path.join(options.appDir, 'dist'), options.origin, folder, options.publicUrl);
  console.log(`release: ${folder} ${published.version} is published at ${published.manifestUrl}`);
  if (options.deploy && options.site) {
    const entry = await deploy(options.site, federationName, published);
    console.log(`release: ${options.site} now runs ${federationName} ${entry.version ?? published.version}`);
  } else {
    console.log('release: not deployed (no --site or SITE_URL, or --no-deploy); the site switches with one PUT /api/remotes/<name>/');
  }
  const keep = Number(process.env.RELEASE_KEEP ?? DEFAULT_KEEP);
  const inUse = await versionsInUse(options.site, federationName);
  inUse.add(published.folder);
  const removed = pruneVersions(options.origin, folder, keep, inUse);
  if (removed.length) console.log(`release: pruned ${removed.join(', ')}`);
}
