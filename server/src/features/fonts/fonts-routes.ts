import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { servedFaces } from '../../lib/brand-fonts';

/** The brand's woff2 files under /fonts/: names carry a content hash, so they are cached for a year. */
export function registerFontsRoutes(app: FastifyInstance): void {
  app.get('/fonts/:file', (request, reply) => {
    const { file } = request.params as { file: string };
    const face = servedFaces().find((f) => f.url === `/fonts/${file}`);
    if (!face) return reply.callNotFound();
    return reply
      .sendFile(path.basename(face.file), path.dirname(face.file), { cacheControl: false, preCompressed: false } as never)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('access-control-allow-origin', '*');
  });
}
