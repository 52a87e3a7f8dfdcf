import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { loadEvents } from '../../lib/load-events';
import { pathIdSchema } from '../../lib/query-params';

/** GET /api/events/{id}/: one event with seat groups and live availability. */
export function registerGetEvent(app: FastifyInstance, ctx: AppContext): void {
  localizedRoute(app, 'GET', '/api/events/:id/', async (request, _reply, locale) => {
    const { id } = parseInput(pathIdSchema, request.params, 'params');
    const [event] = await loadEvents(ctx.db, locale, [id], ctx.clock.now());
    if (!event) throw notFound('event');
    return event;
  });
}
