import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TempFile } from 'shared-contracts/entities';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../http/errors';
import { localizedRoute } from '../../http/localized';
import { createAddRateLimit } from '../../http/sliding-window-limit';
import { ALLOWED_TYPES, MEDIA_TYPES, SNIFF_BYTES } from '../../lib/upload-types';
import type { UploadLimits } from './lib/upload-limits';
import { uploadPath } from '../../lib/upload-store';

const DAY_MS = 24 * 60 * 60_000;
const VISITOR_UPLOADS = { types: ALLOWED_TYPES, names: 'pdf, jpeg, png, webp, docx' };
const STAFF_UPLOADS = { types: { ...ALLOWED_TYPES, ...MEDIA_TYPES }, names: 'pdf, jpeg, png, webp, docx, mp4, mov, webm, ogg, m4a, mp3, wav' };

/**
 * POST /api/temp-files/: one multipart field `file` (pdf/jpeg/png/webp/docx, checked on its first bytes), streamed to
 * DATA_DIR/uploads, never into the database. Over the size limit is a 413 and nothing is kept; per address a rate
 * limit, per client a daily quota of unattached bytes (both 429). Staff may also upload video and audio for the media
 * library, up to their own size limit and outside the visitors' daily quota.
 */
export function registerCreateTempFile(app: FastifyInstance, ctx: AppContext, limits: UploadLimits): void {
  const perAddress = createAddRateLimit({ max: limits.perAddress, windowMs: limits.windowMs, now: () => ctx.clock.now().getTime() });
  localizedRoute(app, 'POST', '/api/temp-files/', async (request, reply) => {
    if (!request.isMultipart()) throw badRequest('file', 'send multipart/form-data with a field named file');
    const client = request.ip;
    const wait = perAddress.take(client);
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      return reply.status(429).send({ message: `file: too many uploads; please wait ${Math.ceil(wait / 1000)} s`, field: 'file' });
    }
    const staff = Boolean(request.user?.is_staff);
    const since = new Date(ctx.clock.now().getTime() - DAY_MS).toISOString();
    const [{ used }] = await ctx.db.query<{ used: number }>(
      `SELECT coalesce(sum(size), 0)::bigint::float8 AS used FROM temp_files t
        WHERE t.client_key = $1 AND t.created_at >= $2 AND NOT EXISTS (SELECT 1 FROM form_entries e WHERE strpos(e.field_values::text, t.id) > 0)`,
      [client, since],
    );
    if (!staff && used >= limits.quotaBytes) {
      return reply.status(429).send({ message: `file: upload quota of ${limits.quotaBytes / 1024 / 1024} MB a day used up`, field: 'file' });
    }

    const id = randomUUID();
    const target = uploadPath(ctx, id)!;
    const stored = staff
      ? await storeUpload(request, target, STAFF_UPLOADS, Math.max(limits.maxBytes, limits.mediaMaxBytes), Math.max(limits.maxBytes, limits.mediaMaxBytes))
      : await storeUpload(request, target, VISITOR_UPLOADS, Math.min(limits.maxBytes, limits.quotaBytes - used), limits.maxBytes);
    const file: TempFile = { id, name: (stored.filename || 'upload').slice(0, 200), size: stored.size, content_type: stored.mimetype };
    try {
      await ctx.db.query('INSERT INTO temp_files (id, name, size, content_type, client_key, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        file.id,
        file.name,
        file.size,
        file.content_type,
        client,
        ctx.clock.now().toISOString(),
      ]);
    } catch (error) {
      await fs.promises.rm(target, { force: true });
      throw error;
    }
    return reply.status(201).send(file);
  });
}

/**
 * Streams the one file part to `target`, counting bytes: past `allowed` the upload is aborted and the partial file
 * removed (413), so a cut-off file is never kept. The type is checked on the first bytes before anything is written.
 */
async function storeUpload(request: FastifyRequest, target: string, accepted: typeof VISITOR_UPLOADS, allowed: number, maxBytes: number) {
  let part;
  try {
    // The parser's own limit sits one byte above ours, so going over is always seen here, never silently truncated.
    part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
  } catch (error) {
    throw clientError(error, maxBytes);
  }
  if (!part || part.fieldname !== 'file') throw badRequest('file', 'a field named file is required');
  const check = accepted.types[part.mimetype];
  if (!check) {
    part.file.resume();
    throw badRequest('file', `type ${part.mimetype} is not allowed (${accepted.names})`);
  }
  let size = 0;
  let head = Buffer.alloc(0);
  let out: fs.WriteStream | null = null;
  const cleanUp = async () => {
    out?.destroy();
    await fs.promises.rm(target, { force: true });
  };
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new HttpError(413, `file: larger than ${maxBytes} bytes (${maxBytes / 1024 / 1024} MB)`, 'file');
      if (size > allowed) throw new HttpError(429, 'file: this upload would exceed the daily upload quota', 'file');
      if (!out) {
        head = Buffer.concat([head, chunk]);
        if (head.length < SNIFF_BYTES) continue;
        if (!check(head)) throw badRequest('file', `content is not a valid ${part.mimetype} file`);
        out = fs.createWriteStream(target, { flags: 'wx' });
        if (!out.write(head)) await new Promise<void>((resolve) => out!.once('drain', () => resolve()));
        continue;
      }
      if (!out.write(chunk)) await new Promise<void>((resolve) => out!.once('drain', () => resolve()));
    }
    if (part.file.truncated) throw new HttpError(413, `file: larger than ${maxBytes} bytes (${maxBytes / 1024 / 1024} MB)`, 'file');
    if (!out) {
      // Shorter than the sniffing window: small but possibly valid (a tiny PNG); check what there is.
      if (head.length === 0 || !check(head)) throw badRequest('file', `content is not a valid ${part.mimetype} file`);
      await fs.promises.writeFile(target, head, { flag: 'wx' });
    } else {
      await new Promise<void>((resolve, reject) => out!.end((error?: Error | null) => (error ? reject(error) : resolve())));
    }
  } catch (error) {
    await cleanUp();
    part.file.resume();
    throw clientError(error, maxBytes);
  }
  return { size, filename: part.filename, mimetype: part.mimetype };
}

/** Parser failures are the client's: a cut-off or malformed body 400, too large 413. */
function clientError(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE' || statusCode === 413) return new HttpError(413, `file: larger than ${maxBytes} bytes (${maxBytes / 1024 / 1024} MB)`, 'file');
  if (statusCode && statusCode >= 400 && statusCode < 500) return error;
  return badRequest('file', `malformed multipart body (${(error as Error).message})`);
}
