import { createInstance } from '@module-federation/runtime';
import { REMOTES, SHELL_SERVER, type ServerContainer, type ServerRemoteMap } from 'shared-contracts/slots';
import { providedShares } from './provided-shares';
import { SlotRenderError } from './slot-render-error';

export interface RemoteLoaderOptions {
  /** Federation name → manifest URL of the container's Node build; site-relative URLs resolve against `siteOrigin`.
   * Containers left out of it cannot be loaded. */
  map: Partial<ServerRemoteMap>;
  /** This server's own origin (`http://127.0.0.1:3000`), where the local builds under /remotes/ are served. */
  siteOrigin: string;
  /** A manifest checked this recently is trusted without asking again (0: ask on every load). */
  revalidateAfterMs?: number;
  /** Longest wait for any file of a remote: its manifest, its entry, its chunks. */
  fetchTimeoutMs?: number;
  /** Told when a remote's manifest cannot be checked and its last good build keeps rendering. */
  onStale?: (remote: ServerContainer, reason: string) => void;
  /**
   * Told when a container's manifest names another build than the one loaded (its origin was deployed to without
   * this site hearing of it): what was rendered with the old build no longer matches what browsers load.
   */
  onNewBuild?: (remote: ServerContainer) => void;
}

interface Current {
  /** The manifest this build came from: a new address (a deploy) always loads anew. */
  manifestUrl: string;
  /** What identifies a build: the manifest's ETag, else its text. */
  version: string;
  etag: string | null;
  entry: string;
  checkedAt: number;
}

export interface RemoteLoader {
  /** The exposed module `./<slot>` of a container's current Node build: a remote's slot, or the shell's render. */
  loadSlot(remote: ServerContainer, slot: string): Promise<Record<string, unknown>>;
  /** The origins remote code may be loaded from: those of the map, nothing else. */
  readonly allowedOrigins: ReadonlySet<string>;
  /** Points containers at other manifests (a deploy or a rollback): their next load checks the new address. */
  setMap(map: Partial<ServerRemoteMap>): void;
}

interface ManifestMeta {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
}

/**
 * Loads the Node builds of the remotes and of the shell into this process through the Module Federation runtime,
 * with the server's own React, i18next and TanStack Query as the shared singletons.
 *
 * Loading code is a trust decision: a remote's entry is only loaded from an origin of the remote map, and the entry
 * the manifest names must be on one too. Each remote has one container at a time: when its manifest changes (a new
 * build was deployed), the next load re-registers the remote, which drops the old container and its module cache.
 * So memory is bounded by the number of remotes in the map, not by the number of deploys, and a new build goes
 * live without a restart. While a remote's origin cannot be reached, the container already loaded keeps rendering
 * (stale if error): an origin's blip costs no page its slot.
 */
