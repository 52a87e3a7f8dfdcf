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
  const trusted = [...(ctx.config.trustedOrigins ?? []), ...(ctx.config.mail?.siteUrl ? [new URL(ctx.config.mail.siteUrl).origin] : [])];
  return trusted.includes(url.origin);
}
