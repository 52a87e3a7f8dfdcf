/**
 * Box office: check-in at the entrance (a scanned or typed ticket code, answered valid or refused with the reason),
 * undoing a scan, and the sales overview per event. The server validates with these schemas; browsers use the types.
 */
import { z } from 'shared-contracts/zod';

export const checkInRequestSchema = z.object({
  /** The QR code's text as scanned, or typed from the line printed under it. */
  code: z.string().trim().min(1, 'must be the ticket code').max(200),
  /** The event the screen is set to; a ticket of another event is refused. Null or absent: any event. */
  event_id: z.number().int().positive().nullable().optional(),
});
export type CheckInRequest = z.input<typeof checkInRequestSchema>;

export const undoCheckInRequestSchema = z.object({ code: checkInRequestSchema.shape.code });

export const CHECK_IN_RESULTS = ['valid', 'already_checked_in', 'other_event', 'cancelled', 'unknown'] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

export const checkedTicketSchema = z.object({
  /** Order code and position, e.g. 7KQ2MZ4P-2: what staff read out or look up in the order list. */
  ticket: z.string(),
  event: z.object({ id: z.number().int(), title: z.string(), date_start: z.string() }),
  seat_group_text: z.string(),
  price_name: z.string(),
  time_start: z.string().nullable(),
  name: z.string(),
  checked_in_at: z.string().nullable(),
  checked_in_by: z.string().nullable(),
});
export type CheckedTicket = z.infer<typeof checkedTicketSchema>;

/** Every answer of a scan: `ticket` is absent only for 'unknown' (a malformed, forged or unknown code). */
export const checkInAnswerSchema = z.object({
  result: z.enum(CHECK_IN_RESULTS),
  ticket: checkedTicketSchema.nullable(),
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;

export const boxOfficeEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date_start: z.string(),
  sold: z.number().int(),
  checked_in: z.number().int(),
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
};
