import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The files of a build that describe it rather than being it (and their compressed copies): left out of its content hash. */
const DESCRIPTIONS = /^mf-(manifest|stats|manifest-stats)\.json(\.gz|\.br)?$/;

function filesBelow(dir: string, rel = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesBelow(path.join(dir, entry.name), path.join(rel, entry.name)) : DESCRIPTIONS.test(entry.name) ? [] : [path.join(rel, entry.name)]))
    .sort();
}

/** A short hash of every file of a build, browser and Node halves alike: the same sources give the same hash. */
export function contentHash(distDir: string): string {
  const hash = createHash('sha256');
  for (const rel of filesBelow(distDir)) {
    hash.update(rel.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(distDir, rel)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

export interface BuildStamp {
  /** The package's version and the build's content hash: `1.0.0+3f2a9c01de`. */
  buildVersion: string;
  /** The version of the shared contracts the build was compiled against. */
  contractVersion: string;
}

/**
 * Writes the build's version and contract version into its manifests (browser and Node), where the registry's
 * compatibility gate and the published folder's name read them. Module Federation would write the package version
 * alone, which stays 1.0.0 across every build and so tells two builds apart by nothing.
 */
export function stampBuild(appDir: string, contractVersion: string): BuildStamp | null {
  const distDir = path.join(appDir, 'dist');
  const manifests = [path.join(distDir, 'mf-manifest.json'), path.join(distDir, 'server', 'mf-manifest.json')].filter((file) => fs.existsSync(file));
  if (manifests.length === 0) return null;
  const { version } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string };
  const stamp: BuildStamp = { buildVersion: `${version}+${contentHash(distDir)}`, contractVersion };
  for (const file of manifests) {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { metaData?: { buildInfo?: Record<string, unknown> } };
    manifest.metaData ??= {};
    manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, ...stamp };
    const text = JSON.stringify(manifest, null, 2);
    fs.writeFileSync(file, text);
    // The build compressed the manifest before it was stamped; the server sends those copies to browsers that accept them.
    if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
    if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  }
  return stamp;
}

