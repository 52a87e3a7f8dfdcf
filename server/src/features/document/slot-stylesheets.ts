import type { RemoteMap, RemoteName } from 'shared-contracts/slots';
import { escapeHtml } from '../../lib/auth-urls';

interface BrowserManifest {
  exposes?: { name: string; assets?: { css?: { sync?: string[]; async?: string[] } } }[];
}

const manifests = new Map<string, { at: number; manifest: BrowserManifest | null }>();
/** A manifest read this recently is used again: a new deploy shows within a second, as on the loader's side. */
const FRESH_MS = 1000;

async function manifestAt(url: string, now: number): Promise<BrowserManifest | null> {
  const known = manifests.get(url);
  if (known && now - known.at < FRESH_MS) return known.manifest;
  let manifest: BrowserManifest | null = null;
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (answer.ok) manifest = (await answer.json()) as BrowserManifest;
  } catch {
    manifest = known?.manifest ?? null;
  }
  manifests.set(url, { at: now, manifest });
  return manifest;
}

/**
 * `<link rel="stylesheet">` for the browser build's CSS of every slot the server rendered, named by the remote's
 * manifest: the slot's server HTML is styled from the first paint (and with JavaScript off), not only once the
 * browser has loaded the remote. The remote loading it again later finds it in the browser's cache.
 */
export async function slotStylesheets(map: Partial<RemoteMap>, origin: string, slotIds: string[]): Promise<string> {
  const now = Date.now();
  const links = await Promise.all(
    slotIds.map(async (id) => {
      const [remote, slot] = id.split('/') as [RemoteName, string];
      const manifestUrl = map[remote];
      if (!manifestUrl) return [];
      const absolute = new URL(manifestUrl, origin);
      const manifest = await manifestAt(absolute.toString(), now);
      const expose = manifest?.exposes?.find((e) => e.name === slot);
      const css = [...(expose?.assets?.css?.sync ?? []), ...(expose?.assets?.css?.async ?? [])];
      // Same-origin builds keep a site-relative address, like the remote map the browser gets.
      const base = manifestUrl.replace(/[^/]*$/, '');
      return css.map((file) => `<link rel="stylesheet" href="${escapeHtml(base + file)}">`);
    }),
  );
  return [...new Set(links.flat())].join('\n');
}
