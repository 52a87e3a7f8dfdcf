import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cancelTicketsSchema, refundQuoteQuerySchema, type RefundQuote } from 'shared-contracts/order-money';
import type { Locale } from 'shared-contracts/locales';
import type { AppContext } from '../../../context';
import { forLocales } from '../../../http/locale-routes';
import { parseInput } from '../../../http/validate';
import { clearEventAvailability } from '../../../lib/response-cache';
import { siteUrl } from '../../../lib/site-url';
import { invoiceAttachments } from '../invoices/invoice-attachments';
import type { Mailer } from '../lib/mailer';
import { boxOfficeOnly, codeParams, loadBuyerOrder, loadStaffOrder, staffNameOf } from '../lib/staff-order';
import { cancelTickets, lockOrder, quoteOf, ticketsToCancel } from './cancel-tickets';
import { sendChangeMail } from './change-mail';
import { reissueTicket } from './reissue-ticket';

const ticketParams = codeParams.extend({ position: z.coerce.number({ error: 'must be a ticket position' }).int('must be a ticket position').min(1, 'must be a ticket position').max(9999, 'must be a ticket position') });

/**
 * Box office (CSRF on writes): GET /{locale}/api/dashboard-orders/{code}/refund-quote/?positions= says what cancelling
 * those tickets (absent: all) gives back; POST …/cancellations/ cancels them, frees their seats, issues the
 * cancellation invoice, records the refund and mails the buyer; POST …/cancel/ is the same for the whole order;
 * POST …/tickets/{position}/reissue/ replaces a ticket by one with a new code.
 */
export function registerChangeRoutes(app: FastifyInstance, ctx: AppContext, mailer: Mailer): void {
  forLocales(
    app,
    'GET',
    '/api/dashboard-orders/:code/refund-quote/',
    async (request, reply): Promise<RefundQuote> => {
      const { code } = parseInput(codeParams, request.params, 'params');
      const { positions } = parseInput(refundQuoteQuerySchema, request.query, 'query');
      reply.header('cache-control', 'private, no-store');
      // A read under the lock a cancellation takes, so the quote is never half of a cancellation in progress.
      return ctx.db.transaction(async (tx) => {
        const order = await lockOrder(tx, code.toUpperCase());
        return quoteOf(order, ticketsToCancel(order, positions));
      });
    },
    boxOfficeOnly,
  );

  const cancel = async (request: FastifyRequest, locale: Locale, body: unknown) => {
    const { code } = parseInput(codeParams, request.params, 'params');
    const input = parseInput(cancelTicketsSchema, body ?? {}, 'body');
    const now = ctx.clock.now();
    const outcome = await ctx.db.transaction((tx) => cancelTickets(tx, { code: code.toUpperCase(), positions: input.positions, refund: input.refund, staff: staffNameOf(request), now }));
    clearEventAvailability(ctx.db, outcome.eventIds);
    if (outcome.cancelled) {
      const buyerView = await loadBuyerOrder(ctx, code);
      const attachments = outcome.cancellationInvoice ? await invoiceAttachments(ctx.db, outcome.id, [outcome.cancellationInvoice]) : [];
      // The cancellation stands even if the mail cannot go out; staff see it on the order, the buyer on the order page.
      await sendChangeMail(mailer, buyerView, { positions: outcome.positions, refund: input.refund, attachments }, siteUrl(ctx, request), now).catch((error) =>
        request.log.error({ error, code }, 'cancellation mail failed'),
      );
    }
    return loadStaffOrder(ctx, code, locale);
  };
  forLocales(app, 'POST', '/api/dashboard-orders/:code/cancellations/', (request, _reply, locale) => cancel(request, locale, request.body), boxOfficeOnly);
  // The whole order; a body may name the refund. Repeated, it cancels nothing more and sends no second mail.
  forLocales(app, 'POST', '/api/dashboard-orders/:code/cancel/', (request, _reply, locale) => cancel(request, locale, { refund: (request.body as { refund?: unknown } | null)?.refund ?? null }), boxOfficeOnly);

  forLocales(
    app,
    'POST',
    '/api/dashboard-orders/:code/tickets/:position/reissue/',
    async (request, _reply, locale) => {
      const { code, position } = parseInput(ticketParams, request.params, 'params');
      await ctx.db.transaction((tx) => reissueTicket(tx, code.toUpperCase(), position));
      return loadStaffOrder(ctx, code, locale);
    },
    boxOfficeOnly,
  );
}
