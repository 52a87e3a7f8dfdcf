/**
 * Whether an order is paid, read in this one place (`o` is the orders row): the door, the order page, the staff's
 * lists and the refund quote all use these expressions. What is due is the price of the order's valid tickets
 * (cancelled and replaced ones cost nothing); what was paid is the money staff recorded, net of refunds. An online
 * provider that confirms a payment sets `payment_state` instead.
 */
export const ORDER_DUE_SQL = "(SELECT coalesce(sum(d.price), 0) FROM order_tickets d WHERE d.order_id = o.id AND d.status = 'valid')";

export const ORDER_PAID_SQL = `(o.payment_state = 'paid' OR o.paid_amount >= ${ORDER_DUE_SQL})`;

export const ORDER_PAYMENT_STATUS_SQL = `(CASE WHEN ${ORDER_PAID_SQL} THEN 'paid' WHEN o.paid_amount > 0 THEN 'partly_paid' ELSE 'open' END)`;

export const ORDER_OUTSTANDING_SQL = `(CASE WHEN ${ORDER_PAID_SQL} THEN 0 ELSE GREATEST(${ORDER_DUE_SQL} - o.paid_amount, 0) END)::numeric(10, 2)::text`;

/** Euro amounts as whole cents, so sums and comparisons never meet a binary fraction. */
export const toCents = (amount: string | number) => Math.round(Number(amount) * 100);
export const fromCents = (cents: number) => (cents / 100).toFixed(2);

/** What the buyer gets back when the order will cost `dueAfter`: whatever was received beyond it. */
export const refundDue = (paidCents: number, dueAfterCents: number) => Math.max(0, paidCents - dueAfterCents);
