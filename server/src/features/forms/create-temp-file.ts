import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TempFile } from 'shared-contracts/entities';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../http/errors';
import { localizedRoute } from '../../http/localized';

export const TEMP_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** Allowed uploads: content type → how the file must start (the declared type alone is not trusted). */
const ALLOWED: Record<string, (b: Buffer) => boolean> = {
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (b) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
};

/** POST /api/temp-files/: one multipart field `file` (≤ 5 MB, pdf/jpeg/png/webp/docx), kept until a form entry refers to it. */
export function registerCreateTempFile(app: FastifyInstance, ctx: AppContext): void {
  localizedRoute(app, 'POST', '/api/temp-files/', async (request, reply) => {
    if (!request.isMultipart()) throw badRequest('file', 'send multipart/form-data with a field named file');
    const { part, data } = await readUpload(request);
    const check = ALLOWED[part.mimetype];
    if (!check) throw badRequest('file', `type ${part.mimetype} is not allowed (pdf, jpeg, png, webp, docx)`);
    if (data.length === 0 || !check(data)) throw badRequest('file', `content is not a valid ${part.mimetype} file`);
    const file: TempFile = { id: randomUUID(), name: (part.filename || 'upload').slice(0, 200), size: data.length, content_type: part.mimetype };
    await ctx.db.query('INSERT INTO temp_files (id, name, size, content_type, data, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      file.id,
      file.name,
      file.size,
      file.content_type,
      data,
      ctx.clock.now().toISOString(),
    ]);
    return reply.status(201).send(file);
  });
}

/** The one file part, read into memory; a cut-off or malformed multipart body is the client's mistake (400). */
async function readUpload(request: FastifyRequest) {
  try {
    const part = await request.file({ limits: { fileSize: TEMP_FILE_MAX_BYTES, files: 1 } });
    if (!part || part.fieldname !== 'file') throw badRequest('file', 'a field named file is required');
    return { part, data: await part.toBuffer() };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `file: larger than ${TEMP_FILE_MAX_BYTES / 1024 / 1024} MB`, 'file');
    if (statusCode && statusCode >= 400 && statusCode < 500) throw error;
    throw badRequest('file', `malformed multipart body (${(error as Error).message})`);
  }
}
