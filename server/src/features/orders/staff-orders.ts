import type { FastifyInstance } from 'fastify';
import { orderListQuerySchema, type OrderList } from 'shared-contracts/orders';
import type { AppContext } from '../../context';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { berlinIso } from '../../lib/berlin-time';
import { ORDER_OUTSTANDING_SQL, ORDER_PAYMENT_STATUS_SQL } from '../../lib/payment-status';

const PAGE_SIZE = 25;
const staff = { config: { auth: 'boxoffice' as const } };

/**
 * Staff only (session; CSRF on the cancel): GET /{locale}/api/dashboard-orders/?q=&page= lists orders, newest first,
 * `q` matching the order code (or a ticket number), part of the e-mail address or of the buyer's name, each with its
 * payment status and what is left to pay. Cancelling is in changes/change-calls.ts.
 */
export function registerStaffOrders(app: FastifyInstance, ctx: AppContext): void {
  forLocales(
    app,
    'GET',
    '/api/dashboard-orders/',
    async (request, reply, locale): Promise<OrderList> => {
      const { q, page } = parseInput(orderListQuerySchema, request.query, 'query');
      // A ticket number as the door shows it (K7BEKUDZ-2) finds its order.
      const term = (q ?? '').replace(/^([A-Za-z0-9]{8})-\d{1,4}$/, '$1');
      const where = term
        ? `WHERE o.code = upper($1::text) OR o.email ILIKE '%' || $1::text || '%' OR o.name ILIKE '%' || $1::text || '%'`
        : "WHERE $1::text = ''";
      const [{ count }] = await ctx.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM orders o ${where}`, [term.replace(/[\\%_]/g, '\\$&')]);
      const rows = await ctx.db.query<{ code: string; locale: 'de' | 'en'; status: 'placed' | 'cancelled'; name: string; email: string; created_at: Date; cancelled_at: Date | null; total: string; tickets_quantity: number; events: string[]; payment_status: 'paid' | 'partly_paid' | 'open'; outstanding: string }>(
        `SELECT o.code, o.locale, o.status, o.name, o.email, o.created_at, o.cancelled_at, o.total::text AS total,
                (SELECT count(*)::int FROM order_tickets t WHERE t.order_id = o.id AND t.status <> 'revoked') AS tickets_quantity,
                ${ORDER_PAYMENT_STATUS_SQL} AS payment_status, ${ORDER_OUTSTANDING_SQL} AS outstanding,
                coalesce((SELECT array_agg(DISTINCT t.event_title_${locale}) FROM order_tickets t WHERE t.order_id = o.id), '{}') AS events
           FROM orders o ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ${PAGE_SIZE} OFFSET $2`,
        [term.replace(/[\\%_]/g, '\\$&'), (page - 1) * PAGE_SIZE],
      );
      reply.header('cache-control', 'private, no-store');
      return {
        count,
        page,
        page_size: PAGE_SIZE,
        results: rows.map((r) => ({ ...r, created_at: berlinIso(new Date(r.created_at)), cancelled_at: r.cancelled_at ? berlinIso(new Date(r.cancelled_at)) : null })),
      };
    },
    staff,
  );
}
