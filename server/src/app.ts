import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { registerLoginRoutes } from './features/auth/login-routes';
import { registerSecurity } from './features/auth/security';
import { registerSecurityHeaders } from './features/security-headers/security-headers';
import { registerDocumentHost } from './features/document/document-host';
import { registerEditorRoutes } from './features/editor/editor-routes';
import { registerErrorLogRoutes } from './features/error-log/error-log-routes';
import { registerLegalRoutes } from './features/legal/legal-routes';
import { registerPageRoutes } from './features/pages/page-routes';
import { registerSiteRoutes } from './features/site/site-routes';
import { registerMediaRoutes } from './features/static/media-routes';
import { registerUserRoutes } from './features/users/user-routes';
import { breakingNewsRoutes } from './features/breaking-news/routes';
import { calendarRoutes } from './features/calendar/get-calendar';
import { eventsRoutes } from './features/events/routes';
import { filtersRoutes } from './features/filters/get-filter-options';
import { formsRoutes } from './features/forms/routes';
import { magazineRoutes } from './features/magazine/routes';
import { openingHoursRoutes } from './features/opening-hours/routes';
import { productionsRoutes } from './features/productions/routes';
import { searchRoutes } from './features/search/routes';
import { seriesRoutes } from './features/series/get-series-detail';
import { teamRoutes } from './features/team/routes';
import { teasersRoutes } from './features/teasers/get-teasers';
import { ticketingRoutes } from './features/ticketing/routes';
import { venuesRoutes } from './features/venues/routes';
import { HttpError } from './http/errors';
import { registerFormBody } from './http/form-body';

/**
 * Builds the whole server: API, auth, document host. Feature plugins are registered explicitly below,
 * one line each, so a newcomer sees every area the server answers for in one place.
 */
export async function buildApp(ctx: AppContext, options: { logger?: boolean | { level: string } } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: ctx.config.trustProxy ?? false,
    // Trailing slashes are part of the contract (`/api/events/`), so routes are matched exactly.
    routerOptions: { ignoreTrailingSlash: false, ignoreDuplicateSlashes: true },
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; validation?: unknown }, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({ message: error.message, ...(error.field ? { field: error.field } : {}), ...error.extra });
    }
    // Fastify's own client errors: bad JSON, wrong content type, body too large, bad multipart.
    const status = error.statusCode ?? 500;
    // Safety net: a value the database cannot take (NUL byte, number out of range, bad text form) is the client's
    // mistake, never a 500. PostgreSQL error class 22 = data exception.
    if (typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code) && !error.statusCode) {
      return reply.status(400).send({ message: `request: invalid value (${error.message})`, field: 'request' });
    }
    if (status === 413) return reply.status(413).send({ message: 'body: request body is too large', field: 'body' });
    if (status >= 400 && status < 500) {
      const field = error.code?.startsWith('FST_ERR_CTP') || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'body' : 'request';
      return reply.status(status).send({ message: `${field}: ${error.message}`, field });
    }
    request.log.error(error);
    return reply.status(500).send({ message: 'internal error' });
  });

  // ---- feature registrations (server-core) ----
  await app.register(fastifyCookie);
  registerFormBody(app);
  // sendFile only; the document host and the media route decide what is served from where.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  registerSecurity(app, ctx);
  registerSecurityHeaders(app, ctx);
  registerLoginRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerPageRoutes(app, ctx);
  registerEditorRoutes(app, ctx);
  registerErrorLogRoutes(app, ctx);
  registerLegalRoutes(app, ctx);
  registerMediaRoutes(app);
  // The document host answers GET for every other path (site routes, shell assets, /remotes/…).
  registerDocumentHost(app, ctx);
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: `not found: ${request.method} ${request.url.split('?')[0]}` }));
  // ---- feature registrations (server-domain) ----
  await app.register(eventsRoutes, ctx);
  await app.register(teasersRoutes, ctx);
  await app.register(calendarRoutes, ctx);
  await app.register(filtersRoutes, ctx);
  await app.register(productionsRoutes, ctx);
  await app.register(seriesRoutes, ctx);
  await app.register(venuesRoutes, ctx);
  await app.register(teamRoutes, ctx);
  await app.register(magazineRoutes, ctx);
  await app.register(breakingNewsRoutes, ctx);
  await app.register(openingHoursRoutes, ctx);
  await app.register(formsRoutes, ctx);
  await app.register(searchRoutes, ctx);
  await app.register(ticketingRoutes, ctx);

  void ctx;
  return app;
}
