import type { FastifyInstance } from 'fastify';
import { CART_ERROR_NO_RESERVATION, cartRequestSchema, type CartResponse } from 'shared-contracts/entities';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { berlinIso } from '../../lib/berlin-time';
import { clearEventAvailability } from '../../lib/response-cache';
import { cartIdOf, cartUrlFor, clearCartCookie, setCartCookie } from '../../lib/cart-cookie';
import { CartFailure } from '../../lib/cart-errors';
import { reserve } from './lib/reserve';
import { createSharedRateLimit } from '../../http/sliding-window-limit';
import type { HoldLimits } from '../../lib/hold-limits';
import { assertShopOnline } from '../../lib/shop-online';

/**
 * POST /api/shop-cart/: reserves seats for 15 minutes in the visitor's cart (cookie `cart_id`).
 * Rules for -204 are in server/README.md ("Tickets and carts"). 503 while the shop is switched off.
 */
export function registerAddToCart(app: FastifyInstance, ctx: AppContext, limits: HoldLimits): void {
  const now = () => ctx.clock.now().getTime();
  const adds = createSharedRateLimit(ctx.db, { name: 'cart-add', windowMs: limits.windowMs, now });
  localizedRoute(app, 'POST', '/api/shop-cart/', async (request, reply, locale) => {
    await assertShopOnline(ctx.db);
    const address = request.ip;
    const cookieCart = cartIdOf(request);
    // A client is its cart; a script that drops the cookie is still one address.
    const wait = await adds.take(
      { key: cookieCart ? `client|cart|${cookieCart}` : `client|address|${address}`, max: limits.addsPerClient },
      { key: `address|${address}`, max: limits.addsPerAddress },
    );
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      return reply.status(429).send({ message: `cart: too many additions in a short time; please wait ${Math.ceil(wait / 1000)} s and try again` });
    }
    const body = parseInput(cartRequestSchema, request.body, 'body');
    if (body.quantities.length !== body.sale_type_ids.length) throw badRequest('sale_type_ids', 'must have as many entries as quantities');
    try {
      const requester = { address, limits };
      const result = await ctx.db.transaction((tx) => reserve(tx, cookieCart, body, ctx.clock.now(), requester));
      // Only answers that show this event's seats are dropped; the rest of the programme stays cached.
      clearEventAvailability(ctx.db, [result.eventId]);
      setCartCookie(reply, ctx, result.cartId);
      const answer: CartResponse = { tickets_quantity: result.ticketsQuantity, cart_url: cartUrlFor(locale), expires_at: berlinIso(result.expiresAt) };
      return answer;
    } catch (error) {
      if (!(error instanceof CartFailure)) throw error;
      // A lapsed or unknown cart is forgotten, so the visitor's next try starts a fresh one; any other refusal
      // leaves the cart (and the cookie that names it) as it was.
      if (error.responseCode === CART_ERROR_NO_RESERVATION) clearCartCookie(reply, ctx);
      return reply.status(409).send(error.body());
    }
  });
}
