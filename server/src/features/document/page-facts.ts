import type { FastifyRequest } from 'fastify';
import { type Locale, PRODUCT_NAME } from 'shared-contracts/locales';
import { type RouteMatch, routeRemotes } from 'shared-contracts/routes';
import { PAGE_MIDDLEWARE, type SiteSettings } from 'shared-contracts/site';
import type { RemoteName } from 'shared-contracts/slots';
import type { AppContext } from '../../context';
import { loginUrl } from '../../lib/auth-urls';
import type { ResponseCache } from '../../lib/response-cache';
import { type HeadInfo, routeResolver } from '../../lib/route-resolvers';
import { loadSettings } from '../../lib/settings-repo';
import { siteCache } from '../../lib/site-cache';
import { ldSite } from './document-extras';
import { resolveStaticHead } from './static-heads';
import { structuredDataFor } from './structured-data/route-structured-data';

/** What a page's answer is before anything is rendered: its status, its head and the remotes it shows. */
export interface PageFacts {
  status: number;
  locale: Locale;
  head: HeadInfo;
  urls: Partial<Record<Locale, string>>;
  error?: string;
  remotes: RemoteName[];
  /** JSON-LD script elements for the head (empty for error pages). */
  structuredData?: string;
}

const STATUS_TITLES: Record<number, Record<Locale, string>> = {
  404: { de: '404 Not Found', en: '404 Not Found' },
  500: { de: 'Fehler', en: 'Error' },
  503: { de: 'Website offline', en: 'Website offline' },
};

export function errorPageFacts(status: number, locale: Locale, error?: string): PageFacts {
  return { status, locale, head: { title: STATUS_TITLES[status]?.[locale] ?? String(status) }, urls: {}, remotes: [], ...(error ? { error } : {}) };
}

/** The settings the page was decided with (null when they could not be read: the page is then the 503 one). */
export type PageFactsRead = { redirect: string } | { facts: PageFacts; settings: SiteSettings | null };

interface PageAddress {
  match: RouteMatch | null;
  locale: Locale;
  shop: boolean;
  staff: boolean;
  pathname: string;
  query: URLSearchParams;
}

/**
 * Status, head and structured data of the page at `address`, with the site settings it was decided with, or the
 * login a members' page sends an anonymous visitor to.
 */
export async function readPageFacts(ctx: AppContext, cache: ResponseCache, request: FastifyRequest, address: PageAddress): Promise<PageFactsRead> {
  const settings = await cache.get('settings', () => loadSettings(ctx.db)).catch((error) => {
    request.log.error(error);
    return null;
  });
  const facts = await statusAndHead(ctx, request, address, settings);
  if ('redirect' in facts) return facts;
  const structuredData =
    facts.status === 200 && address.match
      ? await structuredDataFor(ctx, { match: address.match, title: facts.head.title, site: ldSite(request, address.locale, settings), query: address.query, staff: address.staff })
      : '';
  return { facts: { ...facts, structuredData }, settings };
}

async function statusAndHead(ctx: AppContext, request: FastifyRequest, s: PageAddress, settings: SiteSettings | null): Promise<PageFacts | { redirect: string }> {
  if (!settings || !settings.is_site_online) return errorPageFacts(503, s.locale);
  if (s.shop) return { status: 200, locale: s.locale, head: { title: 'Webshop' }, urls: {}, remotes: ['mf_shop'] };
  const match = s.match;
  if (!match) return errorPageFacts(404, s.locale);

  // CMS heads are the same for every visitor: kept until a write clears them. Staff see drafts, read afresh.
  const found = s.staff
    ? await resolveStaticHead(ctx, match, true)
    : await siteCache(ctx.db, ctx.clock).get(`head|${match.name}|${match.locale}|${JSON.stringify(match.params)}`, () => resolveStaticHead(ctx, match, false));
  let head: HeadInfo | null = found?.head ?? null;
  if (found?.middleware) {
    const unknown = found.middleware.find((m) => !(PAGE_MIDDLEWARE as readonly string[]).includes(m));
    if (unknown) return errorPageFacts(500, s.locale, `Unknown middleware ${unknown}`);
    if (found.middleware.includes('auth') && !request.user) return { redirect: `${loginUrl(s.locale)}?next=${encodeURIComponent(s.pathname)}` };
  }
  if (!found) {
    const resolver = routeResolver(match.name);
    if (resolver) {
      head = await resolver(ctx, s.locale, match.params, { staff: s.staff, now: ctx.clock.now() });
      if (!head) return errorPageFacts(404, s.locale);
    } else if (match.name === 'catch-all' || match.name === 'home') {
      return errorPageFacts(404, s.locale);
    } else {
      head = { title: '' };
    }
  }
  return { status: 200, locale: s.locale, head: head ?? { title: PRODUCT_NAME }, urls: head?.urls ?? {}, remotes: routeRemotes(match.name) };
}
