import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCreateOrder } from './create-order';
import { registerOrderViews } from './get-order';
import { createMailer } from './lib/mailer';
import { registerResendMail } from './resend-mail';
import { registerStaffOrders } from './staff-orders';
import { registerChangeRoutes } from './changes/change-calls';
import { registerStaffInvoiceRoutes } from './invoices/invoice-calls';
import { registerPaymentRoutes } from './payments/payment-calls';

/**
 * Checkout, order page, e-tickets and invoices, and the staff's order list: payments and refunds, cancelling tickets
 * or whole orders, re-issuing a ticket, resending the confirmation.
 */
export function registerOrdersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const mailer = createMailer(ctx.config.mail ?? { outboxDir: path.resolve('data', 'outbox') });
  registerCreateOrder(app, ctx, mailer);
  registerOrderViews(app, ctx);
  registerStaffOrders(app, ctx);
  registerResendMail(app, ctx, mailer);
  registerPaymentRoutes(app, ctx, mailer);
  registerChangeRoutes(app, ctx, mailer);
  registerStaffInvoiceRoutes(app, ctx);
}
