import { useEffect, useState } from 'react';
import { CART_AMOUNT_COOKIE } from 'shared-contracts/api-paths';
import { createBus } from 'shared-contracts/events';
import { readCookie } from 'site-config/remote-kit/cookies';

/**
 * How many tickets the visitor's cart already holds: the 15-minute cart cookie, then every `cart.updated`. Read after
 * mounting, so a page rendered once for every visitor hydrates the same and learns the count in the browser.
 */
export function useCartAmount(): number {
  const [amount, setAmount] = useState(0);
  useEffect(() => {
    setAmount(Number(readCookie(CART_AMOUNT_COOKIE) ?? 0) || 0);
    return createBus().on('cart.updated', (cart) => setAmount(cart.tickets_quantity));
  }, []);
  return amount;
}
