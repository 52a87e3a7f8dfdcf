import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TempFile } from 'shared-contracts/entities';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../http/errors';
import { localizedRoute } from '../../http/localized';
import { createSharedRateLimit } from '../../http/sliding-window-limit';
import { ALLOWED_TYPES, MEDIA_TYPES, SNIFF_BYTES } from '../../lib/upload-types';
import type { UploadLimits } from './lib/upload-limits';
import { type UploadStore, uploadStore, uploadsDir } from '../../lib/upload-store';
import { isOutOfSpace, noteOutOfSpace, uploadDiskState } from '../../lib/upload-disk';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
/** reserveQuota's answer when the visitors' hourly budget is spent (distinct from 0, the client's own quota). */
const BUDGET_SPENT = -1;
const VISITOR_UPLOADS = { types: ALLOWED_TYPES, names: 'pdf, jpeg, png, webp, docx' };
const STAFF_UPLOADS = { types: { ...ALLOWED_TYPES, ...MEDIA_TYPES }, names: 'pdf, jpeg, png, webp, docx, mp4, mov, webm, ogg, m4a, mp3, wav' };

/**
 * POST /api/temp-files/: one multipart field `file` (pdf/jpeg/png/webp/docx, checked on its first bytes), streamed to
 * DATA_DIR/uploads, never into the database. Over the size limit is a 413 and nothing is kept; per address a rate
 * limit, per client a daily quota of unattached bytes (both 429), for all visitors together an hourly byte budget (503).
 * A full disk, or free disk below the floor for visitors, is a 507 before a byte is read (decision 096). Staff may also
 * upload video and audio for the media library, up to their own size limit and outside the visitors' quota and budget.
 */
export function registerCreateTempFile(app: FastifyInstance, ctx: AppContext, limits: UploadLimits): void {
  const uploads = createSharedRateLimit(ctx.db, { name: 'upload', windowMs: limits.windowMs, now: () => ctx.clock.now().getTime() });
  localizedRoute(app, 'POST', '/api/temp-files/', async (request, reply) => {
    if (!request.isMultipart()) throw badRequest('file', 'send multipart/form-data with a field named file');
    const staff = Boolean(request.user?.is_staff);
    // The disk is asked before anything else is written (the rate limit and the quota write rows too), so a full
    // disk answers at once instead of failing, or hanging, halfway through.
    const disk = await uploadDiskState(ctx, uploadsDir(ctx), limits.freeDiskFloorBytes);
    if (disk.status === 'full' || (disk.status === 'floor' && !staff)) {
      request.raw.resume();
      reply.header('retry-after', '300');
      return reply.status(507).send({ message: 'file: uploads are not possible right now (no room on the server); please try again later', field: 'file' });
    }
    const client = request.ip;
    const wait = await uploads.take({ key: client, max: limits.perAddress });
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      return reply.status(429).send({ message: `file: too many uploads; please wait ${Math.ceil(wait / 1000)} s`, field: 'file' });
    }
    // The quota is checked and this upload's share reserved in one step under a lock per client, so parallel uploads
    // (on this instance or another) cannot each see the same free room: the row holds the most this upload may
    // write until it is done, then its real size.
    const staffMax = Math.max(limits.maxBytes, limits.mediaMaxBytes);
    const id = randomUUID();
    const reserved = await reserveQuota(ctx, client, id, limits, staff ? staffMax : null);
    if (reserved === BUDGET_SPENT) {
      reply.header('retry-after', '600');
      return reply.status(503).send({ message: 'file: the site takes no more uploads this hour; please try again later', field: 'file' });
    }
    if (reserved <= 0) {
      return reply.status(429).send({ message: `file: upload quota of ${limits.quotaBytes / 1024 / 1024} MB a day used up`, field: 'file' });
    }
    const store = uploadStore(ctx);
    let file: TempFile;
    try {
      const stored = staff
        ? await storeUpload(request, store, id, STAFF_UPLOADS, reserved, staffMax)
        : await storeUpload(request, store, id, VISITOR_UPLOADS, reserved, limits.maxBytes);
      file = { id, name: (stored.filename || 'upload').slice(0, 200), size: stored.size, content_type: stored.mimetype };
      await ctx.db.query('UPDATE temp_files SET name = $2, size = $3, content_type = $4 WHERE id = $1', [file.id, file.name, file.size, file.content_type]);
    } catch (error) {
      await store.remove(id).catch(() => undefined);
      await ctx.db.query('DELETE FROM temp_files WHERE id = $1', [id]).catch(() => undefined);
      if (isOutOfSpace(error)) {
        noteOutOfSpace(ctx);
        reply.header('retry-after', '300');
        return reply.status(507).send({ message: 'file: the server has no room for this file right now; please try again later', field: 'file' });
      }
      throw error;
    }
    return reply.status(201).send(file);
  });
}

