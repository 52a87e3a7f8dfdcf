import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCreateFormEntry } from './create-form-entry';
import { registerCreateTempFile, TEMP_FILE_MAX_BYTES } from './create-temp-file';
import { registerGetForm } from './get-form';

export function registerFormsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerGetForm(app, ctx);
  // Multipart parsing only for the upload route: a child scope keeps the parser away from every other route.
  void app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: TEMP_FILE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    registerCreateTempFile(uploads, ctx);
  });
  registerCreateFormEntry(app, ctx);
  // Uploads no entry refers to are dropped after a day; files of stored entries stay with the entry.
  const timer = setInterval(() => {
    const before = new Date(ctx.clock.now().getTime() - 24 * 60 * 60_000).toISOString();
    ctx.db
      .query(`DELETE FROM temp_files t WHERE t.created_at < $1 AND NOT EXISTS (SELECT 1 FROM form_entries e WHERE strpos(e.field_values::text, t.id) > 0)`, [before])
      .catch((error) => app.log.warn({ error }, 'temp file purge failed'));
  }, 60 * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
