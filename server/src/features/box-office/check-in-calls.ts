import type { FastifyInstance } from 'fastify';
import { checkInRequestSchema, undoCheckInRequestSchema } from 'shared-contracts/box-office';
import type { AppContext } from '../../context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { ticketSignerFor } from '../../lib/ticket-signature';
import { checkIn, undoCheckIn } from './check-in';
import { listForScan } from './check-in-lists';
import { requireBoxOffice, staffName } from './require-box-office';

/**
 * Staff only, CSRF: POST /{locale}/api/box-office/check-ins/ {code, event_id?, list_id?, direction?, force?, scan_id?}
 * answers 200 with the scan's result (a refusal is an answer of the door, not a client error; `overridable` says
 * whether "admit anyway" may follow with `force`); POST …/check-ins/undo/ {code} takes an admission back (404 unknown
 * ticket, 409 not checked in).
 */
export function registerCheckInRoutes(app: FastifyInstance, ctx: AppContext): void {
  forLocales(app, 'POST', '/api/box-office/check-ins/', async (request, reply, locale) => {
    const user = requireBoxOffice(request);
    const body = parseInput(checkInRequestSchema, request.body ?? {}, 'body');
    const list = await listForScan(ctx.db, body.list_id, body.event_id);
    if (body.direction === 'exit' && !list?.allowReentry) throw badRequest('direction', 'exit scans need a check-in list that allows re-entry');
    const signer = await ticketSignerFor(ctx.db, ctx.config.ticketSigningKey);
    const outcome = await checkIn(ctx.db, signer, {
      code: body.code,
      eventId: body.event_id ?? null,
      list,
      direction: body.direction,
      force: body.force,
      scanId: body.scan_id,
      staff: staffName(user),
      now: ctx.clock.now(),
      locale,
    });
    reply.header('cache-control', 'private, no-store');
    return { result: outcome.result, ticket: outcome.ticket, overridable: outcome.overridable };
  });
  forLocales(app, 'POST', '/api/box-office/check-ins/undo/', async (request, reply, locale) => {
    const user = requireBoxOffice(request);
    const body = parseInput(undoCheckInRequestSchema, request.body ?? {}, 'body');
    const signer = await ticketSignerFor(ctx.db, ctx.config.ticketSigningKey);
    const undone = await undoCheckIn(ctx.db, signer, body.code, staffName(user), ctx.clock.now(), locale);
    if (!undone.found) throw notFound('ticket');
    if (!undone.ticket) throw new HttpError(409, 'code: the ticket is not checked in', 'code');
    reply.header('cache-control', 'private, no-store');
    return { result: 'undone', ticket: undone.ticket };
  });
}
