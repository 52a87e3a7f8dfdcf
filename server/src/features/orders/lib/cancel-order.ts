import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../http/errors';

/**
 * Cancels an order and gives its seats back, once: the order row is locked, so a second cancel (or two at once)
 * finds it cancelled and frees nothing more. Inventory rows are updated in id order, as when they were taken.
 */
export async function cancelOrder(tx: Queryable, code: string, now: Date): Promise<{ id: number; cancelled: boolean; eventIds: number[] }> {
  const [order] = await tx.query<{ id: number; status: string }>('SELECT id, status FROM orders WHERE code = $1 FOR UPDATE', [code]);
  if (!order) throw new HttpError(404, 'code: order not found', 'code');
  if (order.status === 'cancelled') return { id: order.id, cancelled: false, eventIds: [] };
  const rows = await tx.query<{ event_id: number; seat_group_id: number; timeslot_id: number | null; quantity: number }>(
    `SELECT event_id, seat_group_id, timeslot_id, count(*)::int AS quantity FROM order_tickets WHERE order_id = $1
      GROUP BY event_id, seat_group_id, timeslot_id ORDER BY seat_group_id, timeslot_id`,
    [order.id],
  );
  // GREATEST: the seat counts may have been corrected by hand meanwhile; a count never goes below zero.
  for (const row of rows.filter((r) => r.timeslot_id === null)) {
    await tx.query('UPDATE seat_groups SET sold = GREATEST(sold - $2, 0) WHERE id = $1', [row.seat_group_id, row.quantity]);
  }
  for (const row of rows.filter((r) => r.timeslot_id !== null).sort((a, b) => a.timeslot_id! - b.timeslot_id!)) {
    await tx.query('UPDATE timeslots SET sold = GREATEST(sold - $2, 0) WHERE id = $1', [row.timeslot_id, row.quantity]);
  }
  await tx.query("UPDATE orders SET status = 'cancelled', cancelled_at = $2 WHERE id = $1", [order.id, now.toISOString()]);
  return { id: order.id, cancelled: true, eventIds: [...new Set(rows.map((r) => r.event_id))] };
}
