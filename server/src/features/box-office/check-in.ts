import type { Locale } from 'shared-contracts/locales';
import { type CheckedTicket, type CheckInAnswer, type CheckInDirection, type CheckInResult, SLOT_EARLY_MINUTES, SLOT_LATE_MINUTES } from 'shared-contracts/box-office';
import type { Queryable } from '../../db/types';
import { berlinDay } from '../../lib/berlin-time';
import type { TicketSigner } from '../../lib/ticket-signature';
import { MATCHES_REF, refParams, type TicketRow, ticketColumns, ticketOf } from './door-ticket-row';

export interface CheckInInput {
  code: string;
  eventId: number | null;
  /** The check-in list the door works with, already checked to belong to the event; null: no re-entry. */
  list: { id: number; allowReentry: boolean } | null;
  direction: CheckInDirection;
  /** "Admit anyway": a refusal for date, slot, event or payment is overridden (and recorded as such). */
  force: boolean;
  scanId?: string;
  staff: string;
  now: Date;
  /** When the scan happened (an offline scan synced later); defaults to now. */
  at?: Date;
  offline?: boolean;
  locale: Locale;
}

const MINUTE = 60_000;
const answer = (result: CheckInResult, ticket: CheckedTicket | null, overridable = false): CheckInAnswer => ({ result, ticket, overridable });

/** Why the door refuses an admissible ticket before its state is looked at; null when nothing stands against it. */
function refusalOf(row: TicketRow, input: CheckInInput, at: Date): { result: CheckInResult; overridable: boolean } | null {
  if (input.eventId !== null && row.event_id !== input.eventId) return { result: 'other_event', overridable: true };
  if (input.eventId === null && berlinDay(new Date(row.event_start)) !== berlinDay(at)) return { result: 'other_day', overridable: true };
  if (row.time_start !== null) {
    const start = new Date(row.time_start).getTime();
    if (at.getTime() < start - SLOT_EARLY_MINUTES * MINUTE || at.getTime() > start + SLOT_LATE_MINUTES * MINUTE) return { result: 'other_slot', overridable: true };
  }
  if (!row.paid && row.unpaid_policy !== 'admit') return { result: 'unpaid', overridable: row.unpaid_policy === 'warn' };
  return null;
}

async function log(db: Queryable, ticketId: number, action: 'entry' | 'exit' | 'undo' | 'conflict', input: Pick<CheckInInput, 'list' | 'staff' | 'now' | 'at' | 'offline' | 'scanId'>, override = false) {
  await db.query(
    `INSERT INTO check_in_log (ticket_id, list_id, action, at, recorded_at, by_name, override, offline, client_scan_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (client_scan_id) DO NOTHING`,
    [ticketId, input.list?.id ?? null, action, (input.at ?? input.now).toISOString(), input.now.toISOString(), input.staff, override, input.offline ?? false, input.scanId ?? null],
  );
}

/** A conflict is logged by the sync, which knows the scan was an offline one; the ticket's id comes from the answer's row. */
export const logConflict = (db: Queryable, ticketId: number, input: CheckInInput) => log(db, ticketId, 'conflict', input);

/** The answer a scan id already got (sent again by a retry or a second sync), or null for a new scan. */
async function recordedScan(db: Queryable, scanId: string, locale: Locale): Promise<(CheckInAnswer & { conflict: boolean }) | null> {
  const [row] = await db.query<TicketRow & { action: string }>(
    `SELECT l.action, ${ticketColumns(locale)} FROM check_in_log l JOIN order_tickets t ON t.id = l.ticket_id JOIN orders o ON o.id = t.order_id WHERE l.client_scan_id = $1`,
    [scanId],
  );
  if (!row) return null;
  const result: CheckInResult = row.action === 'entry' ? 'valid' : row.action === 'exit' ? 'exited' : 'already_checked_in';
  return { ...answer(result, ticketOf(row)), conflict: row.action === 'conflict' };
}

export interface CheckInOutcome extends CheckInAnswer {
  /** The ticket's row id, for the sync's conflict record. */
  ticketId: number | null;
  /** The scan id had been recorded before: this is the earlier answer. */
  repeated?: { conflict: boolean };
}

