import type { Price, SelectedTicket } from 'shared-contracts/entities';

export type Ticket = SelectedTicket['ticket'];

const same = (a: Ticket, b: Ticket) => a.seat_group === b.seat_group && a.sale_type_id === b.sale_type_id;

export const toTicket = (price: Price): Ticket => ({ id: price.id, seat_group: price.seat_group, sale_type_id: price.sale_type_id });

/** Adding matches by seat_group and sale_type_id and increments; otherwise a new entry at amount 1. */
export function addTicket(selection: SelectedTicket[], ticket: Ticket): SelectedTicket[] {
  const existing = selection.find((entry) => same(entry.ticket, ticket));
  if (!existing) return [...selection, { ticket, amount: 1 }];
  return selection.map((entry) => (entry === existing ? { ...entry, amount: entry.amount + 1 } : entry));
}

/** Removing decrements; an entry at amount 1 is removed. */
export function removeTicket(selection: SelectedTicket[], ticket: Ticket): SelectedTicket[] {
  const existing = selection.find((entry) => same(entry.ticket, ticket));
  if (!existing) return selection;
  if (existing.amount <= 1) return selection.filter((entry) => entry !== existing);
  return selection.map((entry) => (entry === existing ? { ...entry, amount: entry.amount - 1 } : entry));
}

export function amountOf(selection: SelectedTicket[], ticket: Ticket): number {
  return selection.find((entry) => same(entry.ticket, ticket))?.amount ?? 0;
}

export function totalAmount(selection: SelectedTicket[], seatGroup?: string): number {
  return selection.filter((entry) => seatGroup === undefined || entry.ticket.seat_group === seatGroup).reduce((sum, entry) => sum + entry.amount, 0);
}

/** One cart call per distinct seat group: the tickets merged per seat group. */
export function groupBySeatGroup(selection: SelectedTicket[]): Map<string, SelectedTicket[]> {
  const groups = new Map<string, SelectedTicket[]>();
  for (const entry of selection) groups.set(entry.ticket.seat_group, [...(groups.get(entry.ticket.seat_group) ?? []), entry]);
  return groups;
}
