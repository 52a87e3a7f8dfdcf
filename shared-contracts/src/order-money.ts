/**
 * The money of an order as the box office handles it: payments and refunds recorded by staff, cancelling single
 * tickets with the refund they call for, and re-issuing a ticket under a new code. The server validates with these
 * schemas; browsers use the types.
 */
import { z } from 'shared-contracts/zod';
import { orderSchema } from 'shared-contracts/orders';

export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'invoice', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const amount = () =>
  z
    .string({ error: 'must be an amount in euros such as 12.50' })
    .trim()
    .regex(/^\d{1,6}([.,]\d{1,2})?$/, 'must be an amount in euros such as 12.50')
    .transform((value) => value.replace(',', '.'))
    .refine((value) => Number(value) > 0, 'must be more than 0');
const method = () => z.enum(PAYMENT_METHODS, { error: `must be one of ${PAYMENT_METHODS.join(', ')}` });
const day = () =>
  z
    .string({ error: 'must be a date such as 2026-05-06' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-05-06')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value), 'must be a date such as 2026-05-06');

/** A payment received or a refund paid out, by hand at the box office or seen on the account. */
export const recordPaymentSchema = z.object({
  kind: z.enum(['payment', 'refund'], { error: 'must be payment or refund' }).default('payment'),
  amount: amount(),
  method: method(),
  /** The day the money moved (Berlin); absent: today. */
  paid_on: day().optional(),
  note: z.string().trim().max(500, 'at most 500 characters').default(''),
});
export type RecordPayment = z.input<typeof recordPaymentSchema>;

const positions = () =>
  z
    .array(z.number({ error: 'must be ticket positions' }).int('must be ticket positions').min(1, 'must be ticket positions').max(9999), { error: 'must be a list of ticket positions' })
    .min(1, 'at least one ticket')
    .max(500, 'at most 500 tickets');

/** Cancels the named tickets (absent: every valid ticket, i.e. the whole order), with the refund paid out, if any. */
export const cancelTicketsSchema = z.object({
  positions: positions().optional(),
  refund: z.object({ amount: amount(), method: method() }).nullable().default(null),
});
export type CancelTickets = z.input<typeof cancelTicketsSchema>;

/** `?positions=1,3`: the tickets a cancellation would take; absent: all valid ones. */
export const refundQuoteQuerySchema = z.object({
  positions: z
    .string()
    .regex(/^[1-9]\d{0,3}(,[1-9]\d{0,3}){0,499}$/, 'must be ticket positions such as 1,3')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .optional(),
});

/** What cancelling those tickets means for the money, shown before staff confirm. */
export const refundQuoteSchema = z.object({
  positions: z.array(z.number().int()),
  /** The cancelled tickets' prices. */
  cancelled_amount: z.string(),
  /** What the order costs afterwards. */
  due_after: z.string(),
  /** Received beyond what stays due: what the buyer gets back. */
  refund: z.string(),
});
export type RefundQuote = z.infer<typeof refundQuoteSchema>;

export const orderPaymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['payment', 'refund']),
  amount: z.string(),
  method: z.enum(PAYMENT_METHODS),
  paid_on: z.string(),
  note: z.string(),
  recorded_by: z.string(),
  recorded_at: z.string(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** The order as staff see it: the buyer's view plus the ledger; invoice links point at the staff download. */
export const staffOrderSchema = orderSchema.extend({ payments: z.array(orderPaymentSchema) });
export type StaffOrder = z.infer<typeof staffOrderSchema>;

const base = (locale: string, code: string) => `/${locale}/api/dashboard-orders/${encodeURIComponent(code)}/`;
/** Staff calls on one order (locale-prefixed like every API path; CSRF on writes). */
export const orderMoneyApi = {
  order: base,
  payments: (locale: string, code: string) => `${base(locale, code)}payments/`,
  refundQuote: (locale: string, code: string, positions?: number[]) => `${base(locale, code)}refund-quote/${positions?.length ? `?positions=${positions.join(',')}` : ''}`,
  cancellations: (locale: string, code: string) => `${base(locale, code)}cancellations/`,
  reissue: (locale: string, code: string, position: number) => `${base(locale, code)}tickets/${position}/reissue/`,
};
