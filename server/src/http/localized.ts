import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { type Locale, isLocale, localeFromAcceptLanguage } from 'shared-contracts/locales';
import { type LocaleHandler, forLocales } from './locale-routes';

export type LocalizedHandler = LocaleHandler;

/** Locale of an unprefixed /api call: `lang` query, then Accept-Language, then de. */
export function requestLocale(request: FastifyRequest): Locale {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLocale(lang)) return lang;
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

/**
 * Registers one handler at `/de{path}`, `/en{path}` and `{path}`; the prefixed variants answer in their locale.
 * `path` starts with /api/ or /pageeditor-api/.
 */
export function localizedRoute(app: FastifyInstance, method: HTTPMethods | HTTPMethods[], path: string, handler: LocalizedHandler): void {
  app.route({ method, url: path, handler: (req, reply) => handler(req, reply, requestLocale(req)) });
  forLocales(app, method, path, handler);
}
