import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { migrationsComplete } from '../../db/migrate';
import { freeDiskFloorFromEnv, uploadDiskState } from '../../lib/upload-disk';
import { uploadsDir } from '../../lib/upload-store';

const READY_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Probes for a process manager or load balancer. `/healthz`: the process is alive and serving (restart it if not).
 * `/readyz`: it can answer requests now, i.e. the database answers and every migration is applied (send traffic only
 * then); its `details.uploads` tells whether the upload disk takes files. While the server shuts down Fastify answers both with 503, so a balancer stops routing to it.
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/healthz', { config: { csrf: 'skip' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { config: { csrf: 'skip' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const migrated = await withTimeout(migrationsComplete(ctx.db), READY_TIMEOUT_MS);
      if (!migrated) return reply.status(503).send({ status: 'unavailable', reason: 'database: migrations pending' });
      // A full upload disk leaves every other answer working, so the instance stays ready; the details say why
      // uploads are refused, for whoever watches the probe.
      const uploads = await uploadDiskState(ctx, uploadsDir(ctx), freeDiskFloorFromEnv());
      return { status: 'ready', details: { uploads } };
    } catch (error) {
      return reply.status(503).send({ status: 'unavailable', reason: `database: ${(error as Error).message}` });
    }
  });
}
