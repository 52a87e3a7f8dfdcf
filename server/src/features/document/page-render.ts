import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REMOTES, type RemoteMap, type RemoteName } from 'shared-contracts/slots';
import { scriptJson, type ShellServerEntry } from 'shared-contracts/server-render';
import type { AppContext } from '../../context';
import { BACKGROUND_SLOT_BUDGET_MS, SLOT_BUDGET_MS, renderRemoteSlot } from '../../lib/remote-render/render-slot';
import type { RemoteMaps } from '../../lib/remote-registry';
import { tagCachedAnswer } from '../../lib/response-cache';
import { seesDrafts } from '../../lib/sees-drafts';
import { remoteTag } from './cache-purge';
import { type PageRenders, type RenderHost, renderHostOf } from './render-host';
import { slotStylesheets } from './slot-stylesheets';

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
 * The cookies a render sees: a staff member's own (their session reads drafts), none for anyone else, so an anonymous
 * page is the same for every visitor whatever their cookies hold and one render (and any cache) serves them all.
 */
const cookiesOfRender = (request: FastifyRequest): string => (request.user ? (request.headers.cookie ?? '') : '');

/**
 * An API call of a server render, answered by this server in-process (no socket, the same routes and checks), as the
 * visitor: with a staff member's cookies, none for anyone else.
 */
async function injectFetch(request: FastifyRequest, url: string, init: RequestInit = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const cookies = cookiesOfRender(request);
  if (cookies) headers.cookie = cookies;
  if (request.headers.host) headers.host = request.headers.host;
  const answer = await request.server.inject({ method: (init.method ?? 'GET') as 'GET', url, headers });
  const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.body;
  return new Response(body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') } });
}

function isRemote(name: string): name is RemoteName {
  return name in REMOTES;
}

/** Loads every container once the server listens (see `RenderHost.warm`), when warming is switched on. */
export function warmPageRender(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.warmRemotes) renderHostOf(app, ctx)?.warm();
}

/** Whether pages are rendered on the server: switched on, and the server listens (see `renderHostOf`). */
export function rendersPages(ctx: AppContext, app: FastifyInstance): boolean {
  return renderHostOf(app, ctx) !== null;
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
  const host = renderHostOf(app, ctx);
  if (!host) return null;
  await host.untilWarm();
  const shell = await host.loadShell(page.maps);
  if (!shell) return null;
  // The place is held until the last slot settled: the slots' budgets run while it is held, never while waiting.
  const release = await host.queue.acquire();
  let rendered: StreamedPage | null = null;
  try {
    rendered = await renderWithShell(host, ctx, request, page, shell);
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

async function renderWithShell(host: RenderHost, ctx: AppContext, request: FastifyRequest, page: RenderRequest, shell: ShellServerEntry): Promise<StreamedPage | null> {
  const [pathname] = request.url.split('?') as [string];
  const { origin } = host;
  const asVisitor = (url: string, init?: RequestInit) => injectFetch(request, url, init);
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
          const result = await renderRemoteSlot(host.loaderFor(page.maps), remote, slot as never, props as never, {
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
    // A deploy of any remote on the page, or a new build at its origin, drops it (and a shared cache's copy, by its
    // surrogate key).
    tagCachedAnswer([...new Set([...page.remotes, ...rendered.slots.map((id) => id.split('/')[0]!)])].map(remoteTag));
    // Every slot on the page gets its stylesheet, rendered or not: a skeleton's remote mounts in the browser and needs it.
    const slotCss = rendered.slots.length ? await slotStylesheets(map, origin, rendered.slots) : '';
    const partial = rendered.partial;
    // Never silently half a page: the log says which address needs a shallower chain of data.
    if (partial) request.log.warn({ url: request.url, passes: rendered.passes }, 'server render ran out of passes: the page went out with loading states');
    if (rendered.passes > 1) {
      request.log.error({ url: request.url, renders: rendered.passes, undeclared: rendered.undeclared }, 'shell rendered more than once: declare these queries with the route');
    }
    const watch = host.watch;
    if (watch) {
      void Promise.allSettled(rendered.segments).then(() => watch({ url: request.url, shell: rendered.passes, slots: slotRenders }));
    }
    const pinned = () => host.pointsAt(page.maps);
    return { remoteMap: map, slotCss, stateJson: scriptJson(rendered.state), segments: rendered.segments, skeletons: () => skeletons, partial, pinned };
  } catch (error) {
    request.log.error({ error }, 'server render of the shell failed');
    return null;
  }
}
