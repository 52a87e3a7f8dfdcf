import type { FastifyInstance } from 'fastify';
import type { DoorList, SyncAnswer, TicketSearchAnswer } from 'shared-contracts/door';
import { syncRequestSchema, ticketSearchQuerySchema } from 'shared-contracts/door';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { berlinIso } from '../../lib/berlin-time';
import { ticketSignerFor } from '../../lib/ticket-signature';
import { checkIn, logConflict } from './check-in';
import { listForScan, listsOfEvents } from './check-in-lists';
import { doorTicketOf, type TicketRow, ticketColumns } from './door-ticket-row';
import { requireBoxOffice, staffName } from './require-box-office';

const eventParams = z.object({ id: z.coerce.number().int().positive('must be an event id').max(2_147_483_647) });
const TICKET_NUMBER = /^([A-HJKMNP-Z2-9]{8})-([1-9][0-9]{0,3})$/;
const SEARCH_LIMIT = 30;
// An offline scan older than this is recorded at the time of its sync: a phone's clock can be wrong.
const OLDEST_OFFLINE_SCAN_MS = 48 * 3600 * 1000;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Staff only: GET /{locale}/api/box-office/tickets/?q=&event_id= finds tickets by ticket number, order code or buyer
 * name; GET …/events/{id}/door-list/ is every ticket of the event with its signed code and state, for checking
 * offline; POST …/check-ins/sync/ (CSRF) records the scans a phone queued offline and names the conflicts.
 */
export function registerDoorRoutes(app: FastifyInstance, ctx: AppContext): void {
  forLocales(app, 'GET', '/api/box-office/tickets/', async (request, reply, locale): Promise<TicketSearchAnswer> => {
    requireBoxOffice(request);
    const { q, event_id: eventId } = parseInput(ticketSearchQuerySchema, request.query, 'query');
    const number = TICKET_NUMBER.exec(q.toUpperCase());
    const match = number
      ? 'o.code = $1::text AND t.position = $2::int'
      : "(o.code = upper($1::text) OR o.name ILIKE '%' || $2::text || '%')";
    const rows = await ctx.db.query<TicketRow>(
      `SELECT ${ticketColumns(locale)} FROM order_tickets t JOIN orders o ON o.id = t.order_id
        WHERE ${match} AND ($3::int IS NULL OR t.event_id = $3::int)
        ORDER BY t.event_start, o.name, o.code, t.position LIMIT ${SEARCH_LIMIT}`,
      number ? [number[1], number[2], eventId ?? null] : [q, escapeLike(q), eventId ?? null],
    );
    const signer = await ticketSignerFor(ctx.db, ctx.config.ticketSigningKey);
    reply.header('cache-control', 'private, no-store');
    return { results: rows.map((row) => doorTicketOf(row, signer)) };
  });

  forLocales(app, 'GET', '/api/box-office/events/:id/door-list/', async (request, reply, locale): Promise<DoorList> => {
    requireBoxOffice(request);
    const { id } = parseInput(eventParams, request.params, 'params');
    const [event] = await ctx.db.query<{ id: number; title: string; date_start: Date | string; unpaid_policy: DoorList['unpaid_policy'] }>(
      `SELECT id, title_${locale} AS title, date_start, (SELECT door_unpaid FROM site_settings WHERE id = 1) AS unpaid_policy FROM events WHERE id = $1`,
      [id],
    );
    if (!event) throw notFound('event');
    const rows = await ctx.db.query<TicketRow>(
      `SELECT ${ticketColumns(locale)} FROM order_tickets t JOIN orders o ON o.id = t.order_id WHERE t.event_id = $1 ORDER BY o.code, t.position`,
      [id],
    );
    const signer = await ticketSignerFor(ctx.db, ctx.config.ticketSigningKey);
    reply.header('cache-control', 'private, no-store');
    return {
      event: { id: event.id, title: event.title, date_start: berlinIso(new Date(event.date_start)) },
      generated_at: berlinIso(ctx.clock.now()),
      unpaid_policy: event.unpaid_policy ?? 'warn',
      check_in_lists: (await listsOfEvents(ctx.db, [id])).get(id) ?? [],
      tickets: rows.map((row) => doorTicketOf(row, signer)),
    };
  });

  forLocales(app, 'POST', '/api/box-office/check-ins/sync/', async (request, reply, locale): Promise<SyncAnswer> => {
    const user = requireBoxOffice(request);
    const { scans } = parseInput(syncRequestSchema, request.body ?? {}, 'body');
    const signer = await ticketSignerFor(ctx.db, ctx.config.ticketSigningKey);
    const now = ctx.clock.now();
    const results: SyncAnswer['results'] = [];
    // One after another: two scans of one ticket in one queue must meet the same state the second time.
    for (const scan of scans) {
      // A list deleted meanwhile does not lose the scan: it is recorded without one.
      const list = await listForScan(ctx.db, scan.list_id, scan.event_id).catch(() => null);
      const scannedAt = new Date(scan.at);
      const at = scannedAt.getTime() > now.getTime() || now.getTime() - scannedAt.getTime() > OLDEST_OFFLINE_SCAN_MS ? now : scannedAt;
      const input = {
        code: scan.code,
        eventId: scan.event_id ?? null,
        list,
        direction: scan.direction === 'exit' && list?.allowReentry ? ('exit' as const) : ('entry' as const),
        // The phone let the guest in (or out) already: what the door would have refused is recorded as overridden.
        force: true,
        scanId: scan.scan_id,
        staff: staffName(user),
        now,
        at,
        offline: true,
        locale,
      };
      const outcome = await checkIn(ctx.db, signer, input);
      const conflict = outcome.repeated ? outcome.repeated.conflict : outcome.result !== 'valid' && outcome.result !== 'exited';
      if (conflict && !outcome.repeated && outcome.ticketId !== null) await logConflict(ctx.db, outcome.ticketId, input);
      results.push({ scan_id: scan.scan_id, conflict, answer: { result: outcome.result, ticket: outcome.ticket, overridable: false } });
    }
    reply.header('cache-control', 'private, no-store');
    return { results };
  });
}
