import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCreateFormEntry } from './create-form-entry';
import { registerCreateTempFile, TEMP_FILE_MAX_BYTES } from './create-temp-file';
import { registerGetForm } from './get-form';

export async function formsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Registered inside this plugin only (encapsulated), unless the app already parses multipart.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: TEMP_FILE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  }
  registerGetForm(app, ctx);
  registerCreateTempFile(app, ctx);
  registerCreateFormEntry(app, ctx);
}
