import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';

/** TRUSTED_ORIGINS: further sites allowed to post here, comma-separated origins (`https://shop.example.org`). */
export function trustedOriginsFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => new URL(s).origin);
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The origin a browser says a write comes from: Origin, else Referer's origin; undefined when it says neither. */
function claimedOrigin(request: FastifyRequest): string | null | undefined {
  const origin = first(request.headers.origin);
  if (origin !== undefined) return origin === 'null' ? null : origin;
  const referer = first(request.headers.referer);
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * A write is refused when the browser names another site as its source, even with a valid token: a token can leak
 * (a shared machine, a logged page), the source cannot be forged by a page in a browser. Our own host (as the request
 * addresses it, or as a trusted proxy forwards it), SITE_URL and TRUSTED_ORIGINS pass. A request naming no source at
 * all passes on its token alone (decision 097). `Origin: null` (sandboxed frames, opaque redirects) is refused.
 */
export function originAllowed(request: FastifyRequest, ctx: AppContext): boolean {
  const claimed = claimedOrigin(request);
  if (claimed === undefined) return true;
  if (claimed === null) return false;
  let url: URL;
  try {
    url = new URL(claimed);
  } catch {
    return false;
  }
  // Read our host with the claimed scheme, so a default port written out (`localhost:80`) compares equal.
  const own = URL.canParse(`${url.protocol}//${request.host}`) ? new URL(`${url.protocol}//${request.host}`).host : request.host;
  if (url.host === own) return true;
  return trustedOrigins(ctx).includes(url.origin);
}

/** SITE_URL and TRUSTED_ORIGINS: the other origins whose pages may write here. */
function trustedOrigins(ctx: AppContext): string[] {
  return [...(ctx.config.trustedOrigins ?? []), ...(ctx.config.mail?.siteUrl ? [new URL(ctx.config.mail.siteUrl).origin] : [])];
}

/**
 * A write the browser itself marks as made by another site (`Sec-Fetch-Site: cross-site`, which no page can change)
 * while it carries our cookies: refused, unless it names a trusted origin. It holds even where Origin and Referer are
 * left out or stripped on the way. Requests without the header (older browsers, server-to-server calls) and
 * same-origin or same-site ones are left to the other checks.
 */
export function crossSiteWithCredentials(request: FastifyRequest, ctx: AppContext): boolean {
  if (first(request.headers['sec-fetch-site'])?.toLowerCase() !== 'cross-site') return false;
  if (!request.headers.cookie) return false;
  const claimed = claimedOrigin(request);
  if (!claimed || !URL.canParse(claimed)) return true;
  return !trustedOrigins(ctx).includes(new URL(claimed).origin);
}
