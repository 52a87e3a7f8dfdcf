import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REMOTES, SHELL_SERVER, type RemoteMap, type RemoteName, type ServerContainer } from 'shared-contracts/slots';
import { visitorSlots } from 'shared-contracts/routes';
import { slotStylesheets } from './slot-stylesheets';
import type { AppContext } from '../../context';
import { createRemoteLoader, type RemoteLoader } from '../../lib/remote-render/remote-loader';
import { BACKGROUND_SLOT_BUDGET_MS, SLOT_BUDGET_MS, renderRemoteSlot } from '../../lib/remote-render/render-slot';
import { scriptJson, type ShellServerEntry } from 'shared-contracts/server-render';
import { DEFAULT_RENDER_CONCURRENCY, RenderQueue } from './render-queue';
import { seesDrafts } from '../../lib/sees-drafts';
import { type RemoteMaps, remoteRegistry } from '../../lib/remote-registry';
import { tagCachedAnswer } from '../../lib/response-cache';
import { remoteTag } from './cache-purge';

/**
 * A page whose chrome is rendered and whose slots may still be rendering: the slots' stylesheet links and the
 * shell's state (JSON for a script element), then `#root`'s markup in order, a promise where a slot is not finished.
 */
export interface StreamedPage {
  /** The browser manifests of the builds this page was rendered with: the document names exactly these. */
  remoteMap: Readonly<RemoteMap>;
  slotCss: string;
  stateJson: string;
  segments: Array<string | Promise<string>>;
  /** How many slots went out as their skeleton so far (final once every segment settled). */
  skeletons: () => number;
  /** The shell ran out of render passes before it had all its data: parts of the page show loading states. */
  partial: boolean;
  /** Whether every slot rendered with the builds `remoteMap` names (false: a deploy switched the loader meanwhile). */
  pinned: () => boolean;
}

/** The same page with every slot finished: what the anonymous cache keeps (no nonce: that is each answer's own). */
export interface RenderedPage {
  remoteMap: Readonly<RemoteMap>;
  slotCss: string;
  stateJson: string;
  html: string;
  /** Every slot rendered on the server and all the shell's data in; false when one went out as its skeleton (slow or
   * failing remote) or the page is partial. */
  complete: boolean;
  partial: boolean;
}

export async function completePage(page: StreamedPage): Promise<RenderedPage> {
  const html = (await Promise.all(page.segments)).join('');
  // A page whose slots may have met a newer build than it names is sent, but never kept as a whole page.
  return { remoteMap: page.remoteMap, slotCss: page.slotCss, stateJson: page.stateJson, html, complete: page.skeletons() === 0 && !page.partial && page.pinned(), partial: page.partial };
}

/**
 * The slots the server warms at start-up: every slot it renders for visitors. Loading a container is the slowest part,
 * but each slot's own chunks come next; a slot first loaded by a visitor's request would wait for them.
 */
const WARM_SLOTS = visitorSlots();

let shellCss: { dir: string; mtimeMs: number; links: string } | null = null;

/**
 * Links to the shell's stylesheets. In the browser they arrive with the shell's scripts (its code loads after the
 * federation runtime), too late for a page whose markup is already there: the reset and the chrome's styles would
 * apply seconds after the first paint and move everything. The on-demand parts' sheets are a few hundred bytes each,
 * so all of them go in rather than a list of which part needs which.
 */
export function shellStylesheets(appsRoot: string): string {
  const dir = path.join(appsRoot, 'shell', 'dist');
  try {
    const mtimeMs = fs.statSync(dir).mtimeMs;
    if (shellCss && shellCss.dir === dir && shellCss.mtimeMs === mtimeMs) return shellCss.links;
    const files = fs.readdirSync(dir).filter((name) => name.endsWith('.css')).sort();
    shellCss = { dir, mtimeMs, links: files.map((name) => `<link rel="stylesheet" href="/${name}">`).join('\n') };
    return shellCss.links;
  } catch {
    return '';
  }
}

