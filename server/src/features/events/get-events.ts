import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { berlinDay, berlinInstant } from '../../lib/berlin-time';
import { eventFilterShape, eventFilterSql } from '../../lib/event-filter';
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
      const params: unknown[] = [from.toISOString()];
      const where = ['e.date_start >= $1', ...eventFilterSql(q, params)].join(' AND ');
      const offset = (q.page - 1) * q.page_size;
      const rows = await ctx.db.query<{ id: number; total: number }>(
        `SELECT e.id, count(*) OVER ()::int AS total FROM events e WHERE ${where}
          ORDER BY e.date_start, e.id LIMIT ${q.page_size} OFFSET ${offset}`,
        params,
      );
      const count =
        rows[0]?.total ??
        (offset === 0 ? 0 : (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events e WHERE ${where}`, params))[0].n);
      const results = await loadEvents(ctx.db, locale, rows.map((r) => r.id), now);
      return paginate(request, q.page, q.page_size, count, results);
    });
    return reply.type(JSON_TYPE).send(text.body);
  });
}
