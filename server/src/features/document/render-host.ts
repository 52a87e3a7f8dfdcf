import type { FastifyInstance } from 'fastify';
import { SHELL_SERVER, type ServerContainer } from 'shared-contracts/slots';
import { visitorSlots } from 'shared-contracts/routes';
import type { ShellServerEntry } from 'shared-contracts/server-render';
import type { AppContext } from '../../context';
import { createRemoteLoader, type RemoteLoader } from '../../lib/remote-render/remote-loader';
import { type RemoteMaps, remoteRegistry } from '../../lib/remote-registry';
import { DEFAULT_RENDER_CONCURRENCY, RenderQueue } from './render-queue';

/** How long a render waits for the start-up warm-up at most: a warm-up stuck past this costs skeletons, not a hang. */
const WARM_WAIT_MS = 15_000;

/** How many renders one page took: the shell's, and each slot's that rendered (a skeleton slot is not in it). */
export interface PageRenders {
  url: string;
  shell: number;
  slots: Array<{ id: string; renders: number }>;
}

/**
 * What one server renders pages with: the loader of the shell's and the remotes' Node builds (pointed at the
 * registry's maps), the queue that lets a few renders run at once, and the warm-up that loads every container once
 * the server listens. One per server, so tests with an app of their own share nothing.
 */
export class RenderHost {
  readonly queue: RenderQueue;
  /** Called once per rendered page, when its last slot settled (tests count renders per request with it). */
  watch: ((renders: PageRenders) => void) | null = null;
  private readonly loader: RemoteLoader;
  /** The maps the loader points at now. */
  private maps: RemoteMaps;
  private warming: Promise<string[]> | null = null;
  private warmed = false;

  constructor(
    private readonly app: FastifyInstance,
    ctx: AppContext,
    /** This server's own address, where the Node builds and the renders' API calls go. */
    readonly origin: string,
  ) {
    this.queue = new RenderQueue(ctx.config.renderConcurrency ?? DEFAULT_RENDER_CONCURRENCY);
    const registry = remoteRegistry(ctx);
    this.maps = registry.currentMaps();
    this.loader = createRemoteLoader({
      map: this.maps.server,
      siteOrigin: origin,
      onStale: (remote, reason) => app.log.warn({ remote, reason }, 'remote origin unreachable: its last good build keeps rendering'),
      // A build that changed at its origin drops the pages made with the one before, as a deploy through the registry
      // does: browsers load the new build from that origin, and it must never hydrate a page the old one made.
      onNewBuild: (remote) => {
        app.log.info({ remote }, 'a remote origin serves a new build: pages made with the last one are dropped');
        registry.heardNewBuild(remote);
      },
    });
  }

  /**
   * The loader, moved to `maps` when a deploy or rollback changed them since: a container goes to its new build at its
   * next load, without a restart. One container per remote, whatever the number of deploys.
   */
  loaderFor(maps: RemoteMaps): RemoteLoader {
    if (this.maps.server !== maps.server) {
      this.loader.setMap(maps.server);
      this.maps = maps;
    }
    return this.loader;
  }

  /** Whether the loader still points at `maps` (false: a deploy switched it while a page rendered). */
  pointsAt(maps: RemoteMaps): boolean {
    return this.maps.server === maps.server;
  }

  /**
   * The shell's Node build, through the loader that loads the remotes': a new build goes live within the loader's
   * revalidation time, a failed load is tried again on the next request, and every fetch has a timeout. Null when it
   * cannot be loaded (not built, or failing): the page then goes out empty and the browser renders it all.
   */
  async loadShell(maps: RemoteMaps): Promise<ShellServerEntry | null> {
    try {
      const module = await this.loaderFor(maps).loadSlot(SHELL_SERVER.name, SHELL_SERVER.expose);
      if (typeof module.renderShell === 'function') return module as unknown as ShellServerEntry;
      this.app.log.error(`${SHELL_SERVER.name}/${SHELL_SERVER.expose} exports no renderShell`);
    } catch (error) {
      this.app.log.error({ error: (error as Error).message }, "the shell's Node build cannot be loaded: pages go out for the browser to render");
    }
    return null;
  }

  /**
   * Loads the shell's Node build and the container of every slot visitors get, so the first visitors after a start
   * get rendered slots rather than skeletons of a container still loading (a slot's own chunks come after its
   * container: a slot first loaded by a visitor's request would wait for them).
   */
  warm(): void {
    const load = ([container, expose]: readonly [ServerContainer, string]) =>
      this.loader.loadSlot(container, expose).then(
        () => `${container}/${expose}`,
        (error: unknown) => {
          this.app.log.warn({ container, expose, error: (error as Error).message }, 'not warmed');
          return null;
        },
      );
    const all: ReadonlyArray<readonly [ServerContainer, string]> = [[SHELL_SERVER.name, SHELL_SERVER.expose], ...visitorSlots()];
    this.warming = Promise.all(all.map(load)).then((ids) => ids.filter((id): id is string => id !== null));
  }

  /** The slots the warm-up loaded, once it is over; empty when there was none (yet). */
  warmedSlots(): Promise<string[]> {
    return this.warming ?? Promise.resolve([]);
  }

  /**
   * Resolves once the warm-up is over (or there is none). A page asked for while the server still loads its remotes
   * waits for them, rather than spending its slots' budgets on the loading and going out with skeletons, which every
   * visitor of the next moment would then share.
   */
  async untilWarm(): Promise<void> {
    if (!this.warming || this.warmed) return;
    let timer: NodeJS.Timeout | undefined;
    const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, WARM_WAIT_MS)));
    const over = () => {
      this.warmed = true;
    };
    await Promise.race([this.warming.then(over, over), cap]);
    clearTimeout(timer);
  }
}

const hosts = new WeakMap<FastifyInstance, RenderHost>();

/**
 * This server's render host; null when pages are not rendered here: switched off, or the server does not listen
 * (tests through `inject`), since the Node builds and the renders' API calls go to its own address.
 */
export function renderHostOf(app: FastifyInstance, ctx: AppContext): RenderHost | null {
  if (ctx.config.serverRender === false) return null;
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const origin = `http://127.0.0.1:${address.port}`;
  let host = hosts.get(app);
  if (!host || host.origin !== origin) hosts.set(app, (host = new RenderHost(app, ctx, origin)));
  return host;
}

/** The render host of a server that has rendered or warmed; undefined before (tests read its queue and warm-up). */
export const renderHostIfAny = (app: FastifyInstance): RenderHost | undefined => hosts.get(app);
