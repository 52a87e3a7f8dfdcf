import type { Queryable } from '../../../db/types';
import { badRequest } from '../../../http/errors';
import { berlinDay } from '../../../lib/berlin-time';
import { fromCents, toCents } from '../../../lib/payment-status';
import type { LockedOrder } from '../changes/cancel-tickets';

export interface LedgerEntry {
  kind: 'payment' | 'refund';
  amount: string;
  method: string;
  /** The Berlin day the money moved; null: today. */
  paidOn: string | null;
  note: string;
  staff: string;
  now: Date;
}

/**
 * Records money received or paid back on an order whose row the caller has locked, and moves the order's paid
 * amount with it in the same transaction. A payment may not exceed what is still open, a refund not what was
 * received: both are typing mistakes at the box office, refused naming the field. `field` names the amount's field.
 */
export async function recordLedgerEntry(tx: Queryable, order: Pick<LockedOrder, 'id' | 'paid_amount' | 'tickets'>, entry: LedgerEntry, field = 'amount'): Promise<number> {
  const paid = toCents(order.paid_amount);
  const amount = toCents(entry.amount);
  if (entry.kind === 'refund' && amount > paid) throw badRequest(field, `at most ${fromCents(paid)} was received on this order`);
  if (entry.kind === 'payment') {
    const due = order.tickets.filter((t) => t.status === 'valid').reduce((n, t) => n + toCents(t.price), 0);
    if (amount > due - paid) throw badRequest(field, `only ${fromCents(Math.max(due - paid, 0))} is outstanding on this order`);
  }
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO order_payments (order_id, kind, amount, method, paid_on, note, recorded_by, recorded_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [order.id, entry.kind, fromCents(amount), entry.method, entry.paidOn ?? berlinDay(entry.now), entry.note, entry.staff, entry.now.toISOString()],
  );
  await tx.query('UPDATE orders SET paid_amount = paid_amount + $2 WHERE id = $1', [order.id, fromCents(entry.kind === 'refund' ? -amount : amount)]);
  return row.id;
}
