import type { FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage } from 'shared-contracts/locales';
import { SHOP_REDIRECTS } from 'shared-contracts/routes';
import { isLocalPath } from 'shared-contracts/local-path';
import type { AppContext } from '../../context';
import type { ResponseCache } from '../../lib/response-cache';

export interface PageRedirect {
  location: string;
  status: 301 | 302;
  headers?: Record<string, string>;
}

/**
 * Where a page address sends the visitor before any route is looked at: `/` to the browser's language, old shop
 * addresses to the shop, the CMS's redirect entries (old path → new path), and `?v=` (a version, an editor feature)
 * away for anonymous visitors. Null when the address is a page of its own.
 */
export async function redirectOf(ctx: AppContext, cache: ResponseCache, request: FastifyRequest, s: { pathname: string; search: string; shop: boolean; staff: boolean }): Promise<PageRedirect | null> {
  const { pathname, search } = s;
  const withSearch = (location: string) => `${location}${search ? `?${search}` : ''}`;
  const acceptLocale = localeFromAcceptLanguage(request.headers['accept-language']);
  // Browser language only, never cached: the answer differs per visitor.
  if (pathname === '/') return { location: withSearch(`/${acceptLocale}`), status: 302, headers: { 'cache-control': 'no-store', vary: 'Accept-Language' } };
  if (s.shop) {
    const target = SHOP_REDIRECTS.find((r) => r.from.test(pathname));
    if (target) return { location: target.to(acceptLocale), status: 301 };
  }
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const target = await cache.get(`redirect|${pathname}`, async () => {
    const [entry] = await ctx.db.query<{ new_path: string }>('SELECT new_path FROM redirects WHERE old_path = $1 OR old_path = $2 LIMIT 1', [pathname, trimmed]);
    return entry?.new_path ?? null;
  });
  // Editors can move a page back to an address that redirects today: browsers keep a 301 without cache headers for
  // good, which would then loop, so browsers ask again each time (search engines still learn the move). Only a path
  // on this site is followed: a row from before the writes were checked (or written by hand) that points elsewhere
  // is ignored, so the site never sends a visitor to another host under its own name.
  if (target && isLocalPath(target)) return { location: withSearch(target), status: 301, headers: { 'cache-control': 'no-cache' } };
  const query = new URLSearchParams(search);
  if (!s.staff && query.has('v')) {
    query.delete('v');
    const rest = query.toString();
    return { location: `${pathname}${rest ? `?${rest}` : ''}`, status: 301 };
  }
  return null;
}
