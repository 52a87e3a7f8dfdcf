import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Locale, PRODUCT_NAME, localeFromAcceptLanguage } from 'shared-contracts/locales';
import { type RouteMatch, SHOP_REDIRECTS, isShopPath, matchRoute, routeRemotes } from 'shared-contracts/routes';
import { PAGE_MIDDLEWARE, type SiteSettings } from 'shared-contracts/site';
import { REMOTES, type RemoteMap, type RemoteName } from 'shared-contracts/slots';
import { SHELL_STATE_GLOBAL, scriptJson } from 'shared-contracts/server-render';
import { isLocalPath } from 'shared-contracts/local-path';
import path from 'node:path';
import type { AppContext } from '../../context';
import { loginUrl } from '../../lib/auth-urls';
import { fontHeadTags } from '../../lib/brand-fonts';
import { siteCache } from '../../lib/site-cache';
import { loadSettings } from '../../lib/settings-repo';
import { remoteAsset, sendAppFile } from './app-assets';
import { type HeadParts, renderHead } from './head';
import { type HeadInfo, routeResolver } from '../../lib/route-resolvers';
import { resolveStaticHead } from './static-heads';
import { fillTemplate, readShellTemplate } from './shell-template';
import { DOCUMENT_CACHE_TTL_MS, type Shared, cachedPlan, documentCache, documentKey, keepIncompleteBriefly, keptPageIsIncomplete, streamOrShare } from './document-cache';
import { ldSite, originOf, withStructuredData } from './document-extras';
import { registerCachePurge, remoteTag } from './cache-purge';
import { type RemoteMaps, remoteRegistry } from '../../lib/remote-registry';
import { type RemotePreview, previewBanner, previewOf, withPreview } from '../../lib/remote-preview';
import { INDEXABLE_ROBOTS, registerSeoRoutes } from './seo-files';
import { firstPaintStylesheets, inlineStylesheets } from './inline-stylesheets';
import { NO_SCRIPT_CONSENT_STYLE, SHARED_MAX_AGE_SECONDS, SHARED_STALE_SECONDS, VISITOR_MARKS_SCRIPT, documentCacheControl, etagMatches, sharedAnswerOf, surrogateKeys } from './shared-document';
import { structuredDataFor } from './structured-data/route-structured-data';
import { isConnectionError } from '../../db/unavailable';
import { RETRY_AFTER_SECONDS } from '../../http/database-gate';
import { type RenderedPage, type StreamedPage, completePage, renderPage, rendersPages, shellStylesheets, warmPageRender } from './page-render';
import { PARTIAL_MARK, ROOT_MARK, splitDocument, streamDocument } from './streamed-document';
import { documentEncoding, encodeStream, encodeWhole } from './document-encoding';
import { Readable } from 'node:stream';
import { seesDrafts } from '../../lib/sees-drafts';


/** Which remotes a route shows: their manifests and entries are preloaded with the document. */
function remotesFor(match: RouteMatch | null, shop: boolean): RemoteName[] {
  if (shop) return ['mf_shop'];
  return match ? routeRemotes(match.name) : [];
}

interface Outcome {
  status: number;
  locale: Locale;
  head: HeadInfo;
  urls: Partial<Record<Locale, string>>;
  error?: string;
  remotes: RemoteName[];
  /** JSON-LD script elements for the head (empty for error pages). */
  structuredData?: string;
}

/** Where a shared page's stylesheets go in its head, filled once the rest of the document is composed. */
const STYLES_MARK = '<!--ssr:styles-->';

type Plan = { redirect: string } | { outcome: Outcome; settings: SiteSettings | null };

const STATUS_TITLES: Record<number, Record<Locale, string>> = {
  404: { de: '404 Not Found', en: '404 Not Found' },
  500: { de: 'Fehler', en: 'Error' },
  503: { de: 'Website offline', en: 'Website offline' },
};

/**
 * Serves the composed site on one origin: shell assets, remote builds under /remotes/, and for every site route the
 * shell's index.html with the head filled in and the right status, decided here before any script runs.
 */
