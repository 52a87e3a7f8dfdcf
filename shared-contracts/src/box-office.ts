/**
 * Box office: check-in at the entrance (a scanned or typed ticket code, answered valid or refused with the reason),
 * undoing a scan, and the sales overview per event. The server validates with these schemas; browsers use the types.
 */
import { z } from 'shared-contracts/zod';

/** The door's two scans on a list that lets guests leave and come back: coming in and going out. */
export const CHECK_IN_DIRECTIONS = ['entry', 'exit'] as const;
export type CheckInDirection = (typeof CHECK_IN_DIRECTIONS)[number];

export const checkInRequestSchema = z.object({
  /** The QR code's text as scanned, or typed from the line printed under it. */
  code: z.string().trim().min(1, 'must be the ticket code').max(200),
  /** The event the screen is set to; a ticket of another event is refused. Null or absent: any event of today. */
  event_id: z.number({ error: 'must be an event id' }).int().positive().max(2_147_483_647).nullable().optional(),
  /** The check-in list the door works with (its event's); absent: the event's plain entry without re-entry. */
  list_id: z.number({ error: 'must be a check-in list id' }).int().positive().max(2_147_483_647).nullable().optional(),
  direction: z.enum(CHECK_IN_DIRECTIONS, { error: 'must be entry or exit' }).default('entry'),
  /** "Admit anyway": staff let in a ticket the door refused for its date, slot, event or payment. */
  force: z.boolean({ error: 'must be true or false' }).default(false),
  /** The phone's own id of this scan, so the same scan sent again (a retry, an offline sync) counts once. */
  scan_id: z.string().trim().min(8, 'must be a scan id').max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be a scan id').optional(),
});
export type CheckInRequest = z.input<typeof checkInRequestSchema>;

export const undoCheckInRequestSchema = z.object({ code: checkInRequestSchema.shape.code });

/**
 * `other_day`: a ticket of an event on another day (the screen set to no event); `other_slot`: a timeslot ticket
 * outside its slot's entry window; `unpaid`: the order is not paid and the site refuses unpaid orders at the door
 * until staff admit anyway; `no_reentry`: the guest went out and the list does not let them back in; `exited` and
 * `not_inside` answer exit scans; `revoked`: the ticket was re-issued under a new code and this one is void.
 */
export const CHECK_IN_RESULTS = ['valid', 'already_checked_in', 'other_event', 'other_day', 'other_slot', 'unpaid', 'no_reentry', 'cancelled', 'revoked', 'unknown', 'exited', 'not_inside'] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];
/** Refusals that staff may override with "admit anyway" (unpaid only when the site warns rather than refuses). */
export const OVERRIDABLE_RESULTS: readonly CheckInResult[] = ['other_event', 'other_day', 'other_slot', 'unpaid'];

/** A timeslot ticket admits from this many minutes before its slot's start … */
export const SLOT_EARLY_MINUTES = 30;
/** … to this many minutes after it. */
export const SLOT_LATE_MINUTES = 60;

/** What the door does with an order that is not paid yet (site settings; default warn). */
export const DOOR_UNPAID_POLICIES = ['admit', 'warn', 'refuse'] as const;
export type DoorUnpaidPolicy = (typeof DOOR_UNPAID_POLICIES)[number];

export const checkedTicketSchema = z.object({
  /** Order code and position, e.g. 7KQ2MZ4P-2: what staff read out or look up in the order list. */
  ticket: z.string(),
  order_code: z.string(),
  event: z.object({ id: z.number().int(), title: z.string(), date_start: z.string() }),
  seat_group_text: z.string(),
  price_name: z.string(),
  time_start: z.string().nullable(),
  name: z.string(),
  checked_in_at: z.string().nullable(),
  checked_in_by: z.string().nullable(),
  /** The admission was allowed by staff despite a refusal ("admit anyway"). */
  checked_in_override: z.boolean(),
  /** When the guest went out through an exit scan (and is not inside now). */
  left_at: z.string().nullable(),
  /** The order is paid (or costs nothing); false flags an open order at the door. */
  paid: z.boolean(),
});
export type CheckedTicket = z.infer<typeof checkedTicketSchema>;

