import type { FastifyInstance } from 'fastify';
import { checkInRequestSchema, undoCheckInRequestSchema } from 'shared-contracts/box-office';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { ticketSignerFor } from '../../lib/ticket-signature';
import { checkIn, undoCheckIn } from './check-in';
import { requireBoxOffice, staffName } from './require-box-office';

/**
 * Staff only, CSRF: POST /{locale}/api/box-office/check-ins/ {code, event_id?} answers 200 with the scan's result
 * (valid, already_checked_in, other_event, cancelled, unknown) — a refusal is an answer of the door, not a client error;
 * POST …/check-ins/undo/ {code} takes an admission back (404 unknown ticket, 409 not checked in).
 */
export function registerCheckInRoutes(app: FastifyInstance, ctx: AppContext): void {
  forLocales(app, 'POST', '/api/box-office/check-ins/', async (request, reply, locale) => {
    const user = requireBoxOffice(request);
    const body = parseInput(checkInRequestSchema, request.body ?? {}, 'body');
    const signer = await ticketSignerFor(ctx.db, ctx.config.ticketSigningKey);
    reply.header('cache-control', 'private, no-store');
    return checkIn(ctx.db, signer, { code: body.code, eventId: body.event_id ?? null, staff: staffName(user), now: ctx.clock.now(), locale });
  });
  forLocales(app, 'POST', '/api/box-office/check-ins/undo/', async (request, reply, locale) => {
    requireBoxOffice(request);
    const body = parseInput(undoCheckInRequestSchema, request.body ?? {}, 'body');
    const signer = await ticketSignerFor(ctx.db, ctx.config.ticketSigningKey);
    const undone = await undoCheckIn(ctx.db, signer, body.code, locale);
    if (!undone.found) throw notFound('ticket');
    if (!undone.ticket) throw new HttpError(409, 'code: the ticket is not checked in', 'code');
    reply.header('cache-control', 'private, no-store');
    return { result: 'undone', ticket: undone.ticket };
  });
}
