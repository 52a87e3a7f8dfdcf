import type { RemoteMap, RemoteName } from 'shared-contracts/slots';
import { escapeHtml } from '../../lib/auth-urls';
import { fetchForeignCss } from './foreign-stylesheets';

interface BrowserManifest {
  exposes?: { name: string; assets?: { css?: { sync?: string[]; async?: string[] } } }[];
}

const manifests = new Map<string, { at: number; manifest: BrowserManifest | null }>();
const reading = new Map<string, Promise<BrowserManifest | null>>();
/** A manifest read this recently is used again: a new deploy shows within a second, as on the loader's side. */
const FRESH_MS = 1000;
/**
 * How long a page waits for what its slots' stylesheets are (their manifest, a foreign origin's sheet): a slow origin
 * must not hold up the document. Past it, a known manifest is used as it was, and a sheet not yet here is left to the
 * remote's code.
 */
export const STYLESHEET_BUDGET_MS = 300;

function readManifest(url: string): Promise<BrowserManifest | null> {
  let pending = reading.get(url);
  if (!pending) {
    const known = manifests.get(url);
    pending = fetch(url, { signal: AbortSignal.timeout(5000) })
      .then(async (answer) => (answer.ok ? ((await answer.json()) as BrowserManifest) : (known?.manifest ?? null)))
      .catch(() => known?.manifest ?? null)
      .then((manifest) => {
        manifests.set(url, { at: Date.now(), manifest });
        return manifest;
      })
      .finally(() => reading.delete(url));
    reading.set(url, pending);
  }
  return pending;
}

/** The manifest at `url`: a fresh one at once; a stale one while it is read again; a new one within the budget. */
async function manifestAt(url: string, now: number): Promise<BrowserManifest | null> {
  const known = manifests.get(url);
  if (known && now - known.at < FRESH_MS) return known.manifest;
  const next = readManifest(url);
  if (known) return known.manifest;
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), STYLESHEET_BUDGET_MS)));
  const manifest = await Promise.race([next, budget]);
  clearTimeout(timer);
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
      return css.map((file) => base + file);
    }),
  );
  const hrefs = [...new Set(links.flat())];
  // A remote on another origin: its sheets are fetched here so the page can inline them (see foreign-stylesheets).
  await fetchForeignCss(hrefs, STYLESHEET_BUDGET_MS);
  return hrefs.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n');
}