/** Every answer of a scan: `ticket` is absent only for 'unknown' (a malformed, forged or unknown code). */
export const checkInAnswerSchema = z.object({
  result: z.enum(CHECK_IN_RESULTS),
  ticket: checkedTicketSchema.nullable(),
  /** A refusal that "admit anyway" may override. */
  overridable: z.boolean(),
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;

/** A check-in list of one event: a door's name and whether guests may leave and come back (entry and exit scans). */
export const checkInListSchema = z.object({ id: z.number().int(), event_id: z.number().int(), name: z.string(), allow_reentry: z.boolean() });
export type CheckInList = z.infer<typeof checkInListSchema>;
export const checkInListInputSchema = z.object({
  name: z.string({ error: 'required' }).trim().min(1, 'required').max(80, 'at most 80 characters'),
  allow_reentry: z.boolean({ error: 'must be true or false' }).default(false),
});
export const checkInListPatchSchema = checkInListInputSchema.partial();

export const boxOfficeEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date_start: z.string(),
  sold: z.number().int(),
  checked_in: z.number().int(),
  check_in_lists: z.array(checkInListSchema),
});
export type BoxOfficeEvent = z.infer<typeof boxOfficeEventSchema>;
export const boxOfficeEventListSchema = z.array(boxOfficeEventSchema);

export const seatGroupSalesSchema = z.object({
  code: z.string(),
  text: z.string(),
  capacity: z.number().int(),
  /** Sold through this site's orders (cancelled ones excluded). */
  sold: z.number().int(),
  /** Sold elsewhere (the inventory's own count beyond this site's orders). */
  sold_elsewhere: z.number().int(),
  held: z.number().int(),
  free: z.number().int(),
  revenue: z.string(),
  checked_in: z.number().int(),
});
export const eventSalesSchema = z.object({
  /** `sales_stopped`: the stop switch is on, the cart takes no new holds for the event. */
  event: z.object({ id: z.number().int(), title: z.string(), date_start: z.string(), sales_stopped: z.boolean() }),
  seat_groups: z.array(seatGroupSalesSchema),
  totals: seatGroupSalesSchema.omit({ code: true, text: true }),
  cancelled_tickets: z.number().int(),
});
export type EventSales = z.infer<typeof eventSalesSchema>;

/** One Berlin day's sales: each event of the day with its totals, and the day's sum. */
export const daySalesSchema = z.object({
  day: z.string(),
  events: z.array(z.object({ event: eventSalesSchema.shape.event, totals: eventSalesSchema.shape.totals })),
  totals: eventSalesSchema.shape.totals,
});
export type DaySales = z.infer<typeof daySalesSchema>;

/** The stop switch of an event's sales. */
export const salesStopSchema = z.object({ stopped: z.boolean({ error: 'must be true or false' }) });
export type SalesStop = z.infer<typeof salesStopSchema>;

/** Staff calls of the box office (locale-prefixed like every API path). */
export const boxOfficeApi = {
  checkIn: (locale: string) => `/${locale}/api/box-office/check-ins/`,
  undoCheckIn: (locale: string) => `/${locale}/api/box-office/check-ins/undo/`,
  events: (locale: string) => `/${locale}/api/box-office/events/`,
  sales: (locale: string, eventId: number) => `/${locale}/api/box-office/events/${eventId}/sales/`,
  salesCsv: (locale: string, eventId: number) => `/${locale}/api/box-office/events/${eventId}/sales.csv`,
  guestsCsv: (locale: string, eventId: number) => `/${locale}/api/box-office/events/${eventId}/guests.csv`,
  daySales: (locale: string, day: string) => `/${locale}/api/box-office/days/${day}/sales/`,
  salesStop: (locale: string, eventId: number) => `/${locale}/api/box-office/events/${eventId}/sales-stop/`,
  ticketSearch: (locale: string) => `/${locale}/api/box-office/tickets/`,
  doorList: (locale: string, eventId: number) => `/${locale}/api/box-office/events/${eventId}/door-list/`,
  syncCheckIns: (locale: string) => `/${locale}/api/box-office/check-ins/sync/`,
  checkInLists: (locale: string, eventId: number) => `/${locale}/api/box-office/events/${eventId}/check-in-lists/`,
  checkInList: (locale: string, listId: number) => `/${locale}/api/box-office/check-in-lists/${listId}/`,
};
