import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { loadChildEventIds, loadDetailParts, loadPartners } from '../../lib/load-detail-parts';
import { loadEvents } from '../../lib/load-events';
import { pathIdSchema } from '../../lib/query-params';
import { sanitizeRichText } from '../../lib/rich-text';
import { loadEventLocation } from './lib/event-location';

/**
 * GET /api/events/{id}/: one event with seat groups, live availability, child events, its detail-page parts and where
 * it takes place (its venue's address, map position and accessibility note).
 */
export function registerGetEvent(app: FastifyInstance, ctx: AppContext): void {
  localizedRoute(app, 'GET', '/api/events/:id/', async (request, _reply, locale) => {
    const { id } = parseInput(pathIdSchema, request.params, 'params');
    const [event] = await loadEvents(ctx.db, locale, [id], ctx.clock.now());
    if (!event) throw notFound('event');
    const now = ctx.clock.now();
    const [parts, childIds, sponsors, location] = await Promise.all([
      loadDetailParts(ctx.db, locale, 'event', id, now),
      loadChildEventIds(ctx.db, id),
      loadPartners(ctx.db, 'event', id, 'sponsor'),
      loadEventLocation(ctx.db, locale, id),
    ]);
    return { ...event, description: sanitizeRichText(event.description), ...parts, sponsors, location, children: await loadEvents(ctx.db, locale, childIds, now) };
  });
}