/**
 * Whether pages are rendered on the server: switched on, and the server listens. The shell's and the slots' Node builds
 * are loaded from the server's own address (or wherever the server remote map says), so a server that does not listen
 * (tests through `inject`) sends every route as the empty shell that the browser renders.
 */
export function rendersPages(ctx: AppContext, app: FastifyInstance): boolean {
  return ctx.config.serverRender !== false && ownOrigin(app) !== null;
}

/**
 * The shell's Node build, through the loader that loads the remotes': a new build goes live within the loader's
 * revalidation time, a failed load is tried again on the next request, and every fetch has a timeout. Null when it
 * cannot be loaded (not built, or failing): the page then goes out empty and the browser renders it all.
 */
async function loadShell(app: FastifyInstance, ctx: AppContext, origin: string, maps: RemoteMaps): Promise<ShellServerEntry | null> {
  try {
    const module = await loaderFor(app, ctx, origin, maps).loadSlot(SHELL_SERVER.name, SHELL_SERVER.expose);
    if (typeof module.renderShell === 'function') return module as unknown as ShellServerEntry;
    app.log.error(`${SHELL_SERVER.name}/${SHELL_SERVER.expose} exports no renderShell`);
  } catch (error) {
    app.log.error({ error: (error as Error).message }, 'the shell\'s Node build cannot be loaded: pages go out for the browser to render');
  }
  return null;
}

const loaders = new WeakMap<FastifyInstance, { origin: string; loader: RemoteLoader; maps: RemoteMaps }>();

/**
 * This server's own address, where the slots' Node builds and API calls go; null while it does not listen (tests
 * through `inject`), when slots go out as skeletons.
 */
function ownOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  return `http://127.0.0.1:${address.port}`;
}

/**
 * This server's loader of Node builds, pointed at the registry's maps: a deploy or rollback moves a container to its
 * new build at its next load, without a restart. One container per remote, whatever the number of deploys.
 */
function loaderFor(app: FastifyInstance, ctx: AppContext, origin: string, maps: RemoteMaps): RemoteLoader {
  const known = loaders.get(app);
  if (known && known.origin === origin) {
    if (known.maps.server !== maps.server) {
      known.loader.setMap(maps.server);
      known.maps = maps;
    }
    return known.loader;
  }
  const loader = createRemoteLoader({
    map: maps.server,
    siteOrigin: origin,
    onStale: (remote, reason) => app.log.warn({ remote, reason }, 'remote origin unreachable: its last good build keeps rendering'),
  });
  loaders.set(app, { origin, loader, maps });
  return loader;
}

/**
 * The cookies a render sees: a staff member's own (their session reads drafts), none for anyone else, so an anonymous
 * page is the same for every visitor whatever their cookies hold and one render (and any cache) serves them all.
 */
const cookiesOfRender = (request: FastifyRequest): string => (request.user ? (request.headers.cookie ?? '') : '');

/**
 * An API call of a server render, answered by this server in-process (no socket, the same routes and checks), as the
 * visitor: with a staff member's cookies, none for anyone else.
 */
async function injectFetch(app: FastifyInstance, request: FastifyRequest, url: string, init: RequestInit = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const cookies = cookiesOfRender(request);
  if (cookies) headers.cookie = cookies;
  if (request.headers.host) headers.host = request.headers.host;
  const answer = await app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers });
  const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.body;
  return new Response(body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') } });
}

function isRemote(name: string): name is RemoteName {
  return name in REMOTES;
}

/**
 * Loads the shell's Node build and each remote's container once the server listens, so the first visitors after a
 * start or deploy get rendered slots rather than skeletons of a container still loading.
 */
export function warmPageRender(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.warmRemotes || !rendersPages(ctx, app)) return;
  const origin = ownOrigin(app)!;
  const loader = loaderFor(app, ctx, origin, remoteRegistry(ctx).currentMaps());
  const warmHere = (containers: ReadonlyArray<readonly [ServerContainer, string]>) =>
    containers.map(([container, expose]) =>
      loader.loadSlot(container, expose).then(
        () => `${container}/${expose}`,
        (error: unknown) => {
          app.log.warn({ container, expose, error: (error as Error).message }, 'not warmed');
          return null;
        },
      ),
    );
  const shell = warmHere([[SHELL_SERVER.name, SHELL_SERVER.expose]]);
  const slots = warmHere(WARM_SLOTS);
  const loaded = async (ids: Array<string | null>) => ids.filter((id): id is string => id !== null);
  warming.set(app, Promise.all([...shell, ...slots]).then(loaded));
}

