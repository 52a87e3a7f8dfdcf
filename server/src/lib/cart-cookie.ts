import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from 'shared-contracts/locales';
import type { AppContext } from '../context';
import { secureCookie } from './tls';

export const CART_COOKIE = 'cart_id';
export const CART_URL = '/webshop/cart';
/** The shop has no locale prefix: English visitors get `?lang=en`, so the cart (and checkout) stay in English. */
export const cartUrlFor = (locale: Locale) => (locale === 'de' ? CART_URL : `${CART_URL}?lang=${locale}`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cart id from the HttpOnly cookie; anything that is not one of our ids counts as no cookie. */
export function cartIdOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[CART_COOKIE];
  return typeof value === 'string' && UUID.test(value) ? value : null;
}

export function setCartCookie(reply: FastifyReply, ctx: AppContext, id: string): void {
  // Kept a day so a lapsed hold can be told apart from "never had a cart" (-204 vs a fresh cart).
  reply.setCookie(CART_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie(reply.request, ctx), maxAge: 24 * 60 * 60 });
}

export function clearCartCookie(reply: FastifyReply, ctx: AppContext): void {
  reply.clearCookie(CART_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie(reply.request, ctx) });
}
