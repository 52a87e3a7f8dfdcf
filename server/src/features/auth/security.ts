import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE } from 'shared-contracts/api-paths';
import type { AppContext } from '../../context';
import { secureCookie } from '../../lib/tls';
import { forbidden } from '../../http/errors';
import { requireStaff } from '../../lib/require-staff';
import { crossSiteWithCredentials, originAllowed } from './request-origin';
import { requireRole } from '../../lib/require-role';
import type { StaffRole } from 'shared-contracts/roles';
import { type StaffUser, userForSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff user of a valid session cookie, else null. */
    user: StaffUser | null;
    /** The CSRF token of this request: the cookie's, or the one set on this response. */
    csrfToken: string;
  }
  interface FastifyContextConfig {
    /**
     * 'form': the handler checks the token itself (login form's hidden field); 'skip': no check. 'bearer': a request
     * with an Authorization header is judged by that token in the handler (a page on another site cannot add the
     * header, and no cookie is involved), as is one without any session (refused there); a session's write is
     * checked as usual.
     */
    csrf?: 'form' | 'skip' | 'bearer';
    /**
     * 'staff': any staff session; a role: a session whose role may (admin always may). 401 or 403 come before the
     * CSRF check, so the editor can tell them apart.
     */
    auth?: 'staff' | StaffRole;
    /**
     * The answer may be kept by a shared cache and given to other visitors (anonymous page documents): it must not
     * set the visitor's CSRF cookie, which the browser fetches from CSRF_TOKEN_PATH when it first needs it.
     */
    shared?: true;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_HEADER_NAME = 'x-csrftoken';
// Static files need no token; every API answer (and every answer of a route not marked `shared`) gets one.
const NO_TOKEN_PREFIXES = ['/remotes/', '/media/'];

export function tokensMatch(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string' || a.length < 16 || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export const CSRF_ERROR = 'csrf: missing or invalid token';
export const ORIGIN_ERROR = 'origin: writes from another site are refused';
export const CROSS_SITE_ERROR = 'origin: writes from another site are refused (the browser marked this one as cross-site)';

/**
 * Session and CSRF for the whole server (every feature's routes): loads the staff user,
 * sets the readable `csrftoken` cookie when missing, and rejects any non-GET/HEAD call whose X-CSRFToken header
 * does not equal that cookie (double-submit), whose Origin (or Referer) is another site, or that the browser marks
 * `Sec-Fetch-Site: cross-site` while sending our cookies. Registered on the root instance, so it covers every route.
 */
export function registerSecurity(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.decorateRequest('csrfToken', '');

  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[CSRF_COOKIE];
    if (typeof cookieToken === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(cookieToken)) {
      request.csrfToken = cookieToken;
    } else {
      request.csrfToken = randomBytes(24).toString('base64url');
      const shared = request.routeOptions.config?.shared === true;
      if (!shared && !NO_TOKEN_PREFIXES.some((p) => request.url.startsWith(p))) setCsrfCookie(reply, request.csrfToken, ctx);
    }
    const sessionToken = request.cookies[SESSION_COOKIE];
    if (sessionToken) request.user = await userForSession(ctx.db, ctx.clock, sessionToken);

    const auth = request.routeOptions.config?.auth;
    if (auth === 'staff') requireStaff(request);
    else if (auth) requireRole(request, auth);
    const mode = request.routeOptions.config?.csrf;
    if (SAFE_METHODS.has(request.method) || mode === 'skip') return;
    if (mode === 'bearer' && (request.headers.authorization !== undefined || !request.user)) return;
    if (crossSiteWithCredentials(request, ctx)) throw forbidden(CROSS_SITE_ERROR);
    if (!originAllowed(request, ctx)) throw forbidden(ORIGIN_ERROR);
    if (mode === 'form') return;
    if (!tokensMatch(request.headers[CSRF_HEADER_NAME], cookieToken)) throw forbidden(CSRF_ERROR);
  });
}

/** A new token at login and logout: one that was seen before the session changed is worth nothing after. */
export function rotateCsrfToken(request: FastifyRequest, reply: FastifyReply, ctx: AppContext): void {
  request.csrfToken = randomBytes(24).toString('base64url');
  setCsrfCookie(reply, request.csrfToken, ctx);
}

export function setCsrfCookie(reply: FastifyReply, token: string, ctx: AppContext): void {
  // Readable by scripts on purpose: the front-ends copy it into the X-CSRFToken header.
  reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', httpOnly: false, secure: secureCookie(reply.request, ctx), maxAge: 365 * 24 * 3600 });
}