const warming = new WeakMap<FastifyInstance, Promise<string[]>>();
const warmed = new WeakSet<FastifyInstance>();

/** How long a render waits for the start-up warm-up at most: a warm-up stuck past this costs skeletons, not a hang. */
const WARM_WAIT_MS = 15_000;

/**
 * Resolves once the start-up warm-up is over (or there is none). A page asked for while the server still loads its
 * remotes (just started or deployed) waits for them, rather than spending its slots' budgets on the loading and going
 * out with skeletons, which every visitor of the next moment would then share.
 */
async function untilWarm(app: FastifyInstance): Promise<void> {
  const warm = warming.get(app);
  if (!warm || warmed.has(app)) return;
  let timer: NodeJS.Timeout | undefined;
  const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, WARM_WAIT_MS)));
  await Promise.race([warm.then(() => warmed.add(app), () => warmed.add(app)), cap]);
  clearTimeout(timer);
}

/** The slots the start-up warm-up loaded, once it is over; empty when there was none (yet). */
export function warmedSlots(app: FastifyInstance): Promise<string[]> {
  return warming.get(app) ?? Promise.resolve([]);
}

/**
 * The page's markup for `#root`: the shell's Node build renders the chrome and asks for each slot, which its
 * remote's Node build renders within the budget (else its skeleton goes out). Resolves once the chrome is rendered;
 * the slots' parts settle as they finish. Null when the shell cannot render (no Node build, or it failed): the
 * document then goes out with an empty root and the browser renders it all.
 */
export async function renderPage(
  app: FastifyInstance,
  ctx: AppContext,
  request: FastifyRequest,
  page: RenderRequest,
): Promise<StreamedPage | null> {
  const origin = ownOrigin(app);
  if (ctx.config.serverRender === false || !origin) return null;
  await untilWarm(app);
  const shell = await loadShell(app, ctx, origin, page.maps);
  if (!shell) return null;
  // The place is held until the last slot settled: the slots' budgets run while it is held, never while waiting.
  const release = await queueFor(app, ctx).acquire();
  let rendered: StreamedPage | null = null;
  try {
    rendered = await renderWithShell(app, ctx, request, page, shell, origin);
    return rendered;
  } finally {
    if (rendered) void Promise.allSettled(rendered.segments).then(release);
    else release();
  }
}

/** What a page render needs besides the request: `background` when it replaces a kept page and nobody waits for it. */
interface RenderRequest {
  /** The registry's maps when the request arrived: the page is rendered with, and names, these builds. */
  maps: RemoteMaps;
  /** A remote whose slots the browser renders (a candidate previewed there): the server's build is not the one named. */
  browserOnly?: RemoteName;
  /** The remotes the route shows (its manifests are preloaded), tagged on the page like those its slots rendered. */
  remotes: readonly RemoteName[];
  boot: unknown;
  alternates: Record<string, string>;
  background?: boolean;
}

/** How many renders one page took: the shell's, and each slot's that rendered (a skeleton slot is not in it). */
export interface PageRenders {
  url: string;
  shell: number;
  slots: Array<{ id: string; renders: number }>;
}

const renderWatchers = new WeakMap<FastifyInstance, (renders: PageRenders) => void>();

/** Calls `watch` once per rendered page, when its last slot settled (tests count renders per request with it). */
export function watchPageRenders(app: FastifyInstance, watch: ((renders: PageRenders) => void) | null): void {
  if (watch) renderWatchers.set(app, watch);
  else renderWatchers.delete(app);
}

const queues = new WeakMap<FastifyInstance, RenderQueue>();

