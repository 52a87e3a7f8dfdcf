import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { HttpError } from './http/errors';

/**
 * Builds the whole server: API, auth, document host. Feature plugins are registered explicitly below,
 * one line each, so a newcomer sees every area the server answers for in one place.
 */
export async function buildApp(ctx: AppContext, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Trailing slashes are part of the contract (`/api/events/`), so routes are matched exactly.
    ignoreTrailingSlash: false,
    ignoreDuplicateSlashes: true,
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; validation?: unknown }, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({ message: error.message, ...(error.field ? { field: error.field } : {}), ...error.extra });
    }
    // Fastify's own client errors: bad JSON, wrong content type, body too large, bad multipart.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const field = error.code?.startsWith('FST_ERR_CTP') || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'body' : 'request';
      return reply.status(status).send({ message: `${field}: ${error.message}`, field });
    }
    request.log.error(error);
    return reply.status(500).send({ message: 'internal error' });
  });

  // ---- feature registrations (server-core) ----
  // ---- feature registrations (server-domain) ----

  void ctx;
  return app;
}
