import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from 'shared-contracts/remote-registry';
import { providedShares } from '../../lib/remote-render/provided-shares';
import { contractVersionOf } from './candidate-manifest';

/**
 * What a remote's build meets when it loads: the shared libraries already there (the shell's in the browser, the
 * server's in Node) and the contract version of its host. Shares are `loaded-first`: a remote's singleton is the copy
 * its host provides, so that copy has to satisfy what the remote asks for.
 */
export interface HostShares {
  /** Who provides, as a message says it: 'the shell', 'the server'. */
  provider: string;
  /** The version provided for a share key (`react`, `react-dom/client`, `react/`), or undefined: the remote's own copy is used. */
  versionOf(share: string): string | undefined;
  contractVersion: string;
  /** Said in the deploy's warnings (the shell's build could not be read, so the installed packages were asked). */
  notes: string[];
}

/** `react-dom/client` → `react-dom`, `react/` → `react`, `@tanstack/react-query` stays. */
export function packageOfShare(share: string): string {
  const parts = share.replace(/\/+$/, '').split('/');
  return share.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** A package's version as Node would resolve it from `from`: the first `node_modules/<name>` up the folders. */
function installedVersion(from: string, name: string): string | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) {
      try {
        const version = (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown }).version;
        return typeof version === 'string' ? version : undefined;
      } catch {
        return undefined;
      }
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The shell's shares: its built manifest (`<appsRoot>/shell/dist/mf-manifest.json`) when there is one, since that is
 * what browsers load; else the packages installed for the shell (its package.json's dependencies), or, without the
 * shell's sources either, the packages installed for this server (the same workspace install). Read per deploy: a
 * shell deployed meanwhile counts.
 */
export function shellShares(appsRoot: string): HostShares {
  const shellDir = path.join(appsRoot, 'shell');
  const manifestFile = path.join(shellDir, 'dist', 'mf-manifest.json');
  const notes: string[] = [];
  if (fs.existsSync(manifestFile)) {
    try {
      const manifest = readJson(manifestFile) as { shared?: Array<{ name?: unknown; version?: unknown }>; metaData?: { contractVersion?: unknown; buildInfo?: { contractVersion?: unknown } } };
      const versions = new Map<string, string>();
      for (const entry of manifest.shared ?? []) {
        if (typeof entry.name === 'string' && typeof entry.version === 'string') versions.set(entry.name, entry.version);
      }
      return {
        provider: 'the shell',
        versionOf: (share) => versions.get(share) ?? versions.get(packageOfShare(share)) ?? versions.get(`${packageOfShare(share)}/`),
        contractVersion: contractVersionOf(manifest) ?? CONTRACT_VERSION,
        notes,
      };
    } catch (error) {
      notes.push(`the shell's manifest ${manifestFile} could not be read (${(error as Error).message}): checked against the installed packages`);
    }
  }
  const shellPackage = path.join(shellDir, 'package.json');
  let declared: Set<string> | null = null;
  let from = __dirname;
  if (fs.existsSync(shellPackage)) {
    try {
      declared = new Set(Object.keys((readJson(shellPackage) as { dependencies?: Record<string, string> }).dependencies ?? {}));
      from = shellDir;
    } catch (error) {
      notes.push(`the shell's package.json could not be read (${(error as Error).message}): checked against the server's packages`);
    }
  }
  return {
    provider: 'the shell',
    versionOf: (share) => {
      const name = packageOfShare(share);
      return !declared || declared.has(name) ? installedVersion(from, name) : undefined;
    },
    contractVersion: CONTRACT_VERSION,
    notes,
  };
}

/** The server's shares: what it lends every remote's Node build (its own React, i18next, TanStack Query). */
export function serverShares(): HostShares {
  const versions = new Map<string, string>();
  for (const [name, share] of Object.entries(providedShares())) {
    const version = (share as { version?: unknown }).version;
    if (typeof version === 'string') versions.set(name, version);
  }
  return {
    provider: 'the server',
    versionOf: (share) => versions.get(share) ?? versions.get(packageOfShare(share)),
    contractVersion: CONTRACT_VERSION,
    notes: [],
  };
}
