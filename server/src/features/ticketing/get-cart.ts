import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { clearEventAvailability } from '../../lib/response-cache';
import { cartIdOf, clearCartCookie } from '../../lib/cart-cookie';
import { loadCart } from './lib/load-cart';

const lineParams = z.object({ line: z.string().regex(/^\d{1,9}$/, 'must be a numeric id').transform(Number) });

/**
 * GET /api/shop-cart/ (the cart's lines for the shop page), DELETE /api/shop-cart/{line}/ (gives the seats back) and
 * DELETE /api/shop-cart/ (empties the cart: every hold is released and the next add starts a new cart).
 */
export function registerCartView(app: FastifyInstance, ctx: AppContext): void {
  localizedRoute(app, 'GET', '/api/shop-cart/', (request, _reply, locale) => loadCart(ctx.db, locale, cartIdOf(request), ctx.clock.now()));
  localizedRoute(app, 'DELETE', '/api/shop-cart/', async (request, reply, locale) => {
    const cartId = cartIdOf(request);
    if (cartId !== null) {
      // Deleting the cart drops its lines with it; only the events it held seats for lose their cached availability.
      const held = await ctx.db.query<{ event_id: number }>(
        'SELECT DISTINCT g.event_id FROM cart_lines l JOIN seat_groups g ON g.id = l.seat_group_id WHERE l.cart_id = $1',
        [cartId],
      );
      await ctx.db.query('DELETE FROM carts WHERE id = $1', [cartId]);
      clearEventAvailability(ctx.db, held.map((row) => row.event_id));
    }
    clearCartCookie(reply, ctx);
    return loadCart(ctx.db, locale, null, ctx.clock.now());
  });
  // Removing is idempotent: a line already gone (removed in another tab, or its hold lapsed) answers the cart as it is
  // now, so a visitor's second press or a stale page is no failure and the shop simply shows what is left.
  localizedRoute(app, 'DELETE', '/api/shop-cart/:line/', async (request, _reply, locale) => {
    const { line } = parseInput(lineParams, request.params, 'params');
    const cartId = cartIdOf(request);
    const now = ctx.clock.now();
    const live = cartId === null ? [] : await ctx.db.query('SELECT 1 FROM carts WHERE id = $1 AND expires_at > $2', [cartId, now.toISOString()]);
    if (live.length === 0) return loadCart(ctx.db, locale, null, now);
    const deleted = await ctx.db.query<{ event_id: number }>(
      'DELETE FROM cart_lines l WHERE l.id = $1 AND l.cart_id = $2 RETURNING (SELECT event_id FROM seat_groups WHERE id = l.seat_group_id) AS event_id',
      [line, cartId],
    );
    clearEventAvailability(ctx.db, deleted.map((d) => d.event_id));
    return loadCart(ctx.db, locale, cartId, now);
  });
}
