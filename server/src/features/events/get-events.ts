import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { berlinDay, berlinInstant } from '../../lib/berlin-time';
import { eventFilterShape } from '../../lib/event-filter';
import { eventListPage } from '../../lib/event-list-page';
import { loadEvents } from '../../lib/load-events';
import { paginate } from '../../lib/paging';
import { langParam, queryPage, queryPageSize, queryUrlDate } from '../../lib/query-params';
import { domainCaches, JSON_TYPE } from '../../lib/response-cache';

const querySchema = z.object({ ...eventFilterShape, date: queryUrlDate, page: queryPage, page_size: queryPageSize(10), lang: langParam });

/** GET /api/events/: events from the given day on (default today in Berlin), sorted by start, filtered, paginated. */
export function registerGetEvents(app: FastifyInstance, ctx: AppContext): void {
  const cache = domainCaches(ctx.db, ctx.clock).programme;
  localizedRoute(app, 'GET', '/api/events/', async (request, reply, locale) => {
    const q = parseInput(querySchema, request.query, 'query');
    const now = ctx.clock.now();
    const from = berlinInstant(q.date || berlinDay(now));
    const text = await cache.json(`events|${locale}|${request.url}|${from.getTime()}`, async () => {
      const { ids, count } = await eventListPage(ctx.db, q, from);
      const results = await loadEvents(ctx.db, locale, ids, now);
      return paginate(request, q.page, q.page_size, count, results);
    });
    return reply.type(JSON_TYPE).send(text.body);
  });
}
