import type { Locale } from 'shared-contracts/locales';
import { type Order, shopOrderPath } from 'shared-contracts/orders';
import type { Queryable } from '../../../db/types';
import { berlinIso } from '../../../lib/berlin-time';
import type { TicketSigner } from '../../../lib/ticket-signature';
import { loadWhereabouts, NOWHERE } from '../../../lib/event-whereabouts';
import { ORDER_DUE_SQL, ORDER_OUTSTANDING_SQL, ORDER_PAID_SQL, ORDER_PAYMENT_STATUS_SQL } from '../../../lib/payment-status';
import { loadInvoices } from '../invoices/load-invoices';
import { paymentProvider, providerInfo } from '../payment/providers';

export interface OrderRow {
  id: number;
  code: string;
  secret: string;
  locale: Locale;
  status: 'placed' | 'cancelled';
  name: string;
  email: string;
  payment_provider: string;
  payment_state: 'pending' | 'paid';
  total: string;
  created_at: Date | string;
  cancelled_at: Date | string | null;
  paid: boolean;
  payment_status: 'paid' | 'partly_paid' | 'open';
  due: string;
  paid_amount: string;
  outstanding: string;
}

const ORDER_COLUMNS = `o.id, o.code, o.secret, o.locale, o.status, o.name, o.email, o.payment_provider, o.payment_state, o.total::text AS total, o.created_at,
  o.cancelled_at, ${ORDER_PAID_SQL} AS paid, ${ORDER_PAYMENT_STATUS_SQL} AS payment_status, ${ORDER_DUE_SQL}::numeric(10, 2)::text AS due,
  o.paid_amount::text AS paid_amount, ${ORDER_OUTSTANDING_SQL} AS outstanding`;

export async function orderRowBy(db: Queryable, where: 'id' | 'code', value: number | string): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.${where} = $1`, [value]);
  return row;
}

/**
 * The order as the order page, the e-mail and staff see it, in `locale` (texts of the event as sold). Invoices link
 * to the buyer's download (with the order's secret) unless `for` is 'staff'.
 */
export async function loadOrder(db: Queryable, row: OrderRow, locale: Locale, signer: TicketSigner, options: { for?: 'buyer' | 'staff' } = {}): Promise<Order> {
  const tickets = await db.query<{
    position: number;
    event_id: number;
    title: string;
    event_start: Date | string;
    seat_group_text: string;
    time_start: Date | string | null;
    price_name: string;
    price: string;
    status: 'valid' | 'cancelled' | 'revoked';
  }>(
    `SELECT position, status, event_id, event_title_${locale} AS title, event_start, seat_group_text_${locale} AS seat_group_text,
            time_start, price_name_${locale} AS price_name, price::text AS price
       FROM order_tickets WHERE order_id = $1 ORDER BY position`,
    [row.id],
  );
  const where = await loadWhereabouts(db, tickets.map((t) => t.event_id), locale);
  const provider = paymentProvider(row.payment_provider);
  const info = provider ? providerInfo(provider, locale) : { id: row.payment_provider, name: row.payment_provider, instructions: '' };
  const orderPath = shopOrderPath(row.code, row.secret);
  const invoiceUrl = (number: string) =>
    options.for === 'staff' ? `/${locale}/api/dashboard-orders/${row.code}/invoices/${number}.pdf` : `/${locale}/api/orders/${row.code}/${row.secret}/invoices/${number}.pdf`;
  return {
    code: row.code,
    locale: row.locale,
    status: row.status,
    name: row.name,
    email: row.email,
    created_at: berlinIso(new Date(row.created_at)),
    cancelled_at: row.cancelled_at === null ? null : berlinIso(new Date(row.cancelled_at)),
    total: row.total,
    // Replaced tickets live on in their re-issued successor; cancelled ones still belong to what was bought.
    tickets_quantity: tickets.filter((t) => t.status !== 'revoked').length,
    payment: { ...info, state: row.paid ? 'paid' : 'pending', status: row.payment_status, due: row.due, paid: row.paid_amount, outstanding: row.outstanding },
    invoices: await loadInvoices(db, row.id, invoiceUrl),
    tickets: tickets.map((t) => ({
      position: t.position,
      qr: signer.sign({ orderCode: row.code, position: t.position, eventId: t.event_id }),
      event: { id: t.event_id, title: t.title, date_start: berlinIso(new Date(t.event_start)), where: where.get(t.event_id) ?? NOWHERE },
      seat_group_text: t.seat_group_text,
      time_start: t.time_start === null ? null : berlinIso(new Date(t.time_start)),
      price_name: t.price_name,
      price: t.price,
      status: t.status,
    })),
    order_url: `${orderPath}?lang=${locale}`,
    tickets_url: `/${locale}/api/orders/${row.code}/${row.secret}/tickets.pdf`,
    calendar_url: `/${locale}/api/orders/${row.code}/${row.secret}/calendar.ics`,
  };
}
