import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { uploadStore } from '../../lib/upload-store';
import { requireEntryReader } from './entry-readers';
import { type StoredUpload, sendUpload } from '../../lib/upload-download';

const params = z.object({ id: z.string().uuid('must be a file id') });

/**
 * GET /api/temp-files/{id}/ for the staff who read form entries (editors and admins; the box office reads none): a
 * download under a name that matches its checked type, never rendered by the browser in the site's origin, whatever
 * the visitor uploaded.
 */
export function registerGetTempFile(app: FastifyInstance, ctx: AppContext): void {
  localizedRoute(app, 'GET', '/api/temp-files/:id/', async (request, reply) => {
    requireEntryReader(request);
    const { id } = parseInput(params, request.params, 'params');
    const [row] = await ctx.db.query<StoredUpload>('SELECT name, content_type, size FROM temp_files WHERE id = $1', [id]);
    const file = row ? await uploadStore(ctx).read(id) : null;
    if (!row || !file) throw new HttpError(404, 'id: file not found', 'id');
    return sendUpload(reply, row, file);
  });
}
