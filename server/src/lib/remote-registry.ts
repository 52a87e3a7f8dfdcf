import { REMOTES, type RemoteMap, type RemoteName, type ServerContainer, type ServerRemoteMap, defaultRemoteMap, defaultServerRemoteMap } from 'shared-contracts/slots';
import type { AppContext } from '../context';
import type { Db } from '../db/types';
import { onCacheMessage } from './cache-sync';

/** The manifests the browser and the server load for every remote: the start-up map with the live deployments over it. */
export interface RemoteMaps {
  browser: Readonly<RemoteMap>;
  server: Readonly<ServerRemoteMap>;
}

/** A remote's live deployment, as every instance keeps it in memory. */
export interface LiveDeployment {
  id: number;
  name: RemoteName;
  manifest_url: string;
  server_manifest_url: string;
  version: string;
  deployed_at: string;
}

export type RemotesChangedListener = (remote: ServerContainer) => void;

export interface RemoteRegistry {
  /** The maps to use now; no database read, so it may be called for every document. */
  currentMaps(): RemoteMaps;
  /** The live deployment per remote; a remote missing here runs the start-up map's build. */
  liveDeployments(): ReadonlyMap<RemoteName, LiveDeployment>;
  /**
   * Called with a container's name after its live build changed: a deploy or rollback here or on another instance,
   * or an origin that started serving another build (`heardNewBuild`), so pages that show it can be dropped. Returns
   * the function that removes the listener.
   */
  onRemotesChanged(listener: RemotesChangedListener): () => void;
  /** Tells the listeners that a container's origin serves another build now, as the render loader found out. */
  heardNewBuild(remote: ServerContainer): void;
  /** Reads the current deployments again; resolves once this instance uses what the database holds now. */
  reload(): Promise<void>;
}

interface Logger {
  warn(details: object, message: string): void;
}

interface CurrentRow {
  id: number | string;
  remote: string;
  manifest_url: string;
  server_manifest_url: string;
  version: string;
  deployed_at: Date | string;
}

class LiveRemoteRegistry implements RemoteRegistry {
  private deployments = new Map<RemoteName, LiveDeployment>();
  private maps: { basis: [unknown, unknown]; value: RemoteMaps } | null = null;
  private readonly listeners = new Set<RemotesChangedListener>();
  private running: Promise<void> | null = null;
  private again = false;
  log: Logger | null = null;

  constructor(private readonly ctx: AppContext) {}

  get db(): Db {
    return this.ctx.db;
  }

  currentMaps(): RemoteMaps {
    const { config } = this.ctx;
    // Tests change the start-up map on a running app; anything else reads a map built once per change.
    if (this.maps && this.maps.basis[0] === config.remoteMap && this.maps.basis[1] === config.serverRemoteMap) return this.maps.value;
    const browser: RemoteMap = { ...defaultRemoteMap(), ...(config.remoteMap as Partial<RemoteMap>) };
    const server: ServerRemoteMap = { ...defaultServerRemoteMap(), ...(config.serverRemoteMap as Partial<ServerRemoteMap> | undefined) };
    for (const deployment of this.deployments.values()) {
      browser[deployment.name] = deployment.manifest_url;
      server[deployment.name] = deployment.server_manifest_url;
    }
    this.maps = { basis: [config.remoteMap, config.serverRemoteMap], value: { browser: Object.freeze(browser), server: Object.freeze(server) } };
    return this.maps.value;
  }

  liveDeployments(): ReadonlyMap<RemoteName, LiveDeployment> {
    return this.deployments;
  }

  onRemotesChanged(listener: RemotesChangedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads run one after the other; a change heard during a read gets one more read, so the latest state wins. */
  reload(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.readCurrent();
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async readCurrent(): Promise<void> {
    const rows = await this.ctx.db.query<CurrentRow>('SELECT id, remote, manifest_url, server_manifest_url, version, deployed_at FROM remote_deployments WHERE is_current');
    const next = new Map<RemoteName, LiveDeployment>();
    for (const row of rows) {
      // A remote this build no longer knows keeps its rows for the history; nothing loads it.
      if (!Object.hasOwn(REMOTES, row.remote)) continue;
      const name = row.remote as RemoteName;
      next.set(name, { id: Number(row.id), name, manifest_url: row.manifest_url, server_manifest_url: row.server_manifest_url, version: row.version, deployed_at: new Date(row.deployed_at).toISOString() });
    }
    const changed = (Object.keys(REMOTES) as RemoteName[]).filter((name) => this.deployments.get(name)?.id !== next.get(name)?.id);
    this.deployments = next;
    this.maps = null;
    for (const name of changed) this.heardNewBuild(name);
  }

  heardNewBuild(remote: ServerContainer): void {
    for (const listener of this.listeners) {
      try {
        listener(remote);
      } catch (error) {
        this.log?.warn({ remote, error: (error as Error).message }, 'a listener of remote changes failed');
      }
    }
  }
}

const registries = new WeakMap<AppContext, LiveRemoteRegistry>();
/** The registries of running apps: the ones a change message reaches. */
const listening = new Set<LiveRemoteRegistry>();

/**
 * The app's registry. One per app, with its own memory of the live deployments as a server process has, so two apps
 * on one database in a test behave as two instances. `currentMaps()` answers from the start (the start-up map) and
 * follows the database once `startRemoteRegistry` has loaded it.
 */
export function remoteRegistry(ctx: AppContext): RemoteRegistry {
  return registryOf(ctx);
}

function registryOf(ctx: AppContext): LiveRemoteRegistry {
  let registry = registries.get(ctx);
  if (!registry) registries.set(ctx, (registry = new LiveRemoteRegistry(ctx)));
  return registry;
}

/**
 * Loads the live deployments and joins the change messages (this process's and, through cache-sync, those of the
 * other instances on the same database). Resolves to the function that leaves them again (the app's close).
 */
export async function startRemoteRegistry(ctx: AppContext, log: Logger): Promise<() => void> {
  const registry = registryOf(ctx);
  registry.log = log;
  listening.add(registry);
  await registry.reload();
  return () => {
    listening.delete(registry);
  };
}

onCacheMessage((db, message) => {
  if (message.kind !== 'remotes') return;
  for (const registry of listening) {
    if (registry.db !== db) continue;
    registry.reload().catch((error: unknown) => registry.log?.warn({ error: (error as Error).message }, 'reading the live remote deployments failed'));
  }
});
