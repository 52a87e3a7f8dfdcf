import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteShorthandOptions } from 'fastify';
import { LOCALES, type Locale } from 'shared-contracts/locales';

export type LocaleHandler = (request: FastifyRequest, reply: FastifyReply, locale: Locale) => unknown;

/**
 * Registers `/de{path}` and `/en{path}` (no unprefixed variant): paths the specification always writes with a locale.
 * Any other first segment never matches, so an unknown locale is a plain 404.
 */
export function forLocales(
  app: FastifyInstance,
  method: HTTPMethods | HTTPMethods[],
  path: string,
  handler: LocaleHandler,
  options: Pick<RouteShorthandOptions, 'config' | 'bodyLimit'> = {},
): void {
  for (const locale of LOCALES) {
    app.route({ method, url: `/${locale}${path}`, ...options, handler: (req, reply) => handler(req, reply, locale) });
  }
}
