import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { isRealDay } from '../../lib/berlin-time';
import { daySales } from './day-sales';
import { boxOfficeEvents, eventSales } from './event-sales';
import { requireBoxOffice } from './require-box-office';
import { guestsCsv, salesCsv } from './sales-csv';

const eventParams = z.object({ id: z.coerce.number().int().positive('must be an event id').max(2_147_483_647) });
const dayParams = z.object({ day: z.string().refine(isRealDay, 'must be a day (YYYY-MM-DD)') });

/**
 * Staff only: GET /{locale}/api/box-office/events/ (events to sell and check in, with counts),
 * …/events/{id}/sales/ (sold, held, free, revenue, check-ins per seat group), …/sales.csv and …/guests.csv, and
 * …/days/{YYYY-MM-DD}/sales/ (every event of that Berlin day with its totals).
 */
export function registerSalesRoutes(app: FastifyInstance, ctx: AppContext): void {
  forLocales(app, 'GET', '/api/box-office/events/', async (request, reply, locale) => {
    requireBoxOffice(request);
    reply.header('cache-control', 'private, no-store');
    return boxOfficeEvents(ctx.db, locale, ctx.clock.now());
  });
  forLocales(app, 'GET', '/api/box-office/events/:id/sales/', async (request, reply, locale) => {
    requireBoxOffice(request);
    const { id } = parseInput(eventParams, request.params, 'params');
    const sales = await eventSales(ctx.db, id, locale, ctx.clock.now());
    if (!sales) throw notFound('event');
    reply.header('cache-control', 'private, no-store');
    return sales;
  });
  forLocales(app, 'GET', '/api/box-office/days/:day/sales/', async (request, reply, locale) => {
    requireBoxOffice(request);
    const { day } = parseInput(dayParams, request.params, 'params');
    reply.header('cache-control', 'private, no-store');
    return daySales(ctx.db, day, locale, ctx.clock.now());
  });
  for (const [file, build] of [
    ['sales', salesCsv],
    ['guests', guestsCsv],
  ] as const) {
    forLocales(app, 'GET', `/api/box-office/events/:id/${file}.csv`, async (request, reply, locale) => {
      requireBoxOffice(request);
      const { id } = parseInput(eventParams, request.params, 'params');
      const [event] = await ctx.db.query('SELECT 1 FROM events WHERE id = $1', [id]);
      if (!event) throw notFound('event');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}-${id}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(await build(ctx.db, id, locale));
    });
  }
}
