import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_TOKEN_PATH, SESSION_COOKIE } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import { buildPath } from 'shared-contracts/routes';
import type { AppContext } from '../../context';
import { forLocales } from '../../http/locale-routes';
import { authText, renderLoginPage, renderLogoutPage, waitText } from './auth-pages';
import { safeNext } from '../../lib/auth-urls';
import { createLoginThrottle } from './login-throttle';
import { accountLimitFromEnv, createAccountLoginLimit } from './account-login-limit';
import { needsRehash } from '../../lib/passwords/password-format';
import { hashPassword, stopPasswordWorker, verifyPassword } from '../../lib/passwords/password-hash';
import { CSRF_ERROR, rotateCsrfToken, tokensMatch } from './security';
import { SESSION_DAYS, createSession, destroySession } from './sessions';
import { secureCookie } from '../../lib/tls';

// A hash to compare against when the user does not exist, so both cases take the same time (scrypt of a random
// password with the current parameters; computed once, on the password thread).
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword(`unknown-user-${Math.random()}`));

/** At most this many logins from one address are checked at once; more answer 429 at once instead of queueing. */
const MAX_IN_FLIGHT_PER_ADDRESS = 2;

type FormBody = Record<string, unknown> | undefined;
const field = (body: FormBody, key: string) => (typeof body?.[key] === 'string' ? (body[key] as string) : '');

/** The token may come in the form's hidden field or in the X-CSRFToken header (a script posting the form). */
function csrfOk(request: FastifyRequest): boolean {
  const body = request.body as FormBody;
  const sent = field(body, 'csrfmiddlewaretoken') || request.headers['x-csrftoken'];
  return tokensMatch(sent, request.cookies[CSRF_COOKIE]);
}

const wantsJson = (request: FastifyRequest) => (request.headers['content-type'] ?? '').includes('application/json');

function html(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const throttle = createLoginThrottle(ctx.db, { now: () => ctx.clock.now().getTime() });
  const accounts = createAccountLoginLimit(ctx.db, { ...accountLimitFromEnv(), now: () => ctx.clock.now().getTime() });
  const inFlight = new Map<string, number>();
  // The password thread is started on demand; a closing server ends it (the next use starts a new one).
  app.addHook('onClose', () => stopPasswordWorker());

  const showLogin = (request: FastifyRequest, reply: FastifyReply, locale: Locale) => {
    const next = safeNext((request.query as Record<string, unknown>).next, locale);
    return html(reply, 200, renderLoginPage(locale, { csrfToken: request.csrfToken, next }));
  };
  // The security hook sets the cookie on this answer when the request brought none; nothing else to say.
  app.get(CSRF_TOKEN_PATH, async (_request, reply) => reply.header('cache-control', 'no-store').status(204).send());
  forLocales(app, 'GET', '/login/', showLogin);
  forLocales(app, 'GET', '/login', (request, reply, locale) => reply.redirect(`/${locale}/login/${request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''}`, 301));

  forLocales(
    app,
    'POST',
    '/login/',
    async (request, reply, locale) => {
      const body = request.body as FormBody;
      const username = field(body, 'username').trim().slice(0, 150);
      const password = field(body, 'password').slice(0, 200);
      const next = safeNext(field(body, 'next') || (request.query as Record<string, unknown>).next, locale);
      const fail = (status: number, error: string) =>
        wantsJson(request)
          ? reply.status(status).send({ message: error, ...(status === 400 ? { field: username ? 'password' : 'username' } : {}) })
          : html(reply, status, renderLoginPage(locale, { csrfToken: request.csrfToken, next, username, error }));

      if (!csrfOk(request)) return wantsJson(request) ? reply.status(403).send({ message: CSRF_ERROR }) : fail(403, authText(locale, 'csrf'));
      if (!username || !password) return fail(400, `${authText(locale, 'required')}`);
      const address = request.ip;
      const wait = await throttle.retryAfterMs(address, username);
      const busy = (inFlight.get(address) ?? 0) >= MAX_IN_FLIGHT_PER_ADDRESS;
      if (wait > 0 || busy) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(wait / 1000))));
        return fail(429, authText(locale, 'limited'));
      }
      // Only a try the address may make counts for the account; one the account must wait with is not checked at all.
      const accountWait = await accounts.take(username);
      if (accountWait > 0) {
        const seconds = Math.max(1, Math.ceil(accountWait / 1000));
        reply.header('retry-after', String(seconds));
        return fail(429, authText(locale, 'accountLimited').replace('{wait}', waitText(locale, seconds)));
      }

      inFlight.set(address, (inFlight.get(address) ?? 0) + 1);
      let user: { id: number; password_hash: string; must_change_password: boolean } | undefined;
      let ok: boolean;
      try {
        [user] = await ctx.db.query<{ id: number; password_hash: string; must_change_password: boolean }>(
          'SELECT id, password_hash, must_change_password FROM users WHERE lower(username) = lower($1) AND is_staff AND is_active',
          [username],
        );
        ok = await verifyPassword(password, user?.password_hash ?? (await dummy()));
      } finally {
        const left = (inFlight.get(address) ?? 1) - 1;
        if (left > 0) inFlight.set(address, left);
        else inFlight.delete(address);
      }
      if (!user || !ok) {
        await throttle.fail(address, username);
        return fail(400, authText(locale, 'failed'));
      }
      await throttle.succeed(address, username);
      await accounts.succeed(username);
      // Older bcrypt hashes (and ones with weaker parameters) are replaced now that the password is known.
      if (needsRehash(user.password_hash)) {
        const upgraded = await hashPassword(password);
        await ctx.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, upgraded]);
      }

      const session = await createSession(ctx.db, ctx.clock, user.id);
      reply.setCookie(SESSION_COOKIE, session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie(request, ctx),
        maxAge: SESSION_DAYS * 24 * 3600,
      });
      rotateCsrfToken(request, reply, ctx);
      // A one-time password leads to the back office's start, where it is replaced before anything else works.
      const target = user.must_change_password ? buildPath('cms-hub', locale) : next;
      if (wantsJson(request)) return reply.send({ ok: true, next: target });
      return reply.redirect(target, 303);
    },
    { config: { csrf: 'form' } },
  );

  forLocales(app, 'GET', '/logout/', (request, reply, locale) => {
    const next = safeNext((request.query as Record<string, unknown>).next, locale);
    return html(reply, 200, renderLogoutPage(locale, { csrfToken: request.csrfToken, next }));
  });
  forLocales(
    app,
    'POST',
    '/logout/',
    async (request, reply, locale) => {
      if (!csrfOk(request)) return reply.status(403).send({ message: CSRF_ERROR });
      const token = request.cookies[SESSION_COOKIE];
      if (token) await destroySession(ctx.db, token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      rotateCsrfToken(request, reply, ctx);
      const next = safeNext(field(request.body as FormBody, 'next'), locale);
      if (wantsJson(request)) return reply.send({ ok: true, next });
      return reply.redirect(next, 303);
    },
    { config: { csrf: 'form' } },
  );
}
