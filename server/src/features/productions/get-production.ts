import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { berlinDay, berlinInstant } from '../../lib/berlin-time';
import { loadDetailParts } from '../../lib/load-detail-parts';
import { sanitizeRichText } from '../../lib/rich-text';
import { loadEvents } from '../../lib/load-events';
import { pathIdSchema } from '../../lib/query-params';
import { loadProductions } from './lib/load-productions';

/** GET /api/productions/{id}/: the production with its dates from today on ("Dates and Tickets"). */
export function registerGetProduction(app: FastifyInstance, ctx: AppContext): void {
  localizedRoute(app, 'GET', '/api/productions/:id/', async (request, _reply, locale) => {
    const { id } = parseInput(pathIdSchema, request.params, 'params');
    const [production] = await loadProductions(ctx.db, locale, [id]);
    if (!production) throw notFound('production');
    const now = ctx.clock.now();
    const rows = await ctx.db.query<{ id: number }>('SELECT id FROM events WHERE production_id = $1 AND date_start >= $2 ORDER BY date_start, id', [
      id,
      berlinInstant(berlinDay(now)).toISOString(),
    ]);
    const [parts, events] = await Promise.all([loadDetailParts(ctx.db, locale, 'production', id, now), loadEvents(ctx.db, locale, rows.map((r) => r.id), now)]);
    return { ...production, description: sanitizeRichText(production.description), ...parts, events };
  });
}
