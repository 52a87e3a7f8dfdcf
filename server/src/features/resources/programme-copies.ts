import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ResourceEntry } from 'shared-contracts/back-office/descriptor';
import { MAX_EVENT_COPIES, eventDuplicateSchema, eventRecurrenceSchema, type eventSchema, events } from 'shared-contracts/back-office/programme';
import { prices, seatGroups, timeslots } from 'shared-contracts/back-office/ticketing';
import { berlinInstant } from 'shared-contracts/berlin-time';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/types';
import { badRequest, notFound } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { requireRole } from '../../lib/require-role';
import type { RequestStaffUser as StaffUser } from '../../lib/staff-user';
import { recordHistory } from './entity-history';
import { eventStore } from './programme-stores';
import type { ResourceStore } from './resource-store';
import { priceStore, seatGroupStore, timeslotStore } from './ticketing-stores';
import { RESOURCES_PATH } from './register-resource';

type Event = z.infer<typeof eventSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive('must be an entry id') });
const DAY_MS = 86_400_000;
/** Longer spans are a typo (a year too far), not a programme. */
const MAX_SPAN_DAYS = 2 * 366;

const shifted = (value: string | null, by: number) => (value === null ? null : new Date(Date.parse(value) + by).toISOString());

/** The template's fields moved to a new start; end and entry keep their distance to the start. */
function copyAt(template: ResourceEntry<Event>, start: Date): Event {
  const { id: _id, version: _version, ...data } = template;
  const by = start.getTime() - Date.parse(template.date_start);
  return { ...data, date_start: start.toISOString(), date_end: shifted(data.date_end, by), entry_time: shifted(data.entry_time, by) };
}

/**
 * The template's seat groups, prices and time slots on a copy, three statements whatever their number: the same
 * capacities with nothing sold or held, time slots and their sale windows moved by as much as the event's start.
 * Groups are matched by their code, which is unique within an event.
 */
async function copySeatsAndPrices(tx: Queryable, templateId: number, copyId: number, byMs: number): Promise<CopiedRows> {
  const groups = await tx.query<{ id: number }>(
    `INSERT INTO seat_groups (event_id, code, text_de, text_en, capacity, sort)
     SELECT $2, code, text_de, text_en, capacity, sort FROM seat_groups WHERE event_id = $1 ORDER BY id RETURNING id`,
    [templateId, copyId],
  );
  const pairs = `seat_groups o JOIN seat_groups n ON n.event_id = $2 AND n.code = o.code`;
  const priceRows = await tx.query<{ id: number }>(
    `INSERT INTO prices (seat_group_id, sale_type_id, price, name_de, name_en, text_de, text_en, has_discounts, sort)
     SELECT n.id, p.sale_type_id, p.price, p.name_de, p.name_en, p.text_de, p.text_en, p.has_discounts, p.sort
       FROM prices p JOIN ${pairs} ON o.id = p.seat_group_id WHERE o.event_id = $1 ORDER BY p.id RETURNING id`,
    [templateId, copyId],
  );
  const moved = (column: string) => `ts.${column} + make_interval(secs => $3::double precision / 1000)`;
  const slotRows = await tx.query<{ id: number }>(
    `INSERT INTO timeslots (seat_group_id, time_start, block_id, capacity, sale_start, sale_end)
     SELECT n.id, ${moved('time_start')}, ts.block_id, ts.capacity, ${moved('sale_start')}, ${moved('sale_end')}
       FROM timeslots ts JOIN ${pairs} ON o.id = ts.seat_group_id WHERE o.event_id = $1 ORDER BY ts.id RETURNING id`,
    [templateId, copyId, byMs],
  );
  const ids = (rows: Array<{ id: number }>) => rows.map((r) => Number(r.id));
  return [
    [seatGroups.kind, seatGroupStore, ids(groups)],
    [prices.kind, priceStore, ids(priceRows)],
    [timeslots.kind, timeslotStore, ids(slotRows)],
  ];
}

/** The rows a copy created, per kind, so each gets a history of its own like one made in the form. */
type CopiedRows = Array<[kind: string, store: ResourceStore, ids: number[]]>;

