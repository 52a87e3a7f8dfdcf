import type { FastifyInstance } from 'fastify';
import { getMediaRoot } from '../../lib/media-root';

/** Generated images (and partners' SVG wordmarks) under /media/: names carry a content hash, so they are cached for a year. */
export function registerStaticRoutes(app: FastifyInstance): void {
  app.get('/media/*', (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    if (!/^[a-z0-9][a-z0-9._-]*\.(jpg|webp|avif|png|svg)$/i.test(file)) return reply.callNotFound();
    return reply.sendFile(file, getMediaRoot(), { cacheControl: false, preCompressed: false } as never).header('cache-control', 'public, max-age=31536000, immutable');
  });
}
