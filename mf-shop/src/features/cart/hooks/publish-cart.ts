import { CART_AMOUNT_COOKIE, CART_URL_COOKIE } from 'shared-contracts/api-paths';
import type { Cart } from 'shared-contracts/entities';
import { createBus } from 'shared-contracts/events';
import { removeCookie, siteCookieDomain, writeCookie } from 'site-config/remote-kit/cookies';

/**
 * Keeps the header's cart badge right after a change in the shop: the cookies follow the hold's end
 * (at most 15 minutes) and cart.updated goes out on the bus. An empty cart drops the cookies.
 */
export function publishCart(cart: Cart): void {
  const domain = siteCookieDomain(window.location.hostname);
  if (cart.tickets_quantity > 0 && cart.expires_at) {
    const lifetime = { expires: new Date(cart.expires_at), domain };
    writeCookie(CART_AMOUNT_COOKIE, String(cart.tickets_quantity), lifetime);
    writeCookie(CART_URL_COOKIE, cart.cart_url, lifetime);
  } else {
    removeCookie(CART_AMOUNT_COOKIE, domain);
    removeCookie(CART_URL_COOKIE, domain);
  }
  createBus().emit('cart.updated', { tickets_quantity: cart.tickets_quantity, cart_url: cart.cart_url });
}