/** A "create" entry in each copied row's history, so a restore or an audit sees where the row came from. */
async function recordCopiedRows(tx: Queryable, rows: CopiedRows, user: StaffUser, at: Date): Promise<void> {
  for (const [kind, store, ids] of rows) {
    for (const rowId of ids) {
      const entry = await store.get(tx, rowId);
      if (!entry) continue;
      const { id: _id, version, ...data } = entry;
      await recordHistory(tx, { kind, id: rowId, version, action: 'create', data }, user, at);
    }
  }
}

/** The Berlin days from `from` to `to` (inclusive) that fall on one of the ISO weekdays, each at `time`. */
export function recurringStarts(input: z.infer<typeof eventRecurrenceSchema>): Date[] {
  const first = Date.parse(`${input.from}T00:00:00Z`);
  const last = Date.parse(`${input.to}T00:00:00Z`);
  if (Number.isNaN(first)) throw badRequest('from', 'must be a date (YYYY-MM-DD)');
  if (Number.isNaN(last)) throw badRequest('to', 'must be a date (YYYY-MM-DD)');
  if (last < first) throw badRequest('to', 'must not be before from');
  if ((last - first) / DAY_MS > MAX_SPAN_DAYS) throw badRequest('to', `must be at most ${MAX_SPAN_DAYS} days after from`);
  const weekdays = new Set(input.weekdays);
  const starts: Date[] = [];
  for (let t = first; t <= last; t += DAY_MS) {
    const date = new Date(t);
    if (weekdays.has(date.getUTCDay() || 7)) starts.push(berlinInstant(date.toISOString().slice(0, 10), input.time));
  }
  if (starts.length === 0) throw badRequest('weekdays', 'no day between from and to falls on these weekdays');
  if (starts.length > MAX_EVENT_COPIES) throw badRequest('to', `would create ${starts.length} events; at most ${MAX_EVENT_COPIES} at once`);
  return starts;
}

/**
 * Copies of an event at other dates: "duplicate to another date" and a recurring pattern that creates single events.
 * Each copy is a new event of its own (written, recorded in history and shown to visitors like one made in the form),
 * and takes the template's seat groups, prices and time slots along in the same transaction, so it is on sale at once.
 */
export function registerEventCopies(app: FastifyInstance, ctx: AppContext): void {
  const base = `${RESOURCES_PATH}/${events.kind}/:id`;

  async function createCopies(user: StaffUser, id: number, starts: Date[]): Promise<Array<ResourceEntry<Event>>> {
    const created = await ctx.db.transaction(async (tx: Queryable) => {
      const template = await eventStore.get(tx, id);
      if (!template) throw notFound(events.kind);
      const copies: Array<ResourceEntry<Event>> = [];
      for (const start of starts) {
        const { id: newId } = await eventStore.insert(tx, copyAt(template, start));
        const copied = await copySeatsAndPrices(tx, id, newId, start.getTime() - Date.parse(template.date_start));
        await recordCopiedRows(tx, copied, user, ctx.clock.now());
        const entry = (await eventStore.get(tx, newId))!;
        const { id: _id, version: _version, ...data } = entry;
        await recordHistory(tx, { kind: events.kind, id: newId, version: entry.version, action: 'create', data }, user, ctx.clock.now());
        copies.push(entry);
      }
      return copies;
    });
    await eventStore.afterWrite(ctx, created.map((entry) => entry.id));
    return created;
  }

  forLocales(app, 'POST', `${base}/duplicate/`, async (request, reply) => {
    const user = requireRole(request, ...events.roles.write);
    const { id } = parseInput(idParams, request.params, 'params');
    const { date_start } = parseInput(eventDuplicateSchema, request.body ?? {}, 'body');
    const [copy] = await createCopies(user, id, [new Date(date_start)]);
    return reply.status(201).header('cache-control', 'no-store').send(copy);
  });

  forLocales(app, 'POST', `${base}/recurring/`, async (request, reply) => {
    const user = requireRole(request, ...events.roles.write);
    const { id } = parseInput(idParams, request.params, 'params');
    const starts = recurringStarts(parseInput(eventRecurrenceSchema, request.body ?? {}, 'body'));
    const items = await createCopies(user, id, starts);
    return reply.status(201).header('cache-control', 'no-store').send({ items, count: items.length });
  });
}
