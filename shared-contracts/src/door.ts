/**
 * The door beyond one scan: searching tickets by number, order code or name, the list of an event's tickets a phone
 * downloads to keep checking while offline, and the sync of the scans it queued meanwhile.
 */
import { z } from 'shared-contracts/zod';
import { checkedTicketSchema, checkInAnswerSchema, checkInListSchema, checkInRequestSchema, DOOR_UNPAID_POLICIES } from 'shared-contracts/box-office';

/** A ticket as the door sees it: the checked ticket plus the signed code to scan it with, and its order's state. */
export const doorTicketSchema = checkedTicketSchema.extend({
  code: z.string(),
  status: z.enum(['placed', 'cancelled', 'revoked']),
});
export type DoorTicket = z.infer<typeof doorTicketSchema>;

export const ticketSearchQuerySchema = z.object({
  /** A ticket number (K7BEKUDZ-2), an order code or part of the buyer's name. */
  q: z.string({ error: 'required' }).trim().min(2, 'at least 2 characters').max(100, 'at most 100 characters'),
  event_id: z.coerce.number({ error: 'must be an event id' }).int().positive('must be an event id').max(2_147_483_647).optional(),
});
export const ticketSearchAnswerSchema = z.object({ results: z.array(doorTicketSchema) });
export type TicketSearchAnswer = z.infer<typeof ticketSearchAnswerSchema>;

/** Every ticket of one event with its state, for checking at the door while the network is gone. */
export const doorListSchema = z.object({
  event: z.object({ id: z.number().int(), title: z.string(), date_start: z.string() }),
  generated_at: z.string(),
  unpaid_policy: z.enum(DOOR_UNPAID_POLICIES),
  check_in_lists: z.array(checkInListSchema),
  tickets: z.array(doorTicketSchema),
});
export type DoorList = z.infer<typeof doorListSchema>;

/** One scan made offline: what the phone decided, sent when the network is back. `at` is when it was scanned. */
export const queuedScanSchema = checkInRequestSchema.extend({
  scan_id: checkInRequestSchema.shape.scan_id.unwrap(),
  at: z.iso.datetime({ offset: true, error: 'must be a date and time' }),
});
export type QueuedScan = z.input<typeof queuedScanSchema>;

export const syncRequestSchema = z.object({ scans: z.array(queuedScanSchema, { error: 'must be a list of scans' }).min(1, 'at least one scan').max(500, 'at most 500 scans') });

/**
 * The server's answer per queued scan. `conflict`: the server did not record it as the phone did (the ticket was
 * already let in elsewhere, at another door or by another phone that was offline too, or was cancelled meanwhile).
 */
export const syncAnswerSchema = z.object({
  results: z.array(z.object({ scan_id: z.string(), conflict: z.boolean(), answer: checkInAnswerSchema })),
});
export type SyncAnswer = z.infer<typeof syncAnswerSchema>;
