import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Locale, localeFromAcceptLanguage } from 'shared-contracts/locales';
import { isShopPath, matchRoute } from 'shared-contracts/routes';
import { SHELL_SERVER } from 'shared-contracts/slots';
import type { SiteSettings } from 'shared-contracts/site';
import { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { isConnectionError } from '../../db/unavailable';
import { RETRY_AFTER_SECONDS } from '../../http/database-gate';
import { type RemoteMaps, remoteRegistry } from '../../lib/remote-registry';
import { type RemotePreview, previewOf, withPreview } from '../../lib/remote-preview';
import { seesDrafts } from '../../lib/sees-drafts';
import { siteCache } from '../../lib/site-cache';
import { sendSiteFile } from './app-assets';
import { registerCachePurge, remoteTag } from './cache-purge';
import { STYLES_MARK, bootStateOf, documentParts, renderedHeadEnd, shellStylesheets } from './compose-document';
import { originOf } from './document-extras';
import { DOCUMENT_CACHE_TTL_MS, type Shared, documentCache, documentKey, keepIncompleteBriefly, keptForAnonymous, keptPageIsIncomplete, streamOrShare } from './document-cache';
import { documentEncoding, encodeStream, encodeWhole } from './document-encoding';
import { firstPaintStylesheets } from './inline-stylesheets';
import { type PageFacts, errorPageFacts, readPageFacts } from './page-facts';
import { redirectOf } from './page-redirects';
import { type RenderedPage, type StreamedPage, completePage, renderPage, rendersPages, warmPageRender } from './page-render';
import { registerSeoRoutes } from './seo-files';
import { SHARED_MAX_AGE_SECONDS, SHARED_STALE_SECONDS, documentCacheControl, etagMatches, sharedAnswerOf, surrogateKeys } from './shared-document';
import { streamDocument } from './streamed-document';

type RenderingPage = Shared<Promise<StreamedPage | null>, RenderedPage>;

/**
 * Serves the composed site on one origin: its files (`sendSiteFile`), redirects (`redirectOf`), and for every page
 * the shell's template with the head and status decided before any script runs (`readPageFacts`), the server's render
 * of the shell and its slots (`renderPage`) and the document around it (`documentParts`). Anonymous pages are kept
 * whole by the document cache and go out as one shared answer with an ETag; signed-in visitors get their own.
 */
export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const registry = remoteRegistry(ctx);
  // Redirect entries, settings and CMS heads are the same for every visitor: read once, kept until a write clears them.
  const cache = siteCache(ctx.db, ctx.clock);
  const documents = documentCache(ctx.db, ctx.clock, ctx.config.documentCacheMs ?? DOCUMENT_CACHE_TTL_MS);
  registerCachePurge(ctx.db, ctx.config.purgeUrl, app.log);
  // A deploy or rollback of a remote, or a new build its origin serves, drops the kept pages that show it here (each
  // instance hears a deploy from the registry and finds an origin's new build itself); the next visitor gets a render
  // with the new build, never the new build hydrating an old page. The shell is on every page.
  const stopHearing = registry.onRemotesChanged((remote) => (remote === SHELL_SERVER.name ? documents?.clear() : documents?.invalidate(remoteTag(remote))));
  app.addHook('onClose', async () => stopHearing());
  registerSeoRoutes(app, ctx);
  const shared = { sMaxAge: ctx.config.sharedMaxAgeSeconds ?? SHARED_MAX_AGE_SECONDS, stale: ctx.config.sharedStaleSeconds ?? SHARED_STALE_SECONDS };
  const pageKeyOf = (request: FastifyRequest, locale: Locale) => `page|${documentKey(originOf(request), locale, request.url)}`;

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname, search = ''] = request.url.split('?') as [string, string?];
    const shop = isShopPath(pathname);
    const file = sendSiteFile(reply, ctx.config.appsRoot, pathname, shop);
    if (file) return file;
    const staff = seesDrafts(request);
    const redirect = await redirectOf(ctx, cache, request, { pathname, search, shop, staff });
    if (redirect) {
      for (const [name, value] of Object.entries(redirect.headers ?? {})) reply.header(name, value);
      return reply.redirect(redirect.location, redirect.status);
    }

    const match = shop ? null : matchRoute(pathname);
    const first = pathname.split('/')[1] ?? '';
    const locale: Locale = match?.locale ?? (first === 'en' ? 'en' : first === 'de' ? 'de' : localeFromAcceptLanguage(request.headers['accept-language']));
    // The builds this answer is made with, read once: its render and the map it names are the same deployment. A
    // browser previewing a candidate gets it in its map, and a page made for it alone.
    const preview = await previewOf(ctx.db, request, ctx.clock.now().getTime());
    const maps = preview ? withPreview(registry.currentMaps(), preview) : registry.currentMaps();
    const personal = Boolean(request.user) || preview !== null;
    // Anonymous facts come from a short cache that every write clears; signed-in visitors always get fresh ones.
    const read = await keptForAnonymous(
      documents,
      documentKey(originOf(request), locale, request.url),
      !personal,
      () => readPageFacts(ctx, cache, request, { match, locale, shop, staff, pathname, query: new URLSearchParams(search) }),
      (kept) => ('redirect' in kept ? true : kept.facts.status < 500),
    );
    if ('redirect' in read) return reply.redirect(read.redirect, 302);
    const { facts, settings } = read;
    // A HEAD answer has no body to render into; shop paths are mf-shop's, rendered in the browser with the visitor's
    // cart; without a server render every route is the empty shell.
    if (shop || request.method === 'HEAD' || !rendersPages(ctx, app)) return sendDocument(request, reply, facts, settings, null, maps, preview);
    // `background`: the render replaces a kept page that visitors keep getting meanwhile, so its slots have time to
    // finish, and a page that still comes out with a skeleton does not replace a whole one.
    const render = (background: boolean) =>
      renderPage(app, ctx, request, { maps, remotes: facts.remotes, browserOnly: preview?.remote, boot: bootStateOf(facts), alternates: facts.status === 200 ? facts.urls : {}, background });
    // An anonymous page is rendered without the visitor's cookies, so it is the same for every visitor and one render
    // serves them all; the browser applies consent, a dismissed alert and the cart count after it hydrates.
    const pageKey = pageKeyOf(request, locale);
    const page = streamOrShare(documents, pageKey, !personal && facts.status < 500, render, (own, background) =>
      own.then(async (p) => {
        const done = p && (await completePage(p));
        if (!done || (background && !done.complete && !keptPageIsIncomplete(documents, pageKey))) return null;
        keepIncompleteBriefly(documents, done.complete);
        return done;
      }),
    );
    return sendDocument(request, reply, facts, settings, page, maps, preview);
  };

  function sendDocument(request: FastifyRequest, reply: FastifyReply, facts: PageFacts, settings: SiteSettings | null, page: RenderingPage | null, maps: RemoteMaps, preview: RemotePreview | null = null) {
    // A finished anonymous page goes out as one answer every visitor shares, and a shared answer cannot carry a
    // per-answer nonce: its inline scripts are allowed by their hashes instead. The request that starts a fresh render
    // streams it as it is made (its own answer, with a nonce); everyone else gets the finished page.
    const personal = Boolean(request.user) || preview !== null;
    const sharedAnswer = !personal && (!page || 'shared' in page);
    const nonce = sharedAnswer ? '' : ` nonce="${request.cspNonce}"`;
    const parts = (styles: 'inline' | 'later' = 'inline', remoteMap = maps.browser) =>
      documentParts(ctx, request, facts, settings, { nonce, preview, styles: page ? styles : 'none', remoteMap });
    const headEnd = (done: { slotCss: string; stateJson: string; partial?: boolean }, withSlotCss = true) => renderedHeadEnd(ctx.config.appsRoot, done, nonce, withSlotCss);
    const encoding = documentEncoding(request.headers['accept-encoding']);
    reply
      .status(facts.status)
      .header('cache-control', personal ? 'private, no-store' : documentCacheControl(request, facts.status, shared, sharedAnswer))
      .header('vary', personal ? 'Cookie, Accept-Encoding' : 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    if (sharedAnswer) {
      return sendShared(request, reply, facts, encoding, page, (done) => {
        if (!done) {
          const empty = parts();
          return empty.early + empty.middle + empty.tail;
        }
        // The finished page is known whole before its first byte goes out, so its head carries only the rules its
        // markup uses and the rest follows without holding up the first paint (a streamed page's head leaves before
        // its slots are rendered and carries every rule).
        const around = parts('later', done.remoteMap);
        const document = around.early + headEnd(done, false) + around.middle + done.html + around.tail;
        const links = [shellStylesheets(ctx.config.appsRoot), done.slotCss].filter(Boolean).join('\n');
        return document.replace(STYLES_MARK, () => firstPaintStylesheets(links, ctx.config.appsRoot, document));
      });
    }
    const around = parts();
    const whole = (html: string) => reply.send(encoding ? encodeWhole(html, encoding) : html);
    if (!page) return whole(around.early + around.middle + around.tail);
    if ('shared' in page) {
      return page.shared.then((done) => whole(done ? around.early + headEnd(done) + around.middle + done.html + around.tail : around.early + around.middle + around.tail));
    }
    const stream = Readable.from(streamDocument(around, page.own, headEnd));
    return reply.send(encoding ? encodeStream(stream, encoding) : stream);
  }

  /**
   * An anonymous document goes out whole, so its validator and its script hashes are known before the first byte:
   * a repeat view answers 304, a shared cache keeps it and revalidates it cheaply, and no nonce ties it to one answer.
   */
  async function sendShared(request: FastifyRequest, reply: FastifyReply, facts: PageFacts, encoding: ReturnType<typeof documentEncoding>, page: RenderingPage | null, compose: (done: RenderedPage | null) => string) {
    const done = !page ? null : 'shared' in page ? await page.shared : await page.own.then((p) => p && completePage(p));
    // The policy allows the origins of the builds the page names, also when it was composed for an earlier answer.
    if (done) request.documentRemoteMap = done.remoteMap;
    const answer = sharedAnswerOf(facts, done, () => compose(done));
    request.cspScriptHashes = answer.scriptHashes;
    const tags = new Set<string>();
    for (const key of [pageKeyOf(request, facts.locale), documentKey(originOf(request), facts.locale, request.url)]) for (const tag of documents?.tagsOf(key) ?? []) tags.add(tag);
    const etag = answer.etag(encoding);
    reply.header('etag', etag).header('surrogate-key', surrogateKeys(tags)).header('cache-tag', surrogateKeys(tags).replace(/ /g, ','));
    if (reply.statusCode < 300 && etagMatches(request.headers['if-none-match'], etag)) {
      reply.removeHeader('content-encoding');
      return reply.status(304).send();
    }
    return reply.send(answer.bytes(encoding));
  }

  // The database unreachable (a restart, a dropped connection): the visitor gets the 503 page, not an error answer.
  const servePageOr503 = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await servePage(request, reply);
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      request.log.warn({ error }, 'document without database');
      const locale: Locale = request.url.startsWith('/en') ? 'en' : 'de';
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendDocument(request, reply, errorPageFacts(503, locale), null, null, registry.currentMaps());
    }
  };
  app.addHook('onListen', async () => warmPageRender(app, ctx));
  // `shared`: these answers set no per-visitor cookie, so a shared cache may keep the anonymous ones.
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: servePageOr503, config: { shared: true } });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: servePageOr503, config: { shared: true } });
}
