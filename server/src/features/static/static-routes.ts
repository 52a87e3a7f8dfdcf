import type { FastifyInstance } from 'fastify';
import { getMediaRoot } from '../../lib/media-root';

/**
 * Generated media under /media/ (images, partners' SVG wordmarks, the demo video) and the library's uploaded video and
 * audio under /media/files/: names carry a content hash, so they are cached for a year.
 */
export function registerStaticRoutes(app: FastifyInstance): void {
  app.get('/media/*', (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    if (!/^(files\/)?[a-z0-9][a-z0-9._-]*\.(jpg|webp|avif|png|svg|mp4|webm|mov|ogv|m4a|weba|ogg|mp3|wav)$/i.test(file)) return reply.callNotFound();
    return reply.sendFile(file, getMediaRoot(), { cacheControl: false, preCompressed: false } as never).header('cache-control', 'public, max-age=31536000, immutable');
  });
}
