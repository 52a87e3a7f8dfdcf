import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from 'shared-contracts/constants';
import { checkoutRequestSchema } from 'shared-contracts/orders';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { cartIdOf, clearCartCookie } from '../../lib/cart-cookie';
import { CartFailure } from '../../lib/cart-errors';
import { clearEventAvailability } from '../../lib/response-cache';
import { loadOrder, orderRowBy } from './lib/load-order';
import { ticketSignerFor } from '../../lib/ticket-signature';
import type { Mailer } from './lib/mailer';
import { sendOrderConfirmation } from './lib/order-mail';
import { placeOrder } from './lib/place-order';
import { invoiceAttachments } from './invoices/invoice-attachments';
import { siteUrl } from '../../lib/site-url';
import { paymentProvider } from './payment/providers';
import { assertShopOnline } from '../../lib/shop-online';

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) throw badRequest(IDEMPOTENCY_HEADER, 'must be 16 to 128 letters, digits, - or _');
  return value;
}

/** Two different carts confirmed with one key at the same moment: the second insert hits the key's unique index. */
const isKeyConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505' && /idempotency/.test(String((error as { constraint?: string; message?: string }).constraint ?? (error as { message?: string }).message));

/**
 * POST /{locale}/api/orders/: the checkout's confirm. 201 with the new order; 200 with the same order when the call
 * repeats (same Idempotency-Key, or the same cart); 409 -204 when the hold has lapsed, and nothing is sold; 503 while the shop is switched off.
 */
export function registerCreateOrder(app: FastifyInstance, ctx: AppContext, mailer: Mailer): void {
  forLocales(app, 'POST', '/api/orders/', async (request, reply, locale) => {
    const body = parseInput(checkoutRequestSchema, request.body ?? {}, 'body');
    await assertShopOnline(ctx.db);
    const provider = paymentProvider(body.payment_provider);
    if (!provider) throw badRequest('payment_provider', 'unknown payment provider');
    const idempotencyKey = idempotencyKeyOf(request);
    const now = ctx.clock.now();
    let placed;
    try {
      placed = await ctx.db.transaction((tx) =>
        placeOrder(tx, { cartId: cartIdOf(request), idempotencyKey, locale, name: body.name, email: body.email, provider, now }),
      );
    } catch (error) {
      if (isKeyConflict(error)) throw new HttpError(409, `${IDEMPOTENCY_HEADER}: already used for another order`, IDEMPOTENCY_HEADER);
      if (!(error instanceof CartFailure)) throw error;
      clearCartCookie(reply, ctx);
      return reply.status(409).send({ response_code: error.responseCode, message: error.message });
    }
    clearCartCookie(reply, ctx);
    const row = (await orderRowBy(ctx.db, 'id', placed.id))!;
    const order = await loadOrder(ctx.db, row, row.locale, await ticketSignerFor(ctx.db, ctx.config.ticketSigningKey));
    if (!placed.created) return reply.status(200).send(order);
    // Only the answers that show these events' seats are dropped, in every server process.
    clearEventAvailability(ctx.db, placed.eventIds);
    // The order stands even if the mail cannot go out; the order page and its PDF remain the visitor's copy.
    await invoiceAttachments(ctx.db, placed.id)
      .then((invoices) => sendOrderConfirmation(mailer, order, siteUrl(ctx, request), now, invoices))
      .catch((error) => request.log.error({ error, code: order.code }, 'order confirmation mail failed'));
    return reply.status(201).send(order);
  });
}
