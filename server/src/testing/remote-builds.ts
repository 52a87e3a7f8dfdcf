import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/**
 * Remote builds as a CDN would hold them, for the deploy tests: manifests shaped like the ones Module Federation's
 * manifest plugin writes (`mf-manifest.json` for the browser, `server/mf-manifest.json` for the Node build), served
 * from a temporary folder by a second HTTP origin.
 */

interface SharedSpec {
  name: string;
  version: string;
  requiredVersion: string | false;
  singleton?: boolean;
}

/** What the apps share (config/webpack's singletons), at the versions this workspace installs. */
export const BROWSER_SHARED: SharedSpec[] = [
  { name: 'react', version: '18.3.1', requiredVersion: '^18.3.1' },
  { name: 'react-dom', version: '18.3.1', requiredVersion: '^18.3.1' },
  { name: 'i18next', version: '25.6.2', requiredVersion: '^25.6.2' },
  { name: 'react-i18next', version: '16.5.0', requiredVersion: '^16.5.0' },
  { name: '@tanstack/react-query', version: '5.90.2', requiredVersion: '^5.90.0' },
  { name: 'single-spa', version: '6.0.3', requiredVersion: '^6.0.3' },
  { name: 'single-spa-react', version: '6.0.2', requiredVersion: '^6.0.2' },
  { name: 'shared-contracts', version: '1.0.0', requiredVersion: '^1.0.0' },
  { name: 'date-fns-tz', version: '3.2.0', requiredVersion: '^3.2.0', singleton: false },
];

/** A Node build asks for the libraries the server lends it (its own React, i18next, TanStack Query). */
export const NODE_SHARED: SharedSpec[] = [
  { name: 'react', version: '18.3.1', requiredVersion: '^18.3.1' },
  { name: 'react/jsx-runtime', version: '18.3.1', requiredVersion: '^18.3.1' },
  { name: 'react-dom', version: '18.3.1', requiredVersion: '^18.3.1' },
  { name: 'react-dom/server', version: '18.3.1', requiredVersion: '^18.3.1' },
  { name: 'i18next', version: '25.6.2', requiredVersion: '^25.6.2' },
  { name: 'react-i18next', version: '16.5.0', requiredVersion: '^16.5.0' },
  { name: '@tanstack/react-query', version: '5.90.2', requiredVersion: '^5.90.0' },
];

const assets = (js: string[] = [], css: string[] = []) => ({ js: { sync: js, async: [] as string[] }, css: { sync: css, async: [] as string[] } });
const hash = (text: string) => Buffer.from(text).toString('hex').slice(0, 8).padEnd(8, '0');

export interface BuildSpec {
  /** The federation name the manifest carries (a wrong one is what a mixed-up pipeline deploys). */
  name: string;
  version: string;
  /** The contract version the build stamps (default 1.0.0); null: a build from before builds carried one. */
  contractVersion?: string | null;
  /** Where it is stamped: beside the build info (default) or inside it. */
  contractVersionIn?: 'metaData' | 'buildInfo';
  /** Replaces shares by name, or adds them. */
  shared?: SharedSpec[];
  /** The Node build's version when it differs from the browser build's (two runs deployed together). */
  nodeVersion?: string;
  nodeShared?: SharedSpec[];
  exposes?: string[];
}

function sharedEntries(container: string, base: SharedSpec[], changes: SharedSpec[] = []) {
  const byName = new Map(base.map((s) => [s.name, s]));
  for (const change of changes) byName.set(change.name, change);
  return [...byName.values()].map((s) => ({
    id: `${container}:${s.name}`,
    name: s.name,
    version: s.version,
    singleton: s.singleton ?? true,
    requiredVersion: s.requiredVersion,
    hash: '',
    assets: assets([`vendors-node_modules_${s.name.replace(/[@/-]/g, '_')}.${hash(s.name + s.version)}.js`]),
    fallback: '',
    fallbackName: '',
    fallbackType: 'global',
  }));
}

