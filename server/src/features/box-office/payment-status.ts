/**
 * Whether an order counts as paid at the door, read in this one place: the order's payment state, or nothing to pay.
 * Orders paid at the box office or by invoice stay `pending` until staff record the payment.
 */
export const ORDER_PAID_SQL = "(o.payment_state = 'paid' OR o.total = 0)";
