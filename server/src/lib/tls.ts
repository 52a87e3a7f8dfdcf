import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/**
 * Whether the visitor reached us over https: the socket itself, or a trusted proxy's X-Forwarded-Proto (Fastify
 * only believes that header for the addresses TRUST_PROXY names).
 */
export function servedOverTls(request: Pick<FastifyRequest, 'protocol'>): boolean {
  return request.protocol === 'https';
}

/** Cookies get `Secure` whenever the request came over TLS, or always with SECURE_COOKIES=1. */
export function secureCookie(request: Pick<FastifyRequest, 'protocol'>, ctx: AppContext): boolean {
  return ctx.config.secureCookies || servedOverTls(request);
}
