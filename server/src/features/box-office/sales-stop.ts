import type { FastifyInstance } from 'fastify';
import { salesStopSchema } from 'shared-contracts/box-office';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { clearDomainCaches, clearEventAvailability } from '../../lib/response-cache';
import { clearSiteCache } from '../../lib/site-cache';
import { requireBoxOffice } from './require-box-office';

const eventParams = z.object({ id: z.coerce.number().int().positive('must be an event id').max(2_147_483_647) });

/**
 * POST /{locale}/api/box-office/events/{id}/sales-stop/ `{ stopped }`: the box office's stop switch. While it is on
 * the cart refuses new holds for the event and the ticket widget says so; holds already taken may still be ordered.
 */
export function registerSalesStopRoute(app: FastifyInstance, ctx: AppContext): void {
  forLocales(app, 'POST', '/api/box-office/events/:id/sales-stop/', async (request, reply) => {
    requireBoxOffice(request);
    const { id } = parseInput(eventParams, request.params, 'params');
    const { stopped } = parseInput(salesStopSchema, request.body ?? {}, 'body');
    const [event] = await ctx.db.query<{ id: number }>('UPDATE events SET sales_stopped = $2 WHERE id = $1 RETURNING id', [id, stopped]);
    if (!event) throw notFound('event');
    // Every instance drops what shows the event's tickets: API answers, cached documents.
    clearEventAvailability(ctx.db, [id]);
    clearDomainCaches(ctx.db);
    clearSiteCache(ctx.db);
    reply.header('cache-control', 'private, no-store');
    return { id, sales_stopped: stopped };
  });
}
