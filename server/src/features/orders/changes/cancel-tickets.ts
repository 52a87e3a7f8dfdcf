import type { Queryable } from '../../../db/types';
import { badRequest, HttpError } from '../../../http/errors';
import { fromCents, refundDue, toCents } from '../../../lib/payment-status';
import { issueCancellationInvoice } from '../invoices/issue-invoice';
import { recordLedgerEntry } from '../payments/ledger';

interface TicketState {
  id: number;
  position: number;
  status: 'valid' | 'cancelled' | 'revoked';
  event_id: number;
  seat_group_id: number;
  timeslot_id: number | null;
  price: string;
}

export interface LockedOrder {
  id: number;
  code: string;
  status: 'placed' | 'cancelled';
  paid_amount: string;
  tickets: TicketState[];
}

/**
 * The order row locked for the rest of the transaction, with its tickets: every change of an order's money or
 * tickets starts here, so two staff members working on one order take turns and each sees what the other did.
 */
export async function lockOrder(tx: Queryable, code: string): Promise<LockedOrder> {
  const [order] = await tx.query<Omit<LockedOrder, 'tickets'>>('SELECT id, code, status, paid_amount::text AS paid_amount FROM orders WHERE code = $1 FOR UPDATE', [code]);
  if (!order) throw new HttpError(404, 'code: order not found', 'code');
  const tickets = await tx.query<TicketState>(
    'SELECT id, position, status, event_id, seat_group_id, timeslot_id, price::text AS price FROM order_tickets WHERE order_id = $1 ORDER BY position',
    [order.id],
  );
  return { ...order, tickets };
}

/** The tickets a cancellation takes: the named positions, each valid, or (none named) every valid ticket. */
export function ticketsToCancel(order: LockedOrder, positions: number[] | undefined): TicketState[] {
  if (!positions) return order.tickets.filter((t) => t.status === 'valid');
  return [...new Set(positions)].map((position) => {
    const ticket = order.tickets.find((t) => t.position === position);
    if (!ticket) throw badRequest('positions', `order ${order.code} has no ticket ${position}`);
    if (ticket.status !== 'valid') throw new HttpError(409, `positions: ticket ${order.code}-${position} is ${ticket.status === 'revoked' ? 'replaced by a re-issued ticket' : 'already cancelled'}`, 'positions');
    return ticket;
  });
}

/** What cancelling `targets` does to the money: the refund is what was received beyond what stays due. */
export function quoteOf(order: LockedOrder, targets: TicketState[]) {
  const dueNow = order.tickets.filter((t) => t.status === 'valid').reduce((n, t) => n + toCents(t.price), 0);
  const cancelled = targets.reduce((n, t) => n + toCents(t.price), 0);
  return {
    positions: targets.map((t) => t.position),
    cancelled_amount: fromCents(cancelled),
    due_after: fromCents(dueNow - cancelled),
    refund: fromCents(refundDue(toCents(order.paid_amount), dueNow - cancelled)),
  };
}

export interface CancelInput {
  code: string;
  positions?: number[];
  refund: { amount: string; method: string } | null;
  staff: string;
  now: Date;
}

export interface CancelOutcome {
  id: number;
  /** False when nothing was left to cancel (a whole-order cancel repeated). */
  cancelled: boolean;
  positions: number[];
  eventIds: number[];
  cancelledAmount: string;
  refund: string | null;
  cancellationInvoice: string | null;
}

/**
 * Cancels tickets and gives their seats back, once: the order row is locked first, so a repeated or parallel
 * cancel finds the tickets cancelled and frees nothing more. Seat counts are lowered in id order (seat groups, then
 * timeslots), the order in which sales raise them, so a cancel and a checkout never wait on each other in a cycle.
 * The order is cancelled when no valid ticket is left; an invoiced order gets its cancellation invoice; a refund
 * paid out is recorded in the ledger, never more than was received.
 */
export async function cancelTickets(tx: Queryable, input: CancelInput): Promise<CancelOutcome> {
  const order = await lockOrder(tx, input.code);
  const targets = ticketsToCancel(order, input.positions);
  const quote = quoteOf(order, targets);
  if (targets.length === 0) {
    if (input.refund) throw new HttpError(409, 'code: the order has no ticket left to cancel; record the refund on its own', 'code');
    return { id: order.id, cancelled: false, positions: [], eventIds: [], cancelledAmount: '0.00', refund: null, cancellationInvoice: null };
  }
  const groups = new Map<number, number>();
  const slots = new Map<number, number>();
  for (const t of targets) {
    if (t.timeslot_id !== null) slots.set(t.timeslot_id, (slots.get(t.timeslot_id) ?? 0) + 1);
    else groups.set(t.seat_group_id, (groups.get(t.seat_group_id) ?? 0) + 1);
  }
  // GREATEST: the seat counts may have been corrected by hand meanwhile; a count never goes below zero.
  for (const [id, n] of [...groups].sort((a, b) => a[0] - b[0])) await tx.query('UPDATE seat_groups SET sold = GREATEST(sold - $2, 0) WHERE id = $1', [id, n]);
  for (const [id, n] of [...slots].sort((a, b) => a[0] - b[0])) await tx.query('UPDATE timeslots SET sold = GREATEST(sold - $2, 0) WHERE id = $1', [id, n]);
  const ids = targets.map((t) => t.id);
  await tx.query("UPDATE order_tickets SET status = 'cancelled', cancelled_at = $2 WHERE id = ANY($1::int[])", [ids, input.now.toISOString()]);
  if (order.tickets.every((t) => t.status !== 'valid' || ids.includes(t.id))) {
    await tx.query("UPDATE orders SET status = 'cancelled', cancelled_at = $2 WHERE id = $1", [order.id, input.now.toISOString()]);
  }
  const cancellationInvoice = await issueCancellationInvoice(tx, order.id, ids, input.now);
  if (input.refund) await recordLedgerEntry(tx, order, { kind: 'refund', amount: input.refund.amount, method: input.refund.method, paidOn: null, note: '', staff: input.staff, now: input.now }, 'refund.amount');
  return {
    id: order.id,
    cancelled: true,
    positions: quote.positions,
    eventIds: [...new Set(targets.map((t) => t.event_id))],
    cancelledAmount: quote.cancelled_amount,
    refund: input.refund?.amount ?? null,
    cancellationInvoice,
  };
}
