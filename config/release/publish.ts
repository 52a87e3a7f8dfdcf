import fs from 'node:fs';
import path from 'node:path';

/** How many published versions of a remote an origin keeps by default (RELEASE_KEEP): open tabs and kept pages name
 * older ones, so they stay servable until nothing recent points at them. */
export const DEFAULT_KEEP = 5;

/** What a release published: where its manifests are, as the deploy call names them. */
export interface Published {
  version: string;
  /** The folder's name on the origin: the version, made safe for any file system and URL. */
  folder: string;
  manifestUrl: string;
  serverManifestUrl: string;
}

/** The version a build carries in its manifest (stamped at build time). */
export function buildVersionOf(distDir: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as { metaData?: { buildInfo?: { buildVersion?: string } } };
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (!version) throw new Error(`${distDir}/mf-manifest.json carries no build version: build it with site-webpack`);
  return version;
}

export const folderOf = (version: string) => version.replace(/[^0-9A-Za-z.-]/g, '_');

/**
 * Copies a remote's build (browser and Node halves) into `<origin>/<remote>/<version>/`. A version folder is never
 * written twice: its files are immutable once published, so a second release of the same build changes nothing.
 */
export function publishToFolder(distDir: string, originDir: string, remoteFolder: string, publicUrl: string): Published {
  const version = buildVersionOf(distDir);
  const folder = folderOf(version);
  const target = path.join(originDir, remoteFolder, folder);
  if (!fs.existsSync(target)) {
    const partial = `${target}.partial-${process.pid}`;
    fs.cpSync(distDir, partial, { recursive: true });
    // Renamed whole, so an origin never serves half a version.
    fs.renameSync(partial, target);
  }
  const base = `${publicUrl.replace(/\/$/, '')}/${remoteFolder}/${folder}`;
  return { version, folder, manifestUrl: `${base}/mf-manifest.json`, serverManifestUrl: `${base}/server/mf-manifest.json` };
}

/**
 * Removes the oldest version folders of a remote beyond the `keep` newest, never one in `inUse` (the registry's
 * current and previous versions).
 */
export function pruneVersions(originDir: string, remoteFolder: string, keep: number, inUse: ReadonlySet<string>): string[] {
  const dir = path.join(originDir, remoteFolder);
  if (!fs.existsSync(dir)) return [];
  const versions = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.includes('.partial-'))
    .map((entry) => ({ name: entry.name, at: fs.statSync(path.join(dir, entry.name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  const removed: string[] = [];
  for (const { name } of versions.slice(keep)) {
    if (inUse.has(name)) continue;
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