export function createRemoteLoader(options: RemoteLoaderOptions): RemoteLoader {
  const revalidateAfterMs = options.revalidateAfterMs ?? 1000;
  const fetchTimeoutMs = options.fetchTimeoutMs ?? 5000;
  const manifests = new Map<ServerContainer, URL>();
  const allowedOrigins = new Set<string>();
  function setMap(map: Partial<ServerRemoteMap>): void {
    const next = new Map<ServerContainer, URL>();
    for (const [name, url] of Object.entries(map) as Array<[ServerContainer, string | undefined]>) {
      if (!(name in REMOTES) && name !== SHELL_SERVER.name) throw new Error(`server remote map: unknown remote ${name}`);
      if (url) next.set(name, new URL(url, options.siteOrigin));
    }
    manifests.clear();
    allowedOrigins.clear();
    for (const [name, url] of next) {
      manifests.set(name, url);
      allowedOrigins.add(url.origin);
      // A container whose address moved is checked on its next load, not after the revalidation time.
      const known = current.get(name);
      if (known && known.manifestUrl !== url.href) current.set(name, { ...known, checkedAt: 0 });
    }
  }
  const instance = createInstance({ name: 'site_server', remotes: [], shared: providedShares(), shareStrategy: 'loaded-first' });
  const current = new Map<ServerContainer, Current>();
  /** Remotes whose last load failed: the next load registers them anew, so it tries again instead of the runtime
   * handing back the failed load it keeps. */
  const failed = new Set<ServerContainer>();
  const checking = new Map<ServerContainer, Promise<Current>>();
  setMap(options.map);

  /** The last good build of `name` when its manifest cannot be read now but the address is the one it came from. */
  function staleIfError(name: ServerContainer, manifestUrl: URL, reason: string): Current | null {
    const known = current.get(name);
    if (!known || known.manifestUrl !== manifestUrl.href || failed.has(name)) return null;
    options.onStale?.(name, reason);
    return { ...known, checkedAt: Date.now() };
  }

  async function check(name: ServerContainer, slotName: string): Promise<Current> {
    const manifestUrl = manifests.get(name);
    if (!manifestUrl) throw new SlotRenderError('not-allowed', slotName, new Error(`${name} is not in the server remote map`));
    const known = current.get(name);
    let response: Response;
    try {
      response = await fetch(manifestUrl, {
        headers: known?.etag && known.manifestUrl === manifestUrl.href ? { 'if-none-match': known.etag } : {},
        signal: AbortSignal.timeout(fetchTimeoutMs),
      });
    } catch (error) {
      const stale = staleIfError(name, manifestUrl, (error as Error).message);
      if (stale) return stale;
      throw new SlotRenderError('unavailable', slotName, error);
    }
    if (response.status === 304 && known && known.manifestUrl === manifestUrl.href) return { ...known, checkedAt: Date.now() };
    if (!response.ok) {
      const stale = response.status >= 500 ? staleIfError(name, manifestUrl, `${manifestUrl.href} answered ${response.status}`) : null;
      if (stale) return stale;
      throw new SlotRenderError('unavailable', slotName, new Error(`${manifestUrl.href} answered ${response.status}`));
    }
    const text = await response.text();
    let manifest: ManifestMeta;
    try {
      manifest = JSON.parse(text) as ManifestMeta;
    } catch (error) {
      throw new SlotRenderError('unavailable', slotName, error);
    }
    const remoteEntry = manifest.metaData?.remoteEntry;
    if (!remoteEntry?.name) throw new SlotRenderError('unavailable', slotName, new Error(`${manifestUrl.href} names no remote entry`));
    const base = new URL(manifest.metaData?.publicPath || './', manifestUrl);
    const entry = new URL(`${remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : ''}${remoteEntry.name}`, base);
    if (!allowedOrigins.has(entry.origin)) {
      throw new SlotRenderError('not-allowed', slotName, new Error(`${entry.href} is not on an origin of the server remote map`));
    }
    const etag = response.headers.get('etag');
    const version = `${manifestUrl.href}|${etag ?? text}`;
    if (known && known.version === version && !failed.has(name)) return { ...known, checkedAt: Date.now() };
    // The version in the entry's URL keeps a new build from meeting the old one in any loader cache.
    entry.searchParams.set('v', String(hash(version)));
    instance.registerRemotes([{ name, entry: entry.href }], { force: Boolean(known) || failed.has(name) });
    failed.delete(name);
    if (known && known.version !== version) options.onNewBuild?.(name);
    return { manifestUrl: manifestUrl.href, version, etag, entry: entry.href, checkedAt: Date.now() };
  }

  async function currentBuild(name: ServerContainer, slotName: string): Promise<Current> {
    const known = current.get(name);
    if (known && Date.now() - known.checkedAt < revalidateAfterMs) return known;
    let pending = checking.get(name);
    if (!pending) {
      pending = check(name, slotName).then((build) => {
        current.set(name, build);
        return build;
      });
      checking.set(name, pending);
      const settled = () => {
        if (checking.get(name) === pending) checking.delete(name);
      };
      pending.then(settled, settled);
    }
    return pending;
  }

  return {
    allowedOrigins,
    setMap,
    async loadSlot(remote, slot) {
      const id = `${remote}/${slot}`;
      await currentBuild(remote, id);
      let module: unknown;
      try {
        // The runtime's Node loader fetches the entry and its chunks without a timeout: the load as a whole gets one,
        // so a hung request fails this load (and the next one starts afresh) instead of pinning the remote.
        module = await withTimeout(instance.loadRemote<unknown>(id), fetchTimeoutMs, id);
      } catch (error) {
        failed.add(remote);
        current.delete(remote);
        throw new SlotRenderError('unavailable', id, error);
      }
      if (!module || typeof module !== 'object') throw new SlotRenderError('unavailable', id, new Error(`${id} is not exposed`));
      return module as Record<string, unknown>;
    },
  };
}

function withTimeout<T>(work: Promise<T>, ms: number, id: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${id}: no answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A short stable number for a string (FNV-1a): enough to tell two builds apart in a URL. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
