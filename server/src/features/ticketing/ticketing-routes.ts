import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerAddToCart } from './add-to-cart';
import { registerCartView } from './get-cart';
import { holdLimitsFromEnv } from '../../lib/hold-limits';

const PURGE_EVERY_MS = 10 * 60_000;
const KEEP_LAPSED_MS = 24 * 60 * 60_000;

export function registerTicketingRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Fair-hold limits from the environment, read when the server starts (decision 046).
  registerAddToCart(app, ctx, holdLimitsFromEnv());
  registerCartView(app, ctx);
  // Availability ignores lapsed holds already; this only keeps the tables small. Lapsed carts are kept a day
  // so a late call can still be answered with -204.
  const timer = setInterval(() => {
    const before = new Date(ctx.clock.now().getTime() - KEEP_LAPSED_MS).toISOString();
    ctx.db.query('DELETE FROM carts WHERE expires_at < $1', [before]).catch((error) => app.log.warn({ error }, 'cart purge failed'));
  }, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
