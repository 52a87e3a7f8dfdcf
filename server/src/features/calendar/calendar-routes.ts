import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { berlinDay, berlinInstant } from '../../lib/berlin-time';
import { eventFilterShape, eventFilterSql } from '../../lib/event-filter';
import { langParam, queryAnyDate } from '../../lib/query-params';
import { domainCaches } from '../../lib/response-cache';

const querySchema = z.object({ ...eventFilterShape, date: queryAnyDate, lang: langParam });

/** GET /api/calendar/: the days (YYYY-MM-DD, Berlin) of the month of `date` (default this month) that have events under the filters. */
export function registerCalendarRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cache = domainCaches(ctx.db, ctx.clock).programme;
  localizedRoute(app, 'GET', '/api/calendar/', async (request) => {
    const q = parseInput(querySchema, request.query, 'query');
    const day = q.date || berlinDay(ctx.clock.now());
    const monthStart = `${day.slice(0, 7)}-01`;
    const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
    const nextMonth = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    const params: unknown[] = [berlinInstant(monthStart).toISOString(), berlinInstant(nextMonth).toISOString()];
    const where = ['e.date_start >= $1', 'e.date_start < $2', ...eventFilterSql(q, params)].join(' AND ');
    return cache.get(`calendar|${JSON.stringify(params)}`, async () => {
      const rows = await ctx.db.query<{ day: string }>(
        `SELECT DISTINCT to_char(e.date_start AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD') AS day FROM events e WHERE ${where} ORDER BY day`,
        params,
      );
      return rows.map((r) => r.day);
    });
  });
}
