import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCloseConnections } from './http/close-connections';
import type { AppContext } from './context';
import { registerAuthRoutes } from './features/auth/auth-routes';
import { registerSecurity } from './features/auth/security';
import { registerSecurityHeadersRoutes } from './features/security-headers/security-headers-routes';
import { clientErrorAnswer } from './features/security-headers/client-error-answer';
import { registerBreakingNewsRoutes } from './features/breaking-news/breaking-news-routes';
import { registerConsentRoutes } from './features/consent/consent-routes';
import { registerCalendarRoutes } from './features/calendar/calendar-routes';
import { registerDocumentRoutes } from './features/document/document-routes';
import { registerEditorRoutes } from './features/editor/editor-routes';
import { registerErrorLogRoutes } from './features/error-log/error-log-routes';
import { registerEventsRoutes } from './features/events/events-routes';
import { registerFiltersRoutes } from './features/filters/filters-routes';
import { registerFontsRoutes } from './features/fonts/fonts-routes';
import { registerFormsRoutes } from './features/forms/forms-routes';
import { registerLegalRoutes } from './features/legal/legal-routes';
import { registerMagazineRoutes } from './features/magazine/magazine-routes';
import { registerOpeningHoursRoutes } from './features/opening-hours/opening-hours-routes';
import { registerPagesRoutes } from './features/pages/pages-routes';
import { registerProductionsRoutes } from './features/productions/productions-routes';
import { registerSearchRoutes } from './features/search/search-routes';
import { registerSeriesRoutes } from './features/series/series-routes';
import { registerSiteRoutes } from './features/site/site-routes';
import { registerStaticRoutes } from './features/static/static-routes';
import { registerTeamRoutes } from './features/team/team-routes';
import { registerTeasersRoutes } from './features/teasers/teasers-routes';
import { registerTicketingRoutes } from './features/ticketing/ticketing-routes';
import { registerOrdersRoutes } from './features/orders/orders-routes';
import { registerBoxOfficeRoutes } from './features/box-office/box-office-routes';
import { registerUsersRoutes } from './features/users/users-routes';
import { registerResourcesRoutes } from './features/resources/resources-routes';
import { registerVenuesRoutes } from './features/venues/venues-routes';
import { registerRemoteRegistryRoutes } from './features/remote-registry/remote-registry-routes';
import { isConnectionError } from './db/unavailable';
import { registerHealthRoutes } from './features/health/health-routes';
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS, registerDatabaseGate } from './http/database-gate';
import { HttpError } from './http/errors';
import { registerFormBody } from './http/form-body';
import { startCacheSync } from './lib/cache-sync';

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
    // Requests the HTTP parser refuses (an overlong address: 431) get the security headers of every other answer.
    clientErrorHandler: clientErrorAnswer,
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; validation?: unknown }, request, reply) => {
    if (isConnectionError(error)) {
      request.log.warn({ error }, 'request without database');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE, field: 'database' });
    }
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

  // Plugins the routes rely on, then every feature's routes: one plain `register<Feature>Routes(app, ctx)` call each,
  // on the root instance, so the session/CSRF hook and the error handler above cover all of them.
  // Probes first: they answer even when the database is down, which is when they matter.
  registerHealthRoutes(app, ctx);
  registerCloseConnections(app);
  registerDatabaseGate(app, ctx.db);
  await app.register(fastifyCookie);
  registerFormBody(app);
  // sendFile only; the document routes and the static routes decide what is served from where.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  registerSecurity(app, ctx);
  registerSecurityHeadersRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerUsersRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerPagesRoutes(app, ctx);
  registerEditorRoutes(app, ctx);
  registerErrorLogRoutes(app, ctx);
  registerLegalRoutes(app, ctx);
  registerConsentRoutes(app, ctx);
  registerStaticRoutes(app);
  registerFontsRoutes(app);
  registerEventsRoutes(app, ctx);
  registerTeasersRoutes(app, ctx);
  registerCalendarRoutes(app, ctx);
  registerFiltersRoutes(app, ctx);
  registerProductionsRoutes(app, ctx);
  registerSeriesRoutes(app, ctx);
  registerVenuesRoutes(app, ctx);
  registerTeamRoutes(app, ctx);
  registerMagazineRoutes(app, ctx);
  registerBreakingNewsRoutes(app, ctx);
  registerOpeningHoursRoutes(app, ctx);
  registerFormsRoutes(app, ctx);
  registerSearchRoutes(app, ctx);
  registerTicketingRoutes(app, ctx);
  registerOrdersRoutes(app, ctx);
  registerResourcesRoutes(app, ctx);
  registerBoxOfficeRoutes(app, ctx);
  registerRemoteRegistryRoutes(app, ctx);
  // The document routes answer GET for every other path (site routes, shell assets, /remotes/…).
  registerDocumentRoutes(app, ctx);
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: `not found: ${request.method} ${request.url.split('?')[0]}` }));
  // Other server processes on the same database tell this one which cached answers their writes made stale.
  const stopCacheSync = await startCacheSync(ctx.db);
  app.addHook('onClose', async () => stopCacheSync());
  return app;
}
