import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';

export const DATABASE_UNAVAILABLE_MESSAGE = 'database: temporarily unavailable, please try again in a moment';
export const RETRY_AFTER_SECONDS = 5;

/** API paths, the only ones that always need the database; documents answer their own 503 page, files need none. */
const API_PATH = /^\/(?:(?:de|en)\/)?(?:api|pageeditor-api)\//;

/**
 * While the database is known to be unreachable (a reconnect probe is running), API requests answer 503 at once
 * instead of each waiting for a connection timeout. Documents, static files and the health probes go on.
 */
export function registerDatabaseGate(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (request, reply) => {
    if (db.health.available || !API_PATH.test(request.url)) return;
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .send({ message: DATABASE_UNAVAILABLE_MESSAGE, field: 'database' });
  });
}
