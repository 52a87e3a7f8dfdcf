import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Locale } from 'shared-contracts/locales';
import type { StaffOrder } from 'shared-contracts/order-money';
import { ORDER_CODE_PATTERN } from 'shared-contracts/orders';
import type { AppContext } from '../../../context';
import { notFound } from '../../../http/errors';
import { berlinIso } from '../../../lib/berlin-time';
import { ticketSignerFor } from '../../../lib/ticket-signature';
import { loadOrder, orderRowBy } from './load-order';

export const codeParams = z.object({ code: z.string().regex(ORDER_CODE_PATTERN, 'must be an order code') });

/** Staff calls take each order's own config: the box-office role (admin always may); CSRF on writes. */
export const boxOfficeOnly = { config: { auth: 'boxoffice' as const } };

/** Who recorded a payment or a change: the staff member's full name, or the account name when none is set. */
export function staffNameOf(request: FastifyRequest): string {
  const user = request.user!;
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

/** The order in its own language, as the buyer's mails show it. */
export async function loadBuyerOrder(ctx: AppContext, code: string) {
  const row = await orderRowBy(ctx.db, 'code', code.toUpperCase());
  if (!row) throw notFound('order');
  return loadOrder(ctx.db, row, row.locale, await ticketSignerFor(ctx.db, ctx.config.ticketSigningKey));
}

/** The order as staff see it: the buyer's view with staff invoice links, plus every payment and refund recorded. */
export async function loadStaffOrder(ctx: AppContext, code: string, locale: Locale): Promise<StaffOrder> {
  const row = await orderRowBy(ctx.db, 'code', code.toUpperCase());
  if (!row) throw notFound('order');
  const order = await loadOrder(ctx.db, row, locale, await ticketSignerFor(ctx.db, ctx.config.ticketSigningKey), { for: 'staff' });
  const payments = await ctx.db.query<{ id: number; kind: 'payment' | 'refund'; amount: string; method: StaffOrder['payments'][number]['method']; paid_on: string; note: string; recorded_by: string; recorded_at: Date | string }>(
    `SELECT id, kind, amount::text AS amount, method, to_char(paid_on, 'YYYY-MM-DD') AS paid_on, note, recorded_by, recorded_at
       FROM order_payments WHERE order_id = $1 ORDER BY recorded_at, id`,
    [row.id],
  );
  return { ...order, payments: payments.map((p) => ({ ...p, recorded_at: berlinIso(new Date(p.recorded_at)) })) };
}
