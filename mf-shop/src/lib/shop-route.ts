import type { Locale } from 'shared-contracts/locales';

export type ShopRoute = { kind: 'cart' } | { kind: 'checkout' } | { kind: 'order'; code: string; secret: string };

/** Which shop page a path shows: /webshop/checkout, /webshop/orders/{code}/{secret}, anything else the cart. */
export function shopRoute(pathname: string): ShopRoute {
  const [, , first, code, secret] = pathname.replace(/\/+$/, '').split('/');
  if (first === 'checkout') return { kind: 'checkout' };
  if (first === 'orders' && code && secret) return { kind: 'order', code, secret };
  return { kind: 'cart' };
}

/**
 * Shop paths carry no locale prefix; English is asked for with `?lang=en` (German, the default, needs nothing), so
 * every link inside the shop keeps the visitor's language.
 */
export function shopHref(path: string, locale: Locale): string {
  if (locale === 'de') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
}