/**
 * Takes the lock of this client, sums what it uploaded in the last day and is not yet attached (reservations of
 * uploads still running included) and records a reservation of up to one file's size. Answers the bytes reserved;
 * 0 when the quota is used up (nothing recorded then). Staff uploads (`staffMax` set) are outside the quota but are
 * recorded the same way, so the purge of unattached files treats them alike.
 */
async function reserveQuota(ctx: AppContext, client: string, id: string, limits: UploadLimits, staffMax: number | null): Promise<number> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  return ctx.db.transaction(async (tx) => {
    if (staffMax === null) {
      // One budget for all visitors together: many addresses, each within its own quota, still cannot fill the disk.
      // The lock makes parallel reservations (on any instance) see each other's bytes.
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', ['upload-budget']);
      const [{ spent }] = await tx.query<{ spent: number }>(
        'SELECT coalesce(sum(size), 0)::bigint::float8 AS spent FROM temp_files WHERE NOT by_staff AND created_at >= $1',
        [new Date(now.getTime() - HOUR_MS).toISOString()],
      );
      if (spent + Math.min(limits.maxBytes, limits.quotaBytes) > limits.budgetBytesPerHour) return BUDGET_SPENT;
    }
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`upload-quota|${client}`]);
    const [{ used }] = await tx.query<{ used: number }>(
      `SELECT coalesce(sum(size), 0)::bigint::float8 AS used FROM temp_files t
        WHERE t.client_key = $1 AND t.created_at >= $2 AND NOT EXISTS (SELECT 1 FROM form_entries e WHERE strpos(e.field_values::text, t.id) > 0)`,
      [client, since],
    );
    const room = staffMax ?? Math.min(limits.maxBytes, limits.quotaBytes - used);
    if (room <= 0) return 0;
    await tx.query('INSERT INTO temp_files (id, name, size, content_type, client_key, created_at, by_staff) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      id,
      'upload',
      room,
      'application/octet-stream',
      client,
      now.toISOString(),
      staffMax !== null,
    ]);
    return room;
  });
}

/**
 * Streams the one file part into the upload store, counting bytes: past `allowed` the upload is aborted and the partial file
 * removed (413), so a cut-off file is never kept. The type is checked on the first bytes before anything is written.
 */
async function storeUpload(request: FastifyRequest, store: UploadStore, id: string, accepted: typeof VISITOR_UPLOADS, allowed: number, maxBytes: number) {
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
  let out: Writable | null = null;
  // A failing store (disk full, a lost volume) is the server's fault: its error is passed on as it is, never as a 400.
  let storeError: Error | null = null;
  const open = () => {
    const stream = store.createWriteStream(id);
    stream.on('error', (error) => (storeError ??= error));
    return stream;
  };
  const write = async (stream: Writable, chunk: Buffer) => {
    if (storeError) throw storeError;
    if (!stream.write(chunk)) await once(stream, 'drain');
  };
  const cleanUp = async () => {
    out?.destroy();
    await store.remove(id);
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
        out = open();
        await write(out, head);
        continue;
      }
      await write(out, chunk);
    }
    if (part.file.truncated) throw new HttpError(413, `file: larger than ${maxBytes} bytes (${maxBytes / 1024 / 1024} MB)`, 'file');
    if (!out) {
      // Shorter than the sniffing window: small but possibly valid (a tiny PNG); check what there is.
      if (head.length === 0 || !check(head)) throw badRequest('file', `content is not a valid ${part.mimetype} file`);
      out = open();
      await write(out, head);
    }
    out.end();
    await finished(out);
  } catch (error) {
    await cleanUp();
    part.file.resume();
    if (storeError && error === storeError) throw error;
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
