import { type CheckedTicket, type CheckInAnswer, type CheckInDirection, type CheckInResult, SLOT_EARLY_MINUTES, SLOT_LATE_MINUTES } from 'shared-contracts/box-office';
import type { DoorList, DoorTicket } from 'shared-contracts/door';
import type { QueuedEntry } from './scan-queue';

export interface OfflineScan {
  code: string;
  listId: number | null;
  allowReentry: boolean;
  direction: CheckInDirection;
  force: boolean;
  scanId: string;
  now: Date;
  staff: string;
}

export interface OfflineDecision {
  answer: CheckInAnswer;
  /** The scan to queue for the sync: set when the phone let the guest in or out. */
  queued: QueuedEntry | null;
}

const MINUTE = 60_000;
const normalise = (code: string) => code.trim().toUpperCase();

/** The ticket's state with the scans queued on this phone applied on top of the downloaded list. */
function currentState(ticket: DoorTicket, queue: QueuedEntry[]): CheckedTicket {
  let state: CheckedTicket = ticket;
  for (const { scan } of queue) {
    if (normalise(scan.code) !== ticket.code) continue;
    state =
      scan.direction === 'exit'
        ? { ...state, checked_in_at: null, checked_in_by: null, left_at: scan.at }
        : { ...state, checked_in_at: scan.at, checked_in_by: null, checked_in_override: Boolean(scan.force) };
  }
  return state;
}

function refusal(ticket: CheckedTicket, policy: DoorList['unpaid_policy'], now: Date): { result: CheckInResult; overridable: boolean } | null {
  if (ticket.time_start) {
    const start = new Date(ticket.time_start).getTime();
    if (now.getTime() < start - SLOT_EARLY_MINUTES * MINUTE || now.getTime() > start + SLOT_LATE_MINUTES * MINUTE) return { result: 'other_slot', overridable: true };
  }
  if (!ticket.paid && policy !== 'admit') return { result: 'unpaid', overridable: policy === 'warn' };
  return null;
}

/**
 * Decides a scan against the event's downloaded ticket list while the network is gone, with the same rules as the
 * server (slot window, unpaid orders, re-entry). A code that is not on the list is unknown: the signature cannot be
 * checked on the phone, but every genuine ticket of the event is on it. Admissions are queued for the sync, where the
 * server reports a ticket that another phone let in meanwhile.
 */
export function checkOffline(list: DoorList, queue: QueuedEntry[], scan: OfflineScan): OfflineDecision {
  const found = list.tickets.find((t) => t.code === normalise(scan.code));
  if (!found) return { answer: { result: 'unknown', ticket: null, overridable: false }, queued: null };
  const ticket = currentState(found, queue);
  const refuse = (result: CheckInResult, overridable = false): OfflineDecision => ({ answer: { result, ticket, overridable }, queued: null });
  if (found.status !== 'placed') return refuse(found.status);
  const at = scan.now.toISOString();
  const queued = (direction: CheckInDirection): QueuedEntry => ({
    scan: { scan_id: scan.scanId, code: found.code, event_id: list.event.id, list_id: scan.listId, direction, force: scan.force, at },
    ticket: found.ticket,
    name: found.name,
  });

  if (scan.direction === 'exit') {
    if (!ticket.checked_in_at) return refuse('not_inside');
    return { answer: { result: 'exited', ticket: { ...ticket, checked_in_at: null, checked_in_by: null, left_at: at }, overridable: false }, queued: queued('exit') };
  }
  const stop = refusal(ticket, list.unpaid_policy, scan.now);
  if (stop && !(scan.force && stop.overridable)) return refuse(stop.result, stop.overridable);
  if (ticket.checked_in_at) return refuse('already_checked_in');
  if (ticket.left_at && !scan.allowReentry) return refuse('no_reentry');
  const admitted = { ...ticket, checked_in_at: at, checked_in_by: scan.staff, checked_in_override: stop !== null, left_at: scan.allowReentry ? ticket.left_at : null };
  return { answer: { result: 'valid', ticket: admitted, overridable: false }, queued: queued('entry') };
}

/** The tickets of the downloaded list that a search finds offline: ticket number, order code or part of the name. */
export function searchOffline(list: DoorList, queue: QueuedEntry[], query: string): DoorTicket[] {
  const q = query.trim().toLowerCase();
  if (q.length < 2) return [];
  return list.tickets
    .filter((t) => t.ticket.toLowerCase() === q || t.order_code.toLowerCase() === q || t.name.toLowerCase().includes(q))
    .map((t) => ({ ...t, ...currentState(t, queue) }))
    .slice(0, 30);
}