export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const registry = remoteRegistry(ctx);
  // Redirect entries, settings and CMS heads are the same for every visitor: read once, kept until a write
  // clears them (decision 014). Staff heads (offline pages) always come from the database.
  const cache = siteCache(ctx.db, ctx.clock);
  const documents = documentCache(ctx.db, ctx.clock, ctx.config.documentCacheMs ?? DOCUMENT_CACHE_TTL_MS);
  registerCachePurge(ctx.db, ctx.config.purgeUrl, app.log);
  // A deploy or rollback of a remote drops the kept pages that show it here (each instance hears it from the
  // registry); the next visitor gets a render with the new build, never the new build hydrating an old page.
  const stopHearing = registry.onRemotesChanged((remote) => documents?.invalidate(remoteTag(remote)));
  app.addHook('onClose', async () => stopHearing());
  registerSeoRoutes(app, ctx);

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname, search = ''] = request.url.split('?') as [string, string?];
    const query = new URLSearchParams(search);

    const remote = remoteAsset(ctx.config.appsRoot, pathname);
    if (remote) return sendAppFile(reply, remote.app, remote.distRoot, remote.rel);
    if (pathname.startsWith('/remotes/')) return reply.status(404).send({ message: 'unknown remote' });
    if (pathname === '/') {
      // Browser language only, never cached: the answer differs per visitor.
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'Accept-Language')
        .redirect(`/${localeFromAcceptLanguage(request.headers['accept-language'])}${search ? `?${search}` : ''}`, 302);
    }
    if (/(^|\/)(api|pageeditor-api)(\/|$)/.test(pathname)) return reply.status(404).send({ message: `not found: ${pathname}` });
    const first = pathname.split('/')[1] ?? '';
    const shop = isShopPath(pathname);
    if (!shop && first !== 'de' && first !== 'en' && /\.[a-z0-9]+$/i.test(pathname)) {
      return sendAppFile(reply, 'shell', path.join(ctx.config.appsRoot, 'shell', 'dist'), pathname.slice(1));
    }

    const acceptLocale = localeFromAcceptLanguage(request.headers['accept-language']);
    const staff = seesDrafts(request);

    if (shop) {
      const target = SHOP_REDIRECTS.find((r) => r.from.test(pathname));
      if (target) return reply.redirect(target.to(acceptLocale), 301);
    }

    // Redirect entries of the CMS (old path → new path) come before any route.
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const target = await cache.get(`redirect|${pathname}`, async () => {
      const [entry] = await ctx.db.query<{ new_path: string }>('SELECT new_path FROM redirects WHERE old_path = $1 OR old_path = $2 LIMIT 1', [
        pathname,
        trimmed,
      ]);
      return entry?.new_path ?? null;
    });
    // Editors can move a page back to an address that redirects today: browsers keep a 301 without cache headers for
    // good, which would then loop, so browsers ask again each time (search engines still learn the move). Only a path
    // on this site is followed: a row from before the writes were checked (or written by hand) that points elsewhere
    // is ignored, so the site never sends a visitor to another host under its own name.
    if (target && isLocalPath(target)) return reply.header('cache-control', 'no-cache').redirect(`${target}${search ? `?${search}` : ''}`, 301);

    const match = shop ? null : matchRoute(pathname);
    const locale: Locale = match?.locale ?? (first === 'en' ? 'en' : first === 'de' ? 'de' : acceptLocale);

    // ?v= (a version) is an editor feature: anonymous visitors are sent to the plain page.
    if (!staff && query.has('v')) {
      query.delete('v');
      const rest = query.toString();
      return reply.redirect(`${pathname}${rest ? `?${rest}` : ''}`, 301);
    }

    // The builds this answer is made with, read once: its render and the map it names are the same deployment. A
    // browser previewing a candidate gets it in its map, and a page made for it alone.
    const preview = await previewOf(ctx.db, request, ctx.clock.now().getTime());
    const maps = preview ? withPreview(registry.currentMaps(), preview) : registry.currentMaps();
    const personal = Boolean(request.user) || preview !== null;
    const build = async (): Promise<Plan> => {
      const settings = await cache.get('settings', () => loadSettings(ctx.db)).catch((error) => {
        request.log.error(error);
        return null;
      });
      const outcome = await decide(ctx, request, { match, locale, shop, settings, staff, pathname });
      if ('redirect' in outcome) return outcome;
      const structuredData =
        outcome.status === 200 && match
          ? await structuredDataFor(ctx, { match, title: outcome.head.title, site: ldSite(request, locale, settings), query, staff })
          : '';
      return { outcome: { ...outcome, structuredData }, settings };
    };
    // Anonymous documents come from a short cache that every write clears; signed-in visitors always get a fresh one.
    const plan = await cachedPlan(documents, documentKey(originOf(request), locale, request.url), !personal, build, (p) =>
      'redirect' in p ? true : p.outcome.status < 500,
    );
    if ('redirect' in plan) return reply.redirect(plan.redirect, 302);
    // A HEAD answer has no body to render into; shop paths are mf-shop's, rendered in the browser with the visitor's
    // cart; without a server render every route is the empty shell.
    if (shop || request.method === 'HEAD' || !rendersPages(ctx, app)) return sendDocument(request, reply, plan.outcome, plan.settings, null, maps, preview);
    const boot = bootOf(plan.outcome);
    // `background`: the render replaces a kept page that visitors keep getting meanwhile, so its slots have time to
    // finish, and a page that still comes out with a skeleton does not replace a whole one.
    const start = (background: boolean) =>
      renderPage(app, ctx, request, { maps, remotes: plan.outcome.remotes, browserOnly: preview?.remote, boot, alternates: plan.outcome.status === 200 ? plan.outcome.urls : {}, background });
    // An anonymous page is rendered without the visitor's cookies, so it is the same for every visitor and one render
    // serves them all; the browser applies consent, a dismissed alert and the cart count after it hydrates.
    const pageKey = pageKeyOf(request, locale);
    const page = streamOrShare(documents, pageKey, !personal && plan.outcome.status < 500, start, (own, background) =>
      own.then(async (p) => {
        const done = p && (await completePage(p));
        if (!done || (background && !done.complete && !keptPageIsIncomplete(documents, pageKey))) return null;
        keepIncompleteBriefly(documents, done.complete);
        return done;
      }),
    );
    return sendDocument(request, reply, plan.outcome, plan.settings, page, maps, preview);
  };

  const pageKeyOf = (request: FastifyRequest, locale: Locale) => `page|${documentKey(originOf(request), locale, request.url)}`;
  const shared = { sMaxAge: ctx.config.sharedMaxAgeSeconds ?? SHARED_MAX_AGE_SECONDS, stale: ctx.config.sharedStaleSeconds ?? SHARED_STALE_SECONDS };

  function bootOf(o: Outcome) {
    return { status: o.status, locale: o.locale, ...(o.error ? { error: o.error } : {}) };
  }

  function sendDocument(
    request: FastifyRequest,
    reply: FastifyReply,
    o: Outcome,
    settings: SiteSettings | null,
    page: Shared<Promise<StreamedPage | null>, RenderedPage> | null,
    maps: RemoteMaps,
    preview: RemotePreview | null = null,
  ) {
    // A finished anonymous page goes out as one answer every visitor shares, and a shared answer cannot carry a
    // per-answer nonce: its inline scripts are allowed by their hashes instead. The request that starts a fresh render
    // streams it as it is made (its own answer, with a nonce); everyone else gets the finished page.
    const personal = Boolean(request.user) || preview !== null;
    const sharedAnswer = !personal && (!page || 'shared' in page);
    const nonce = sharedAnswer ? '' : ` nonce="${request.cspNonce}"`;
    // Composed only when needed: a shared answer is composed once and then kept with the page (sharedAnswerOf).
    // `stylesLater`: the head gets a mark where the stylesheets go once the whole document is known.
    // `rendered`: the map of the builds that rendered the page (a kept page keeps the one it was made with).
    const composeParts = (stylesLater = false, rendered: Readonly<RemoteMap> = maps.browser) => {
      const map = rendered as Record<string, string>;
      request.documentRemoteMap = map;
      const boot = `<script${nonce}>${VISITOR_MARKS_SCRIPT}</script>\n<noscript><style>${NO_SCRIPT_CONSENT_STYLE}</style></noscript>\n<script${nonce}>window.__REMOTE_MAP__=${scriptJson(map)};window.__SITE_BOOT__=${scriptJson(bootOf(o))}</script>`;
      const preload = o.remotes.flatMap((name) => {
        const manifest = map[name];
        if (!manifest) return [];
        const entry = manifest.replace(/[^/]*$/, 'remoteEntry.js');
        return [`<link rel="preload" href="${manifest}" as="fetch" crossorigin>`, `<link rel="preload" href="${entry}" as="script">`];
      });
      const [pathname] = request.url.split('?');
      const head: HeadParts = {
        locale: o.locale,
        title: o.head.title,
        description: o.head.description ?? '',
        image: o.head.image || settings?.design.header_logo_image || null,
        ogType: o.head.og_type ?? 'website',
        robots: ctx.config.indexable ? INDEXABLE_ROBOTS : (settings?.design.robots ?? 'none'),
        path: o.status === 200 ? (o.urls[o.locale] ?? pathname) : pathname,
        urls: o.status === 200 ? o.urls : {},
        origin: originOf(request),
        // The remotes first (the content waits on them); text shows in the matched fallbacks until its face arrives.
        preload: [...preload, ...fontHeadTags()],
      };
      // The shell's stylesheets go in with a rendered page (inline: no request holds up its first paint): in the
      // browser they would arrive with its scripts, after the first paint of markup that is already there, and
      // everything would move.
      const css = !page ? '' : stylesLater ? `\n${STYLES_MARK}` : `\n${inlineStylesheets(shellStylesheets(ctx.config.appsRoot), ctx.config.appsRoot)}`;
      const document = fillTemplate(readShellTemplate(ctx.config.appsRoot).html, {
        lang: o.locale,
        banner: preview ? previewBanner(preview, o.locale, request.url) : undefined,
        head: withStructuredData(renderHead(head), o.structuredData) + css,
        boot,
        root: ROOT_MARK,
      });
      return splitDocument(document);
    };
    // A partial page says so in its head, for whoever reads the answer (a test, a crawler check, an operator).
    const late = (p: { slotCss: string; stateJson: string; partial?: boolean }, withSlotCss = true) =>
      `${p.partial ? `${PARTIAL_MARK}\n` : ''}${withSlotCss && p.slotCss ? `${inlineStylesheets(p.slotCss, ctx.config.appsRoot)}\n` : ''}<script${nonce}>window.${SHELL_STATE_GLOBAL}=${p.stateJson}</script>\n`;
    const encoding = documentEncoding(request.headers['accept-encoding']);
    reply
      .status(o.status)
      .header('cache-control', personal ? 'private, no-store' : documentCacheControl(request, o.status, shared, sharedAnswer))
      .header('vary', personal ? 'Cookie, Accept-Encoding' : 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    if (sharedAnswer) {
      return sendShared(request, reply, o, encoding, page, (done) => {
        if (!done) {
          const parts = composeParts();
          return parts.early + parts.middle + parts.tail;
        }
        // The finished page is known whole before its first byte goes out, so its head carries only the rules its
        // markup uses and the rest follows without holding up the first paint (a streamed page's head leaves before
        // its slots are rendered and carries every rule).
        const parts = composeParts(true, done.remoteMap);
        const document = parts.early + late(done, false) + parts.middle + done.html + parts.tail;
        const links = [shellStylesheets(ctx.config.appsRoot), done.slotCss].filter(Boolean).join('\n');
        return document.replace(STYLES_MARK, () => firstPaintStylesheets(links, ctx.config.appsRoot, document));
      });
    }
    const parts = composeParts();
    const whole = (html: string) => reply.send(encoding ? encodeWhole(html, encoding) : html);
    if (!page) return whole(parts.early + parts.middle + parts.tail);
    if ('shared' in page) {
      return page.shared.then((done) => whole(done ? parts.early + late(done) + parts.middle + done.html + parts.tail : parts.early + parts.middle + parts.tail));
    }
    const stream = Readable.from(streamDocument(parts, page.own, late));
    return reply.send(encoding ? encodeStream(stream, encoding) : stream);
  }

  /**
   * An anonymous document goes out whole, so its validator and its script hashes are known before the first byte:
   * a repeat view answers 304, a shared cache keeps it and revalidates it cheaply, and no nonce ties it to one answer.
   */
  async function sendShared(
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: Outcome,
    encoding: ReturnType<typeof documentEncoding>,
    page: Shared<Promise<StreamedPage | null>, RenderedPage> | null,
    compose: (done: RenderedPage | null) => string,
  ) {
    const done = !page ? null : 'shared' in page ? await page.shared : await page.own.then((p) => p && completePage(p));
    // The policy allows the origins of the builds the page names, also when it was composed for an earlier answer.
    if (done) request.documentRemoteMap = done.remoteMap;
    const answer = sharedAnswerOf(outcome, done, () => compose(done));
    request.cspScriptHashes = answer.scriptHashes;
    const tags = new Set<string>();
    for (const key of [pageKeyOf(request, outcome.locale), documentKey(originOf(request), outcome.locale, request.url)]) for (const tag of documents?.tagsOf(key) ?? []) tags.add(tag);
    const etag = answer.etag(encoding);
    reply.header('etag', etag).header('surrogate-key', surrogateKeys(tags)).header('cache-tag', surrogateKeys(tags).replace(/ /g, ','));
    if (reply.statusCode < 300 && etagMatches(request.headers['if-none-match'], etag)) {
      reply.removeHeader('content-encoding');
      return reply.status(304).send();
    }
    return reply.send(answer.bytes(encoding));
  }

  // The database unreachable (a restart, a dropped connection): the visitor gets the 503 page, not an error answer.
  const guarded = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      request.log.warn({ error }, 'document without database');
      const locale: Locale = request.url.startsWith('/en') ? 'en' : 'de';
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendDocument(request, reply, { status: 503, locale, head: { title: STATUS_TITLES[503][locale] }, urls: {}, remotes: [] }, null, null, registry.currentMaps());
    }
  };
  app.addHook('onListen', async () => warmPageRender(app, ctx));
  // `shared`: these answers set no per-visitor cookie, so a shared cache may keep the anonymous ones.
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: guarded, config: { shared: true } });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: guarded, config: { shared: true } });
}

