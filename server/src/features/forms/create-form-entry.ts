import type { FastifyInstance } from 'fastify';
import { type FormEntryRequest, formEntryRequestSchema } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import type { AppContext } from '../../context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { createVisitorWriteLimit } from '../../lib/visitor-write-limit';
import { loadForm } from './lib/load-form';
import { checkEntry, formMessage } from './lib/validate-entry';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One throttle for visitors' form entries, however they are sent. */
export const formEntryThrottle = (ctx: AppContext) => createVisitorWriteLimit(ctx, 'form-entry', 'form');

/**
 * POST /api/forms-entries/: validates against the form's fields and stores the entry once.
 * An `Idempotency-Key` header makes a retried submit answer the first entry instead of storing a second. Throttled
 * like cart additions (429).
 */
export function registerCreateFormEntry(app: FastifyInstance, ctx: AppContext): void {
  const throttle = formEntryThrottle(ctx);
  localizedRoute(app, 'POST', '/api/forms-entries/', async (request, reply, locale) => {
    await throttle(request, reply);
    const body = parseInput(formEntryRequestSchema, request.body, 'body');
    const keyHeader = request.headers['idempotency-key'];
    const key = typeof keyHeader === 'string' && keyHeader !== '' ? keyHeader : null;
    if (key !== null && !/^[\x21-\x7e]{1,200}$/.test(key)) throw badRequest('Idempotency-Key', 'must be 1-200 visible ASCII characters');
    return reply.status(201).send(await storeFormEntry(ctx, locale, body, key));
  });
}

/**
 * Checks an entry against its form's fields and stores it once (per `key`, when given). Answers the entry's id and
 * the form's thank-you; a 400 names the first field and carries every field's message in `errors`, by slug. The
 * script's call and the server-rendered form's post both store through here, so they cannot drift apart.
 */
export async function storeFormEntry(ctx: AppContext, locale: Locale, body: FormEntryRequest, key: string | null): Promise<{ id: number; message: string }> {
  const form = await loadForm(ctx.db, locale, body.form);
  if (!form) throw notFound('form');
  const checked = checkEntry(form.fields, body.field_values);
  const fileChecks = checked.fileIds.filter((f) => !checked.errors[f.slug]);
  for (const f of fileChecks) {
    const found = UUID.test(f.id) ? await ctx.db.query('SELECT 1 FROM temp_files WHERE id = $1', [f.id]) : [];
    if (found.length === 0) checked.errors[f.slug] = 'file';
  }
  const slugs = Object.keys(checked.errors);
  if (slugs.length > 0) {
    const errors = Object.fromEntries(slugs.map((s) => [s, formMessage(checked.errors[s], locale)]));
    throw new HttpError(400, `field_values.${slugs[0]}: ${errors[slugs[0]]}`, `field_values.${slugs[0]}`, { errors });
  }
  const id = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx.query<{ id: number }>(
      `INSERT INTO form_entries (form_id, locale, field_values, idempotency_key, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [form.id, locale, JSON.stringify(checked.values), key, ctx.clock.now().toISOString()],
    );
    if (inserted) return inserted.id;
    const [existing] = await tx.query<{ id: number; form_id: number }>('SELECT id, form_id FROM form_entries WHERE idempotency_key = $1', [key]);
    if (existing.form_id !== form.id) throw new HttpError(409, 'Idempotency-Key: already used for another form', 'Idempotency-Key');
    return existing.id;
  });
  return { id, message: form.success || (locale === 'en' ? 'Thank you for your message.' : 'Vielen Dank für Ihre Nachricht.') };
}
