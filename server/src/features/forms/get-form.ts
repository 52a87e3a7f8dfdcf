import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { pathIdSchema } from '../../lib/query-params';
import { loadForm } from './lib/load-form';

/** GET /api/forms/{id}/: the form with its fields and the appended `email2` confirmation field. */
export function registerGetForm(app: FastifyInstance, ctx: AppContext): void {
  localizedRoute(app, 'GET', '/api/forms/:id/', async (request, _reply, locale) => {
    const { id } = parseInput(pathIdSchema, request.params, 'params');
    const form = await loadForm(ctx.db, locale, id);
    if (!form) throw notFound('form');
    const { success: _success, ...publicForm } = form;
    return publicForm;
  });
}