async function decide(
  ctx: AppContext,
  request: FastifyRequest,
  s: { match: RouteMatch | null; locale: Locale; shop: boolean; settings: SiteSettings | null; staff: boolean; pathname: string },
): Promise<Outcome | { redirect: string }> {
  const errorOutcome = (status: number, error?: string): Outcome => ({
    status,
    locale: s.locale,
    head: { title: STATUS_TITLES[status]?.[s.locale] ?? String(status) },
    urls: {},
    remotes: [],
    ...(error ? { error } : {}),
  });
  if (!s.settings || !s.settings.is_site_online) return errorOutcome(503);
  if (s.shop) return { status: 200, locale: s.locale, head: { title: 'Webshop' }, urls: {}, remotes: remotesFor(null, true) };
  if (!s.match) return errorOutcome(404);

  const found = s.staff
    ? await resolveStaticHead(ctx, s.match, true)
    : await siteCache(ctx.db, ctx.clock).get(`head|${s.match.name}|${s.match.locale}|${JSON.stringify(s.match.params)}`, () =>
        resolveStaticHead(ctx, s.match!, false),
      );
  let head: HeadInfo | null = found?.head ?? null;
  if (found?.middleware) {
    const unknown = found.middleware.find((m) => !(PAGE_MIDDLEWARE as readonly string[]).includes(m));
    if (unknown) return errorOutcome(500, `Unknown middleware ${unknown}`);
    if (found.middleware.includes('auth') && !request.user) return { redirect: `${loginUrl(s.locale)}?next=${encodeURIComponent(s.pathname)}` };
  }
  if (!found) {
    const resolver = routeResolver(s.match.name);
    if (resolver) {
      head = await resolver(ctx, s.locale, s.match.params, { staff: s.staff, now: ctx.clock.now() });
      if (!head) return errorOutcome(404);
    } else if (s.match.name === 'catch-all' || s.match.name === 'home') {
      return errorOutcome(404);
    } else {
      head = { title: '' };
    }
  }
  return {
    status: 200,
    locale: s.locale,
    head: head ?? { title: PRODUCT_NAME },
    urls: head?.urls ?? {},
    remotes: remotesFor(s.match, false),
  };
}

export const REMOTE_FOLDERS = REMOTES;
