import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ORDER_CODE_PATTERN } from 'shared-contracts/orders';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { loadOrder, orderRowBy, type OrderRow } from './lib/load-order';
import { ticketSignerFor } from '../../lib/ticket-signature';
import { orderCalendar } from './lib/order-calendar';
import { orderText } from './lib/order-texts';
import { siteUrl } from '../../lib/site-url';
import { renderTicketsPdf } from './lib/ticket-pdf';
import { PAYMENT_PROVIDERS, providerInfo } from './payment/providers';
import { invoiceParams, sendInvoicePdf } from './invoices/invoice-calls';

const params = z.object({
  code: z.string().regex(ORDER_CODE_PATTERN, 'must be an order code'),
  secret: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be the order secret'),
});

/** The order of a code and secret; a wrong secret is answered like an unknown code, so codes cannot be probed. */
async function orderWithSecret(ctx: AppContext, raw: unknown): Promise<OrderRow> {
  const { code, secret } = parseInput(params, raw, 'params');
  const row = await orderRowBy(ctx.db, 'code', code);
  if (!row || row.secret.length !== secret.length || !timingSafeEqual(Buffer.from(row.secret), Buffer.from(secret))) throw notFound('order');
  return row;
}

/**
 * GET /{locale}/api/orders/{code}/{secret}/ (the order page), …/tickets.pdf (the e-tickets), …/invoices/{number}.pdf
 * (its invoices, in the language they were issued in) and …/calendar.ics (its
 * dates), both always in the order's language, since they are what is shown at the entrance; GET /{locale}/api/payment-providers/ for the checkout.
 */
export function registerOrderViews(app: FastifyInstance, ctx: AppContext): void {
  forLocales(app, 'GET', '/api/orders/:code/:secret/', async (request, reply, locale) => {
    const row = await orderWithSecret(ctx, request.params);
    reply.header('cache-control', 'private, no-store');
    return loadOrder(ctx.db, row, locale, await ticketSignerFor(ctx.db, ctx.config.ticketSigningKey));
  });
  forLocales(app, 'GET', '/api/orders/:code/:secret/tickets.pdf', async (request, reply) => {
    const row = await orderWithSecret(ctx, request.params);
    const pdf = await renderTicketsPdf(await loadOrder(ctx.db, row, row.locale, await ticketSignerFor(ctx.db, ctx.config.ticketSigningKey)));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${orderText(row.locale, 'fileName', { code: row.code })}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
  forLocales(app, 'GET', '/api/orders/:code/:secret/invoices/:number.pdf', async (request, reply) => {
    const row = await orderWithSecret(ctx, request.params);
    const { number } = parseInput(invoiceParams, request.params, 'params');
    return sendInvoicePdf(ctx, reply, row.id, number);
  });
  forLocales(app, 'GET', '/api/orders/:code/:secret/calendar.ics', async (request, reply) => {
    const row = await orderWithSecret(ctx, request.params);
    const order = await loadOrder(ctx.db, row, row.locale, await ticketSignerFor(ctx.db, ctx.config.ticketSigningKey));
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${orderText(row.locale, 'calendarFile', { code: row.code })}"`)
      .header('cache-control', 'private, no-store')
      .send(orderCalendar(order, siteUrl(ctx, request), ctx.clock.now()));
  });
  forLocales(app, 'GET', '/api/payment-providers/', (_request, _reply, locale) => PAYMENT_PROVIDERS.map((p) => providerInfo(p, locale)));
}