function manifest(spec: BuildSpec, target: 'browser' | 'node') {
  const version = target === 'node' ? (spec.nodeVersion ?? spec.version) : spec.version;
  const contractVersion = spec.contractVersion === undefined ? '1.0.0' : spec.contractVersion;
  const inBuildInfo = spec.contractVersionIn === 'buildInfo';
  const buildInfo: Record<string, string> = { buildVersion: version, buildName: spec.name.replace(/_/g, '-'), ...(contractVersion !== null && inBuildInfo ? { contractVersion } : {}) };
  const exposes = spec.exposes ?? ['EventList', 'EventDetail', 'EventOverlay'];
  return {
    id: spec.name,
    name: spec.name,
    metaData: {
      name: spec.name,
      type: 'app',
      buildInfo,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: target === 'node' ? 'commonjs-module' : 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: spec.name,
      pluginVersion: '2.9.2',
      ...(contractVersion !== null && !inBuildInfo ? { contractVersion } : {}),
      publicPath: 'auto',
    },
    shared: sharedEntries(spec.name, target === 'node' ? NODE_SHARED : BROWSER_SHARED, target === 'node' ? spec.nodeShared : spec.shared),
    remotes: [],
    exposes: exposes.map((slot) => ({
      id: `${spec.name}:${slot}`,
      name: slot,
      path: `./${slot}`,
      assets: assets([`__federation_expose_${slot}.${hash(slot + version)}.js`], target === 'browser' ? [`__federation_expose_${slot}.${hash(slot)}.css`] : []),
    })),
  };
}

/** Writes a build's two manifests under `<root>/<folder>/` (and `<folder>/server/`). */
export function writeRemoteBuild(root: string, folder: string, spec: BuildSpec): void {
  fs.mkdirSync(path.join(root, folder, 'server'), { recursive: true });
  fs.writeFileSync(path.join(root, folder, 'mf-manifest.json'), JSON.stringify(manifest(spec, 'browser'), null, 2));
  fs.writeFileSync(path.join(root, folder, 'server', 'mf-manifest.json'), JSON.stringify(manifest(spec, 'node'), null, 2));
}

/** An apps folder whose shell build (`shell/dist/mf-manifest.json`) provides `shared`, with the contract version given. */
export function writeShellBuild(shared: SharedSpec[] = BROWSER_SHARED, contractVersion = '1.0.0'): string {
  const appsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'site-apps-'));
  const shell = manifest({ name: 'shell', version: '1.0.0', contractVersion, exposes: [] }, 'browser');
  fs.mkdirSync(path.join(appsRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(appsRoot, 'shell', 'dist', 'mf-manifest.json'), JSON.stringify({ ...shell, shared: sharedEntries('shell', shared) }, null, 2));
  return appsRoot;
}

export interface BuildHost {
  /** The folder it serves. */
  root: string;
  origin: string;
  /** The URL of `<folder>/mf-manifest.json`. */
  manifestUrl(folder: string): string;
  /** Holds the answers under `<folder>/` back by `ms` (a slow CDN). */
  delay(folder: string, ms: number): void;
  /** Resolves once the next request under `<folder>/` has arrived. */
  nextRequest(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** A second origin that serves the temporary folder's files as JSON. */
export async function startBuildHost(): Promise<BuildHost> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-remote-builds-'));
  const delays = new Map<string, number>();
  const waiting = new Map<string, Array<() => void>>();
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const folder = pathname.split('/')[1] ?? '';
    for (const resolve of waiting.get(folder) ?? []) resolve();
    waiting.delete(folder);
    const file = path.join(root, path.normalize(pathname));
    const answer = () => {
      if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' }).end(fs.readFileSync(file));
    };
    const ms = delays.get(folder);
    if (ms) setTimeout(answer, ms);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    root,
    origin,
    manifestUrl: (folder) => `${origin}/${folder}/mf-manifest.json`,
    delay: (folder, ms) => void delays.set(folder, ms),
    nextRequest: (folder) => new Promise<void>((resolve) => waiting.set(folder, [...(waiting.get(folder) ?? []), resolve])),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
