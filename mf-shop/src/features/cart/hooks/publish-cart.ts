import Cookies from 'js-cookie';
import { CART_AMOUNT_COOKIE, CART_URL_COOKIE } from 'shared-contracts/api-paths';
import type { Cart } from 'shared-contracts/entities';
import { createBus } from 'shared-contracts/events';

/** The parent domain (www.example.org → example.org); hosts without one get a host cookie. */
export function cookieDomain(hostname: string): string | undefined {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return undefined;
  const labels = hostname.split('.');
  return labels.length > 2 ? labels.slice(1).join('.') : hostname;
}

/**
 * Keeps the header's cart badge right after a change in the shop: the cookies follow the hold's end
 * (at most 15 minutes) and cart.updated goes out on the bus. An empty cart drops the cookies.
 */
export function publishCart(cart: Cart): void {
  const domain = cookieDomain(window.location.hostname);
  if (cart.tickets_quantity > 0 && cart.expires_at) {
    const options = { expires: new Date(cart.expires_at), path: '/', domain, sameSite: 'lax' as const };
    Cookies.set(CART_AMOUNT_COOKIE, String(cart.tickets_quantity), options);
    Cookies.set(CART_URL_COOKIE, cart.cart_url, options);
  } else {
    Cookies.remove(CART_AMOUNT_COOKIE, { path: '/', domain });
    Cookies.remove(CART_URL_COOKIE, { path: '/', domain });
  }
  createBus().emit('cart.updated', { tickets_quantity: cart.tickets_quantity, cart_url: cart.cart_url });
}
