import type { z } from 'zod';
import type { priceSchema, seatGroupSchema, timeslotSchema } from 'shared-contracts/back-office/ticketing';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../http/errors';
import { visibleToVisitors } from './after-write';
import { priceTitles, seatGroupTitles, timeslotTitles } from './planner-titles';
import type { ResourceStore } from './resource-store';
import { tableStore } from './table-store';

type SeatGroup = z.infer<typeof seatGroupSchema>;
type Price = z.infer<typeof priceSchema>;
type Timeslot = z.infer<typeof timeslotSchema>;

const iso = (column: string) => `to_char(t.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * A capacity may not go below the seats already taken: those sold (here or elsewhere) and those held in carts whose
 * hold has not lapsed. The row is locked by the write, and a cart add locks the same row, so no hold slips in between.
 */
async function refuseBelowTaken(tx: Queryable, capacity: number, taken: { sold: number; held: number }): Promise<void> {
  const minimum = taken.sold + taken.held;
  if (capacity >= minimum) return;
  const what = taken.held > 0 ? `${taken.sold} sold and ${taken.held} held` : `${taken.sold} sold`;
  throw badRequest('capacity', `${what}, capacity cannot go below ${minimum}`, { sold: taken.sold, held: taken.held, minimum });
}

async function heldSeats(tx: Queryable, seatGroupId: number, timeslotId: number | null, now: Date): Promise<number> {
  const [{ held }] = await tx.query<{ held: number }>(
    `SELECT coalesce(sum(cl.quantity), 0)::int AS held FROM cart_lines cl JOIN carts c ON c.id = cl.cart_id
      WHERE cl.seat_group_id = $1 AND cl.timeslot_id IS NOT DISTINCT FROM $2::int AND c.expires_at > $3`,
    [seatGroupId, timeslotId, now.toISOString()],
  );
  return held;
}

async function requireSeatGroup(tx: Queryable, id: number): Promise<void> {
  const [group] = await tx.query('SELECT 1 FROM seat_groups WHERE id = $1', [id]);
  if (!group) throw badRequest('seat_group_id', 'names a seat group that does not exist');
}

/**
 * The number a cart names a price (sale type) or time slot (block) by inside its seat group: kept while the entry stays
 * in its group, else the next free one. The seat group's row is locked first, so two staff adding prices to one group
 * at once draw one after the other instead of the same number.
 */
async function cartNumber(tx: Queryable, table: 'prices' | 'timeslots', column: 'sale_type_id' | 'block_id', seatGroupId: number, id: number | null): Promise<number> {
  await tx.query('SELECT 1 FROM seat_groups WHERE id = $1 FOR UPDATE', [seatGroupId]);
  if (id !== null) {
    const [own] = await tx.query<{ n: number }>(`SELECT ${column} AS n FROM ${table} WHERE id = $1 AND seat_group_id = $2`, [id, seatGroupId]);
    if (own) return own.n;
  }
  const [{ next }] = await tx.query<{ next: number }>(`SELECT coalesce(max(${column}), 0) + 1 AS next FROM ${table} WHERE seat_group_id = $1`, [seatGroupId]);
  return next;
}

/** Seat groups never move to another event once seats of theirs were sold or held. */
export const seatGroupStore: ResourceStore<SeatGroup> = {
  ...tableStore<SeatGroup>({ table: 'seat_groups', columns: ['event_id', 'code', 'text_de', 'text_en', 'capacity', 'sort'], search: ['code', 'text_de', 'text_en'] }),
  titles: seatGroupTitles,
  async check(tx, data, id, now = new Date()) {
    const [event] = await tx.query('SELECT 1 FROM events WHERE id = $1', [data.event_id]);
    if (!event) throw badRequest('event_id', 'names an event that does not exist');
    if (id !== null) {
      const [row] = await tx.query<{ event_id: number; sold: number }>('SELECT event_id, sold FROM seat_groups WHERE id = $1', [id]);
      const taken = { sold: row.sold, held: await heldSeats(tx, id, null, now) };
      if (row.event_id !== data.event_id && taken.sold + taken.held > 0) throw badRequest('event_id', 'seats of this group were sold or are held; it cannot move to another event');
      await refuseBelowTaken(tx, data.capacity, taken);
    }
    return data;
  },
  afterWrite: visibleToVisitors({ search: null }),
};

export const priceStore: ResourceStore<Price> = {
  ...tableStore<Price>({
    table: 'prices',
    columns: ['seat_group_id', 'sale_type_id', 'name_de', 'name_en', 'text_de', 'text_en', 'price', 'has_discounts', 'vat_rate', 'sort'],
    selectAs: { price: 't.price::text', vat_rate: 't.vat_rate::float8' },
    search: ['name_de', 'name_en'],
  }),
  titles: priceTitles,
  async check(tx, data, id) {
    await requireSeatGroup(tx, data.seat_group_id);
    return { ...data, sale_type_id: await cartNumber(tx, 'prices', 'sale_type_id', data.seat_group_id, id) };
  },
  afterWrite: visibleToVisitors({ search: null }),
};

export const timeslotStore: ResourceStore<Timeslot> = {
  ...tableStore<Timeslot>({
    table: 'timeslots',
    columns: ['seat_group_id', 'time_start', 'block_id', 'capacity', 'sale_start', 'sale_end'],
    selectAs: { time_start: iso('time_start'), sale_start: iso('sale_start'), sale_end: iso('sale_end') },
    search: [],
  }),
  titles: timeslotTitles,
  async check(tx, data, id, now = new Date()) {
    await requireSeatGroup(tx, data.seat_group_id);
    if (data.sale_start && data.sale_end && Date.parse(data.sale_end) <= Date.parse(data.sale_start)) throw badRequest('sale_end', 'must be after the sale start');
    if (id !== null) {
      const [row] = await tx.query<{ seat_group_id: number; sold: number }>('SELECT seat_group_id, sold FROM timeslots WHERE id = $1', [id]);
      const taken = { sold: row.sold, held: await heldSeats(tx, row.seat_group_id, id, now) };
      if (row.seat_group_id !== data.seat_group_id && taken.sold + taken.held > 0) throw badRequest('seat_group_id', 'seats of this time slot were sold or are held; it cannot move');
      await refuseBelowTaken(tx, data.capacity, taken);
    }
    return { ...data, block_id: await cartNumber(tx, 'timeslots', 'block_id', data.seat_group_id, id) };
  },
  afterWrite: visibleToVisitors({ search: null }),
};
