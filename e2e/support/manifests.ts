import type { APIRequestContext } from '@playwright/test';
import { REMOTES } from 'shared-contracts/slots';

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

/** The manifest of the shell (/mf-manifest.json) and of every remote (/remotes/<folder>/mf-manifest.json). */
export const MANIFEST_PATHS = ['/mf-manifest.json', ...Object.values(REMOTES).map((folder) => `/remotes/${folder}/mf-manifest.json`)];

/**
 * For each shared package name asked for, the URL paths of the JS files that provide it in each app, as listed in
 * the `shared` sections of the apps' mf-manifest.json: path → { pkg, app }.
 */
export async function sharedAssets(request: APIRequestContext, packages: string[]): Promise<Map<string, { pkg: string; app: string }[]>> {
  const assets = new Map<string, { pkg: string; app: string }[]>();
  for (const manifestPath of MANIFEST_PATHS) {
    const response = await request.get(manifestPath);
    if (!response.ok()) throw new Error(`${manifestPath}: ${response.status()}`);
    const manifest = (await response.json()) as Manifest;
    const dir = manifestPath.slice(0, manifestPath.lastIndexOf('/') + 1);
    for (const shared of manifest.shared) {
      if (!packages.includes(shared.name)) continue;
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const list = assets.get(dir + file) ?? [];
        list.push({ pkg: shared.name, app: dir });
        assets.set(dir + file, list);
      }
    }
  }
  return assets;
}
