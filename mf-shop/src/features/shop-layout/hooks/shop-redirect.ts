import type { Locale } from 'shared-contracts/locales';
import { SHOP_REDIRECTS } from 'shared-contracts/routes';

/**
 * The shop redirect map (docs/product.md), as the server applies it (shared-contracts' SHOP_REDIRECTS): shop paths with a
 * page of their own on the site. The server answers a full load with a 301; this covers in-app navigation.
 */
export function shopRedirectTarget(pathname: string, locale: Locale): string | null {
  const entry = SHOP_REDIRECTS.find((redirect) => redirect.from.test(pathname));
  return entry ? entry.to(locale) : null;
}
