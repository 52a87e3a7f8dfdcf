import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { uploadStore } from '../../lib/upload-store';
import { requireStaff } from '../../lib/require-staff';

const params = z.object({ id: z.string().uuid('must be a file id') });

/**
 * GET /api/temp-files/{id}/ for staff reading form entries: always a download (`attachment`), never rendered by the
 * browser in the site's origin, whatever the visitor uploaded.
 */
export function registerGetTempFile(app: FastifyInstance, ctx: AppContext): void {
  localizedRoute(app, 'GET', '/api/temp-files/:id/', async (request, reply) => {
      requireStaff(request);
      const { id } = parseInput(params, request.params, 'params');
      const [row] = await ctx.db.query<{ name: string; content_type: string; size: number }>('SELECT name, content_type, size FROM temp_files WHERE id = $1', [id]);
      const file = row ? await uploadStore(ctx).read(id) : null;
      if (!row || !file) throw new HttpError(404, 'id: file not found', 'id');
      const asciiName = row.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('content-type', row.content_type)
        .header('content-length', String(row.size))
        .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(row.name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file);
  });
}
