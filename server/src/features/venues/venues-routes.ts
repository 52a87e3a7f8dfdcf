import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { berlinDay, berlinInstant } from '../../lib/berlin-time';
import { loadEvents } from '../../lib/load-events';
import { pathIdSchema } from '../../lib/query-params';
import { loadVenues } from './lib/load-venues';

/** GET /api/venues/ and /api/venues/{id}/ (the detail adds the venue's next events). */
export function registerVenuesRoutes(app: FastifyInstance, ctx: AppContext): void {
  localizedRoute(app, 'GET', '/api/venues/', (_request, _reply, locale) => loadVenues(ctx.db, locale));
  localizedRoute(app, 'GET', '/api/venues/:id/', async (request, _reply, locale) => {
    const { id } = parseInput(pathIdSchema, request.params, 'params');
    const [venue] = await loadVenues(ctx.db, locale, id);
    if (!venue) throw notFound('venue');
    const now = ctx.clock.now();
    const rows = await ctx.db.query<{ id: number }>('SELECT id FROM events WHERE venue_id = $1 AND date_start >= $2 ORDER BY date_start, id LIMIT 20', [
      id,
      berlinInstant(berlinDay(now)).toISOString(),
    ]);
    return { ...venue, events: await loadEvents(ctx.db, locale, rows.map((r) => r.id), now) };
  });
}