/** This server's render queue (one per app, so tests with their own app do not share one). */
function queueFor(app: FastifyInstance, ctx: AppContext): RenderQueue {
  let queue = queues.get(app);
  if (!queue) queues.set(app, (queue = new RenderQueue(ctx.config.renderConcurrency ?? DEFAULT_RENDER_CONCURRENCY)));
  return queue;
}

/** The render queue of a server that has rendered a page; undefined before its first render. */
export const renderQueueOf = (app: FastifyInstance): RenderQueue | undefined => queues.get(app);

async function renderWithShell(
  app: FastifyInstance,
  ctx: AppContext,
  request: FastifyRequest,
  page: RenderRequest,
  shell: ShellServerEntry,
  origin: string,
): Promise<StreamedPage | null> {
  const [pathname] = request.url.split('?') as [string];
  const asVisitor = (url: string, init?: RequestInit) => injectFetch(app, request, url, init);
  let skeletons = 0;
  const slotRenders: PageRenders['slots'] = [];
  try {
    const rendered = await shell.renderShell({
      url: request.url,
      path: pathname,
      cookies: cookiesOfRender(request),
      boot: page.boot,
      alternates: page.alternates,
      fetch: asVisitor,
      async renderSlot(id, props) {
        const [remote, slot] = id.split('/') as [string, string];
        // Staff get slots from the browser: drafts and the editor's tools mount there, as the page they edit.
        if (!isRemote(remote) || seesDrafts(request) || remote === page.browserOnly) return { kind: 'skeleton' };
        try {
          const result = await renderRemoteSlot(loaderFor(app, ctx, origin, page.maps), remote, slot as never, props as never, {
            apiOrigin: origin,
            budgetMs: page.background ? Math.max(BACKGROUND_SLOT_BUDGET_MS, ctx.config.slotBudgetMs ?? 0) : (ctx.config.slotBudgetMs ?? SLOT_BUDGET_MS),
            fetch: asVisitor,
          });
          const renders = result.renders ?? 1;
          slotRenders.push({ id, renders });
          // The slot still renders whole, but each undeclared query cost a render: its declaration needs them.
          if (renders > 1) request.log.error({ url: request.url, slot: id, renders, undeclared: result.undeclared }, 'slot rendered more than once: declare these queries with the slot');
          return { kind: 'html', html: result.html, state: result.dehydratedState };
        } catch (error) {
          request.log.warn({ slot: id, reason: (error as { reason?: string }).reason }, `slot rendered as skeleton: ${(error as Error).message}`);
          skeletons += 1;
          return { kind: 'skeleton' };
        }
      },
    });
    const map = page.maps.browser;
    // A deploy of any remote on the page drops it (and a shared cache's copy, by its surrogate key).
    tagCachedAnswer([...new Set([...page.remotes, ...rendered.slots.map((id) => id.split('/')[0]!)])].map(remoteTag));
    // Every slot on the page gets its stylesheet, rendered or not: a skeleton's remote mounts in the browser and needs it.
    const slotCss = rendered.slots.length ? await slotStylesheets(map, origin, rendered.slots) : '';
    const partial = rendered.partial;
    // Never silently half a page: the log says which address needs a shallower chain of data.
    if (partial) request.log.warn({ url: request.url, passes: rendered.passes }, 'server render ran out of passes: the page went out with loading states');
    if (rendered.passes > 1) {
      request.log.error({ url: request.url, renders: rendered.passes, undeclared: rendered.undeclared }, 'shell rendered more than once: declare these queries with the route');
    }
    const watch = renderWatchers.get(app);
    if (watch) {
      void Promise.allSettled(rendered.segments).then(() => watch({ url: request.url, shell: rendered.passes, slots: slotRenders }));
    }
    const pinned = () => loaders.get(app)?.maps.server === page.maps.server;
    return { remoteMap: map, slotCss, stateJson: scriptJson(rendered.state), segments: rendered.segments, skeletons: () => skeletons, partial, pinned };
  } catch (error) {
    request.log.error({ error }, 'server render of the shell failed');
    return null;
  }
}