/**
 * Admits a ticket once, or lets a guest out on a list with re-entry. The admission is one UPDATE that only matches a
 * placed ticket that is not inside (and, without re-entry, never went out), so two scans at the same moment (on any
 * instance) cannot both get a row back. The reasons to refuse an otherwise admissible ticket (another event, day or
 * slot, an unpaid order) are read first; "admit anyway" overrides them and is recorded on the ticket and in the log.
 */
export async function checkIn(db: Queryable, signer: TicketSigner, input: CheckInInput): Promise<CheckInOutcome> {
  const ref = signer.verify(input.code);
  if (!ref) return { ...answer('unknown', null), ticketId: null };
  if (input.scanId) {
    const earlier = await recordedScan(db, input.scanId, input.locale);
    if (earlier) return { result: earlier.result, ticket: earlier.ticket, overridable: false, ticketId: null, repeated: { conflict: earlier.conflict } };
  }
  const at = input.at ?? input.now;
  const [row] = await db.query<TicketRow>(`SELECT ${ticketColumns(input.locale)} FROM order_tickets t JOIN orders o ON ${MATCHES_REF}`, refParams(ref));
  if (!row) return { ...answer('unknown', null), ticketId: null };
  if (row.status !== 'placed') return { ...answer(row.status, ticketOf(row)), ticketId: row.id };

  if (input.direction === 'exit') {
    const [out] = await db.query<TicketRow>(
      `UPDATE order_tickets t SET checked_in_at = NULL, checked_in_by = NULL, checked_in_override = false, left_at = $4 FROM orders o
        WHERE ${MATCHES_REF} AND t.checked_in_at IS NOT NULL RETURNING ${ticketColumns(input.locale)}`,
      [...refParams(ref), at.toISOString()],
    );
    if (!out) return { ...answer('not_inside', ticketOf(row)), ticketId: row.id };
    await log(db, out.id, 'exit', input);
    return { ...answer('exited', ticketOf(out)), ticketId: out.id };
  }

  const refusal = refusalOf(row, input, at);
  if (refusal && !(input.force && refusal.overridable)) return { ...answer(refusal.result, ticketOf(row), refusal.overridable), ticketId: row.id };
  const override = refusal !== null;
  const [admitted] = await db.query<TicketRow>(
    `UPDATE order_tickets t SET checked_in_at = $4, checked_in_by = $5, checked_in_override = $6 FROM orders o
      WHERE ${MATCHES_REF} AND o.status = 'placed' AND t.status = 'valid' AND t.checked_in_at IS NULL AND ($7::boolean OR t.left_at IS NULL)
      RETURNING ${ticketColumns(input.locale)}`,
    [...refParams(ref), at.toISOString(), input.staff, override, input.list?.allowReentry ?? false],
  );
  if (admitted) {
    await log(db, admitted.id, 'entry', input, override);
    return { ...answer('valid', ticketOf(admitted)), ticketId: admitted.id };
  }
  const [after] = await db.query<TicketRow>(`SELECT ${ticketColumns(input.locale)} FROM order_tickets t JOIN orders o ON ${MATCHES_REF}`, refParams(ref));
  if (after.status !== 'placed') return { ...answer(after.status, ticketOf(after)), ticketId: after.id };
  return { ...answer(after.checked_in_at ? 'already_checked_in' : 'no_reentry', ticketOf(after)), ticketId: after.id };
}

/** Takes a check-in back (a scan by mistake, a guest who leaves again). Null when the ticket was not checked in. */
export async function undoCheckIn(db: Queryable, signer: TicketSigner, code: string, staff: string, now: Date, locale: Locale): Promise<{ found: boolean; ticket: CheckedTicket | null }> {
  const ref = signer.verify(code);
  if (!ref) return { found: false, ticket: null };
  const [undone] = await db.query<TicketRow>(
    `UPDATE order_tickets t SET checked_in_at = NULL, checked_in_by = NULL, checked_in_override = false FROM orders o
      WHERE ${MATCHES_REF} AND t.checked_in_at IS NOT NULL RETURNING ${ticketColumns(locale)}`,
    refParams(ref),
  );
  if (undone) {
    await log(db, undone.id, 'undo', { list: null, staff, now });
    return { found: true, ticket: ticketOf(undone) };
  }
  const [row] = await db.query<{ one: number }>(`SELECT 1 AS one FROM order_tickets t JOIN orders o ON ${MATCHES_REF}`, refParams(ref));
  return { found: Boolean(row), ticket: null };
}
