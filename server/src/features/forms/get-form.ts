import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { pathIdSchema } from '../../lib/query-params';
import { sanitizeRichText } from '../../lib/rich-text';
import { loadForm } from './lib/load-form';

/**
 * GET /api/forms/{id}/: the form with its fields and the appended `email2` confirmation field. The intro is staff's
 * rich text; it passes the sanitizer here as well as on save, since forms written before that rule (or by the seed and
 * by hand) reach visitors too, and the form page inserts it as markup.
 */
export function registerGetForm(app: FastifyInstance, ctx: AppContext): void {
  localizedRoute(app, 'GET', '/api/forms/:id/', async (request, _reply, locale) => {
    const { id } = parseInput(pathIdSchema, request.params, 'params');
    const form = await loadForm(ctx.db, locale, id);
    if (!form) throw notFound('form');
    const { success: _success, ...publicForm } = form;
    return { ...publicForm, intro: sanitizeRichText(publicForm.intro) };
  });
}
