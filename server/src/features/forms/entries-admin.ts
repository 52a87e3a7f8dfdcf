import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FIELD_TYPES } from 'shared-contracts/constants';
import { DELETE_ALL_CONFIRMATION, type FormEntryColumn, type FormEntryList, type FormEntryRow, formEntryListQuerySchema } from 'shared-contracts/back-office/forms';
import type { Locale } from 'shared-contracts/locales';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { berlinIso } from '../../lib/berlin-time';
import { toCsv } from '../../lib/csv';
import { clearDomainCaches } from '../../lib/response-cache';
import { ENTRY_READERS, requireEntryReader } from './entry-readers';
import { roleAllows } from 'shared-contracts/roles';
import { uploadStore } from '../../lib/upload-store';
import { type StoredUpload, sendUpload } from '../../lib/upload-download';

const BASE = '/pageeditor-api/forms/:id/entries';
const formParams = z.object({ id: z.coerce.number().int().positive('must be a form id') });
const entryParams = formParams.extend({ entryId: z.coerce.number().int().positive('must be an entry id') });
const fileParams = entryParams.extend({ slug: z.string().regex(/^[a-z0-9_-]{1,60}$/, 'must be a field key') });
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Entries are what visitors sent: their readers (editors and admins) read and delete them. */
const staffRole = requireEntryReader;

const TEXTS = {
  de: { id: 'Nr.', at: 'Eingegangen', locale: 'Sprache', yes: 'ja', no: 'nein' },
  en: { id: 'No.', at: 'Received', locale: 'Language', yes: 'yes', no: 'no' },
} as const;

async function formTitle(db: Queryable, id: number, locale: Locale): Promise<string> {
  const [form] = await db.query<{ title: string }>(`SELECT title_${locale} AS title FROM forms WHERE id = $1`, [id]);
  if (!form) throw notFound('form');
  return form.title;
}

/** The form's fields in their order, then keys only older entries have (a field deleted since), so nothing sent is hidden. */
async function columnsOf(db: Queryable, formId: number, locale: Locale): Promise<FormEntryColumn[]> {
  const fields = await db.query<FormEntryColumn>(`SELECT slug, label_${locale} AS label, field_type FROM form_fields WHERE form_id = $1 ORDER BY sort, id`, [formId]);
  const known = new Set(fields.map((f) => f.slug));
  const older = await db.query<{ slug: string }>(
    `SELECT DISTINCT k AS slug FROM form_entries e, jsonb_object_keys(e.field_values) AS k WHERE e.form_id = $1 ORDER BY 1`,
    [formId],
  );
  return [...fields, ...older.filter((o) => !known.has(o.slug)).map((o) => ({ slug: o.slug, label: o.slug, field_type: null }))];
}

const entrySelect = `SELECT id, created_at, locale, field_values FROM form_entries`;
const asRow = (r: FormEntryRow & { created_at: Date | string }): FormEntryRow => ({ ...r, created_at: new Date(r.created_at).toISOString() });

/** Uploads an entry refers to, by the form's file fields: the ids of the files kept for it. */
async function fileIdsOf(db: Queryable, formId: number, entries: FormEntryRow[]): Promise<string[]> {
  const fileSlugs = (await db.query<{ slug: string }>('SELECT slug FROM form_fields WHERE form_id = $1 AND field_type = $2', [formId, FIELD_TYPES.file])).map((f) => f.slug);
  return entries.flatMap((e) => fileSlugs.map((s) => e.field_values[s]).filter((v): v is string => typeof v === 'string' && v !== ''));
}

/** Deletes entries and the uploads they refer to: a data-protection request leaves no file behind. */
async function deleteEntries(ctx: AppContext, formId: number, entryId: number | null): Promise<number> {
  const { entries, fileIds } = await ctx.db.transaction(async (tx) => {
    const gone = (await tx.query<FormEntryRow>(
      `DELETE FROM form_entries WHERE form_id = $1 ${entryId === null ? '' : 'AND id = $2'} RETURNING id, created_at, locale, field_values`,
      entryId === null ? [formId] : [formId, entryId],
    ));
    const ids = await fileIdsOf(tx, formId, gone);
    if (ids.length) await tx.query('DELETE FROM temp_files WHERE id = ANY($1::text[])', [ids]);
    return { entries: gone, fileIds: ids };
  });
  const store = uploadStore(ctx);
  for (const id of fileIds) await store.remove(id);
  return entries.length;
}

/**
 * Staff calls on a form's entries, under `/{locale}/pageeditor-api/forms/{id}/entries/`: the list (newest first,
 * search `q`), one entry, its uploaded files (never for anyone else: 404), the CSV export, delete one, delete all.
 */
