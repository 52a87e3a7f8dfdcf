import type { FastifyInstance } from 'fastify';
import { type CheckInList, checkInListInputSchema, checkInListPatchSchema } from 'shared-contracts/box-office';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { requireBoxOffice } from './require-box-office';

const idParams = z.object({ id: z.coerce.number().int().positive('must be an id').max(2_147_483_647) });
const COLUMNS = 'id, event_id, name, allow_reentry';

/** The check-in lists of some events, by event id. */
export async function listsOfEvents(db: Queryable, eventIds: number[]): Promise<Map<number, CheckInList[]>> {
  const byEvent = new Map<number, CheckInList[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db.query<CheckInList>(`SELECT ${COLUMNS} FROM check_in_lists WHERE event_id = ANY($1::int[]) ORDER BY name, id`, [eventIds]);
  for (const row of rows) byEvent.set(row.event_id, [...(byEvent.get(row.event_id) ?? []), row]);
  return byEvent;
}

/** The list a scan names, which must belong to the scan's event (400 naming `list_id` otherwise). */
export async function listForScan(db: Queryable, listId: number | null | undefined, eventId: number | null | undefined): Promise<{ id: number; allowReentry: boolean } | null> {
  if (listId === null || listId === undefined) return null;
  const [row] = await db.query<CheckInList>(`SELECT ${COLUMNS} FROM check_in_lists WHERE id = $1`, [listId]);
  if (!row || row.event_id !== eventId) throw badRequest('list_id', "must be a check-in list of the scan's event");
  return { id: row.id, allowReentry: row.allow_reentry };
}

const duplicate = () => new HttpError(409, 'name: the event already has a list of that name', 'name');
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * Staff only, CSRF: POST /{locale}/api/box-office/events/{id}/check-in-lists/ `{name, allow_reentry}` adds a list
 * (201), PATCH …/check-in-lists/{id}/ changes its name or re-entry, DELETE removes it (its scans keep their record).
 */
export function registerCheckInListRoutes(app: FastifyInstance, ctx: AppContext): void {
  forLocales(app, 'POST', '/api/box-office/events/:id/check-in-lists/', async (request, reply) => {
    requireBoxOffice(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const body = parseInput(checkInListInputSchema, request.body ?? {}, 'body');
    const [event] = await ctx.db.query('SELECT 1 FROM events WHERE id = $1', [id]);
    if (!event) throw notFound('event');
    const [list] = await ctx.db
      .query<CheckInList>(`INSERT INTO check_in_lists (event_id, name, allow_reentry) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`, [id, body.name, body.allow_reentry])
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? duplicate() : error;
      });
    reply.header('cache-control', 'private, no-store').code(201);
    return list;
  });
  forLocales(app, 'PATCH', '/api/box-office/check-in-lists/:id/', async (request, reply) => {
    requireBoxOffice(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const body = parseInput(checkInListPatchSchema, request.body ?? {}, 'body');
    const [list] = await ctx.db
      .query<CheckInList>(
        `UPDATE check_in_lists SET name = coalesce($2, name), allow_reentry = coalesce($3, allow_reentry) WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, body.name ?? null, body.allow_reentry ?? null],
      )
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? duplicate() : error;
      });
    if (!list) throw notFound('check-in list');
    reply.header('cache-control', 'private, no-store');
    return list;
  });
  forLocales(app, 'DELETE', '/api/box-office/check-in-lists/:id/', async (request, reply) => {
    requireBoxOffice(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const [list] = await ctx.db.query('DELETE FROM check_in_lists WHERE id = $1 RETURNING id', [id]);
    if (!list) throw notFound('check-in list');
    return reply.code(204).send();
  });
}
