import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCreateFormEntry } from './create-form-entry';
import { registerFormEntryPage } from './form-entry-page';
import { registerCreateTempFile } from './create-temp-file';
import { registerGetTempFile } from './get-temp-file';
import { uploadLimitsFromEnv } from './lib/upload-limits';
import { uploadStore } from '../../lib/upload-store';
import { registerGetForm } from './get-form';
import { registerFormEntriesAdmin } from './entries-admin';

export function registerFormsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limits = uploadLimitsFromEnv();
  registerGetForm(app, ctx);
  // Multipart parsing only for the upload route: a child scope keeps the parser away from every other route. One
  // byte over the limit is let through to the route, which answers 413 itself rather than keeping a cut-off file.
  void app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: Math.max(limits.maxBytes, limits.mediaMaxBytes) + 1, files: 1, fields: 5, parts: 6 } });
    registerCreateTempFile(uploads, ctx, limits);
  });
  registerGetTempFile(app, ctx);
  registerCreateFormEntry(app, ctx);
  registerFormEntryPage(app, ctx);
  registerFormEntriesAdmin(app, ctx);
  // Uploads no entry refers to are dropped after a day; files of stored entries stay with the entry.
  const timer = setInterval(() => {
    purgeUnattachedUploads(ctx).catch((error) => app.log.warn({ error }, 'temp file purge failed'));
  }, 60 * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Deletes uploads older than a day that no form entry refers to: their rows and their files. Returns how many. */
export async function purgeUnattachedUploads(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - 24 * 60 * 60_000).toISOString();
  const gone = await ctx.db.query<{ id: string }>(
    `DELETE FROM temp_files t WHERE t.created_at < $1 AND NOT EXISTS (SELECT 1 FROM form_entries e WHERE strpos(e.field_values::text, t.id) > 0) RETURNING id`,
    [before],
  );
  const store = uploadStore(ctx);
  for (const { id } of gone) await store.remove(id);
  return gone.length;
}