export function registerFormEntriesAdmin(app: FastifyInstance, ctx: AppContext): void {
  forLocales(app, 'GET', `${BASE}/`, async (request, reply, locale): Promise<FormEntryList> => {
    staffRole(request);
    const { id } = parseInput(formParams, request.params, 'params');
    const { q, page, page_size } = parseInput(formEntryListQuerySchema, request.query ?? {}, 'query');
    const title = await formTitle(ctx.db, id, locale);
    const params: unknown[] = [id];
    let where = 'form_id = $1';
    if (q?.trim()) {
      params.push(`%${escapeLike(q.trim())}%`);
      where += ` AND field_values::text ILIKE $2`;
    }
    const [{ n }] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM form_entries WHERE ${where}`, params);
    const items = await ctx.db.query<FormEntryRow>(`${entrySelect} WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${page_size} OFFSET ${(page - 1) * page_size}`, params);
    reply.header('cache-control', 'no-store');
    return { form: { id, title }, columns: await columnsOf(ctx.db, id, locale), items: items.map(asRow), count: n, page, page_size };
  });

  forLocales(app, 'GET', `${BASE}/csv/`, async (request, reply, locale) => {
    staffRole(request);
    const { id } = parseInput(formParams, request.params, 'params');
    await formTitle(ctx.db, id, locale);
    const columns = await columnsOf(ctx.db, id, locale);
    const files = new Map((await ctx.db.query<{ id: string; name: string }>(
      `SELECT t.id, t.name FROM temp_files t WHERE EXISTS (SELECT 1 FROM form_entries e WHERE e.form_id = $1 AND strpos(e.field_values::text, t.id) > 0)`,
      [id],
    )).map((f) => [f.id, f.name]));
    const entries = (await ctx.db.query<FormEntryRow>(`${entrySelect} WHERE form_id = $1 ORDER BY created_at DESC, id DESC`, [id])).map(asRow);
    const t = TEXTS[locale];
    const cell = (column: FormEntryColumn, value: FormEntryRow['field_values'][string] | undefined): string => {
      if (value === undefined || value === null) return '';
      if (typeof value === 'boolean') return value ? t.yes : t.no;
      if (Array.isArray(value)) return value.join(', ');
      return column.field_type === FIELD_TYPES.file ? (files.get(value) ?? value) : value;
    };
    const csv = toCsv([
      [t.id, t.at, t.locale, ...columns.map((c) => c.label)],
      ...entries.map((e) => [e.id, berlinIso(new Date(e.created_at)), e.locale, ...columns.map((c) => cell(c, e.field_values[c.slug]))]),
    ]);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="form-${id}-entries.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

  forLocales(app, 'GET', `${BASE}/:entryId/`, async (request, reply, locale) => {
    staffRole(request);
    const { id, entryId } = parseInput(entryParams, request.params, 'params');
    const title = await formTitle(ctx.db, id, locale);
    const [entry] = await ctx.db.query<FormEntryRow>(`${entrySelect} WHERE form_id = $1 AND id = $2`, [id, entryId]);
    if (!entry) throw notFound('entry');
    const fileIds = await fileIdsOf(ctx.db, id, [entry]);
    const files = fileIds.length ? await ctx.db.query<{ id: string; name: string; size: number }>('SELECT id, name, size FROM temp_files WHERE id = ANY($1::text[])', [fileIds]) : [];
    reply.header('cache-control', 'no-store');
    return { form: { id, title }, columns: await columnsOf(ctx.db, id, locale), entry: asRow(entry), files };
  });

  // Visitors' uploads are answered only to editors and admins; to anyone else the file does not exist.
  forLocales(app, 'GET', `${BASE}/:entryId/files/:slug/`, async (request, reply) => {
    if (!request.user?.is_staff || request.user.must_change_password || !roleAllows(request.user.role, ENTRY_READERS)) throw notFound('file');
    const { id, entryId, slug } = parseInput(fileParams, request.params, 'params');
    const [entry] = await ctx.db.query<FormEntryRow>(`${entrySelect} WHERE form_id = $1 AND id = $2`, [id, entryId]);
    const [field] = await ctx.db.query('SELECT 1 FROM form_fields WHERE form_id = $1 AND slug = $2 AND field_type = $3', [id, slug, FIELD_TYPES.file]);
    const fileId = entry && field ? entry.field_values[slug] : null;
    const [row] = typeof fileId === 'string' ? await ctx.db.query<StoredUpload>('SELECT name, content_type, size FROM temp_files WHERE id = $1', [fileId]) : [];
    const data = row ? await uploadStore(ctx).read(fileId as string) : null;
    if (!row || !data) throw new HttpError(404, 'slug: file not found', 'slug');
    return sendUpload(reply, row, data);
  });

  forLocales(app, 'DELETE', `${BASE}/:entryId/`, async (request, reply) => {
    staffRole(request);
    const { id, entryId } = parseInput(entryParams, request.params, 'params');
    if ((await deleteEntries(ctx, id, entryId)) === 0) throw notFound('entry');
    clearDomainCaches(ctx.db);
    return reply.status(204).send();
  });

  forLocales(app, 'DELETE', `${BASE}/`, async (request, reply, locale) => {
    staffRole(request);
    const { id } = parseInput(formParams, request.params, 'params');
    if ((request.query as Record<string, unknown> | undefined)?.confirm !== DELETE_ALL_CONFIRMATION) {
      throw badRequest('confirm', `must be ${DELETE_ALL_CONFIRMATION} to delete every entry of the form`);
    }
    await formTitle(ctx.db, id, locale);
    const deleted = await deleteEntries(ctx, id, null);
    return reply.header('cache-control', 'no-store').send({ deleted });
  });
}
