import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ORDER_CODE_PATTERN } from 'shared-contracts/orders';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { ticketSignerFor } from '../../lib/ticket-signature';
import { loadOrder, orderRowBy } from './lib/load-order';
import type { Mailer } from './lib/mailer';
import { sendOrderConfirmation } from './lib/order-mail';
import { invoiceAttachments } from './invoices/invoice-attachments';
import { siteUrl } from '../../lib/site-url';

const codeParams = z.object({ code: z.string().regex(ORDER_CODE_PATTERN, 'must be an order code') });

/**
 * Box office (CSRF): POST /{locale}/api/dashboard-orders/{code}/resend-mail/ sends the order's confirmation again, in
 * the order's language, to the address the buyer gave, with its valid tickets (a re-issued one under its new code)
 * and its invoices; a cancelled order gets none (409).
 */
export function registerResendMail(app: FastifyInstance, ctx: AppContext, mailer: Mailer): void {
  forLocales(
    app,
    'POST',
    '/api/dashboard-orders/:code/resend-mail/',
    async (request) => {
      const { code } = parseInput(codeParams, request.params, 'params');
      const row = await orderRowBy(ctx.db, 'code', code.toUpperCase());
      if (!row) throw notFound('order');
      if (row.status !== 'placed') throw new HttpError(409, 'order: a cancelled order gets no confirmation', 'code');
      const order = await loadOrder(ctx.db, row, row.locale, await ticketSignerFor(ctx.db, ctx.config.ticketSigningKey));
      try {
        await sendOrderConfirmation(mailer, order, siteUrl(ctx, request), ctx.clock.now(), await invoiceAttachments(ctx.db, row.id));
      } catch (error) {
        request.log.error({ error, code: order.code }, 'order confirmation mail failed on resend');
        throw new HttpError(502, 'mail: the confirmation could not be sent; try again later');
      }
      return { code: order.code, email: order.email };
    },
    { config: { auth: 'boxoffice' as const } },
  );
}
