import type { FastifyInstance } from 'fastify';
import { recordPaymentSchema } from 'shared-contracts/order-money';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http/errors';
import { forLocales } from '../../../http/locale-routes';
import { parseInput } from '../../../http/validate';
import { siteUrl } from '../../../lib/site-url';
import { lockOrder } from '../changes/cancel-tickets';
import { sendChangeMail } from '../changes/change-mail';
import type { Mailer } from '../lib/mailer';
import { recordLedgerEntry } from './ledger';
import { berlinDay } from '../../../lib/berlin-time';
import { boxOfficeOnly, codeParams, loadBuyerOrder, loadStaffOrder, staffNameOf } from '../lib/staff-order';

/**
 * Box office: GET /{locale}/api/dashboard-orders/{code}/ is the order with its ledger; POST …/payments/ (CSRF)
 * records a payment received (full or partial) or a refund paid out, with method and day. A refund is mailed to
 * the buyer in the order's language.
 */
export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext, mailer: Mailer): void {
  forLocales(
    app,
    'GET',
    '/api/dashboard-orders/:code/',
    async (request, reply, locale) => {
      const { code } = parseInput(codeParams, request.params, 'params');
      reply.header('cache-control', 'private, no-store');
      return loadStaffOrder(ctx, code, locale);
    },
    boxOfficeOnly,
  );

  forLocales(
    app,
    'POST',
    '/api/dashboard-orders/:code/payments/',
    async (request, reply, locale) => {
      const { code } = parseInput(codeParams, request.params, 'params');
      const body = parseInput(recordPaymentSchema, request.body ?? {}, 'body');
      const now = ctx.clock.now();
      if (body.paid_on && body.paid_on > berlinDay(now)) throw new HttpError(400, 'paid_on: must not be in the future', 'paid_on');
      await ctx.db.transaction(async (tx) => {
        const order = await lockOrder(tx, code.toUpperCase());
        if (order.status === 'cancelled' && body.kind === 'payment') throw new HttpError(409, 'code: the order is cancelled and takes no payment', 'code');
        await recordLedgerEntry(tx, order, { kind: body.kind, amount: body.amount, method: body.method, paidOn: body.paid_on ?? null, note: body.note, staff: staffNameOf(request), now });
      });
      const staffOrder = await loadStaffOrder(ctx, code, locale);
      if (body.kind === 'refund') {
        const buyerView = await loadBuyerOrder(ctx, code);
        await sendChangeMail(mailer, buyerView, { positions: [], refund: { amount: body.amount, method: body.method }, attachments: [] }, siteUrl(ctx, request), now).catch((error) =>
          request.log.error({ error, code }, 'refund mail failed'),
        );
      }
      return reply.status(201).send(staffOrder);
    },
    boxOfficeOnly,
  );
}
