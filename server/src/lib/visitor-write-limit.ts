import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from 'shared-contracts/api-paths';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { createSharedRateLimit } from '../http/sliding-window-limit';
import { holdLimitsFromEnv } from './hold-limits';

/**
 * The cart's throttle for other writes any visitor can make (form entries, the error log): per client and per
 * address, the same numbers and window as cart additions (CART_ADDS_PER_CLIENT, CART_ADDS_PER_ADDRESS,
 * CART_ADDS_WINDOW_MS), counted in the database so all instances share them. A client is its browser's CSRF cookie;
 * a script that drops cookies is still one address.
 */
export function createVisitorWriteLimit(ctx: AppContext, name: string, field: string) {
  const limits = holdLimitsFromEnv();
  const hits = createSharedRateLimit(ctx.db, { name, windowMs: limits.windowMs, now: () => ctx.clock.now().getTime() });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const address = request.ip;
    const cookie = request.cookies[CSRF_COOKIE];
    const wait = await hits.take(
      { key: cookie ? `client|csrf|${cookie}` : `client|address|${address}`, max: limits.addsPerClient },
      { key: `address|${address}`, max: limits.addsPerAddress },
    );
    if (wait <= 0) return;
    const seconds = Math.ceil(wait / 1000);
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, `${field}: too many submissions in a short time; please wait ${seconds} s and try again`, field);
  };
}
