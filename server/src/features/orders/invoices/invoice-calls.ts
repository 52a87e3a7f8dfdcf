import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { notFound } from '../../../http/errors';
import { forLocales } from '../../../http/locale-routes';
import { parseInput } from '../../../http/validate';
import { orderRowBy } from '../lib/load-order';
import { boxOfficeOnly, codeParams } from '../lib/staff-order';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceText } from './invoice-texts';
import { INVOICE_NUMBER_PATTERN, invoiceContent } from './load-invoices';

export const invoiceParams = z.object({ number: z.string().regex(INVOICE_NUMBER_PATTERN, 'must be an invoice number such as 2026-0001') });

/** Answers one invoice of the order as its PDF, in the language it was issued in; 404 for another order's number. */
export async function sendInvoicePdf(ctx: AppContext, reply: FastifyReply, orderId: number, number: string) {
  const content = await invoiceContent(ctx.db, orderId, number);
  if (!content) throw notFound('invoice');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceText(content.locale, 'fileName', { number })}"`)
    .header('cache-control', 'private, no-store')
    .send(await renderInvoicePdf(content));
}

/** Box office: GET /{locale}/api/dashboard-orders/{code}/invoices/{number}.pdf downloads an invoice again. */
export function registerStaffInvoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  forLocales(
    app,
    'GET',
    '/api/dashboard-orders/:code/invoices/:number.pdf',
    async (request, reply) => {
      const { code } = parseInput(codeParams, request.params, 'params');
      const { number } = parseInput(invoiceParams, request.params, 'params');
      const row = await orderRowBy(ctx.db, 'code', code.toUpperCase());
      if (!row) throw notFound('order');
      return sendInvoicePdf(ctx, reply, row.id, number);
    },
    boxOfficeOnly,
  );
}
