/**
 * Checkout and orders: the visitor turns a held cart into an order (contact details, consent to the terms, a payment
 * provider); staff list, search and cancel orders. The server validates with these schemas; browsers use the types.
 */
import { z } from 'shared-contracts/zod';
import { EMAIL_PATTERN } from 'shared-contracts/email';
import { LOCALES } from 'shared-contracts/locales';
import { NOT_SINGLE_LINE, SINGLE_LINE_TEXT } from 'shared-contracts/single-line-text';

export const REQUIRED_FIELD = 'This field is required!';
export const INVALID_EMAIL = 'Invalid e-mail address!';
export const TERMS_NOT_ACCEPTED = 'The terms and conditions must be accepted.';
/** The payment provider every installation has: the visitor pays at the box office or by invoice. */
export const BOX_OFFICE_PROVIDER = 'box-office';

const required = (max: number) => z.string({ error: REQUIRED_FIELD }).trim().min(1, REQUIRED_FIELD).max(max);

export const checkoutRequestSchema = z.object({
  name: required(120).regex(SINGLE_LINE_TEXT, NOT_SINGLE_LINE),
  // The public forms' e-mail rule, which the checkout applies in the browser too.
  email: required(254).regex(EMAIL_PATTERN, INVALID_EMAIL),
  terms_accepted: z.literal(true, { error: TERMS_NOT_ACCEPTED }),
  payment_provider: z.string().min(1).max(40).default(BOX_OFFICE_PROVIDER),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const paymentProviderSchema = z.object({ id: z.string(), name: z.string(), instructions: z.string() });
export type PaymentProviderInfo = z.infer<typeof paymentProviderSchema>;

/**
 * Where and when a ticket takes its holder, as the programme says now (an open-air concert may move indoors): the
 * venue, its address, the room, when the doors open, and the event's important information as plain text.
 */
export const ticketWhereSchema = z.object({
  venue: z.string().nullable(),
  address: z.string().nullable(),
  room: z.string().nullable(),
  entry_time: z.string().nullable(),
  date_end: z.string().nullable(),
  important_info: z.string(),
});
export type TicketWhere = z.infer<typeof ticketWhereSchema>;

export const TICKET_STATUSES = ['valid', 'cancelled', 'revoked'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const orderTicketSchema = z.object({
  position: z.number().int(),
  /** The text of the ticket's QR code, checked at the entrance. */
  qr: z.string(),
  event: z.object({ id: z.number().int(), title: z.string(), date_start: z.string(), where: ticketWhereSchema }),
  seat_group_text: z.string(),
  time_start: z.string().nullable(),
  price_name: z.string(),
  price: z.string(),
  /** 'cancelled' gave its seat back; 'revoked' was replaced by a re-issued ticket and is refused at the door. */
  status: z.enum(TICKET_STATUSES),
});
export type OrderTicket = z.infer<typeof orderTicketSchema>;

/** Paid: nothing left to pay; partly paid: some money received, some left; open: nothing received yet. */
export const PAYMENT_STATUSES = ['paid', 'partly_paid', 'open'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const invoiceSummarySchema = z.object({
  number: z.string(),
  kind: z.enum(['invoice', 'cancellation']),
  /** The invoice a cancellation invoice corrects. */
  cancels: z.string().nullable(),
  issued_at: z.string(),
  /** Gross amount; negative on a cancellation invoice. */
  total: z.string(),
  url: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const ORDER_STATUSES = ['placed', 'cancelled'] as const;
export const orderSchema = z.object({
  code: z.string(),
  locale: z.enum(LOCALES),
  status: z.enum(ORDER_STATUSES),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  total: z.string(),
  tickets_quantity: z.number().int(),
  payment: paymentProviderSchema.extend({
    /** 'paid' when nothing is left to pay (kept for the door and older readers); `status` tells partly paid apart. */
    state: z.enum(['pending', 'paid']),
    status: z.enum(PAYMENT_STATUSES),
    /** What the order's valid tickets cost, what was received (net of refunds) and what is left to pay. */
    due: z.string(),
    paid: z.string(),
    outstanding: z.string(),
  }),
  /** The order's invoices and cancellation invoices, each downloadable as a PDF with this order's secret. */
  invoices: z.array(invoiceSummarySchema),
  tickets: z.array(orderTicketSchema),
  /** The order page (shop path) and the e-tickets, both reachable only with the order's secret. */
  order_url: z.string(),
  tickets_url: z.string(),
  /** The order's events as a calendar file (.ics). */
  calendar_url: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderSummarySchema = orderSchema.pick({ code: true, locale: true, status: true, name: true, email: true, created_at: true, cancelled_at: true, total: true, tickets_quantity: true }).extend({
  events: z.array(z.string()),
  payment_status: z.enum(PAYMENT_STATUSES),
  outstanding: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListSchema = z.object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int(), results: z.array(orderSummarySchema) });
export type OrderList = z.infer<typeof orderListSchema>;

export const orderListQuerySchema = z.object({
  q: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Order codes: eight letters and digits without look-alikes (0/O, 1/I/L). */
export const ORDER_CODE_PATTERN = /^[A-HJKMNP-Z2-9]{8}$/;

/** Shop paths of the purchase (not localized; `?lang=en` picks English). */
export const SHOP_CHECKOUT_PATH = '/webshop/checkout';
export const shopOrderPath = (code: string, secret: string) => `/webshop/orders/${code}/${secret}`;
