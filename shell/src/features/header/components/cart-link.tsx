import { useEffect, useRef, useState } from 'react';
import { readCookie } from 'site-config/remote-kit/cookies';
import { CART_AMOUNT_COOKIE, CART_URL_COOKIE } from 'shared-contracts/api-paths';
import { useT } from '../../../i18n/i18n';
import { useShell } from '../../../app/shell-context';
import { bus } from '../../../lib/bus';
import { CartIcon } from './icons';
import styles from './top-link.module.css';

/**
 * Cart count and url: from the last `cart.updated` on the bus, else from the 15-minute cart cookies. `changed` is set
 * only when the count moves after the page was shown, so the page's start announces nothing.
 */
function useCart() {
  const [cart, setCart] = useState(() => ({
    count: Number(readCookie(CART_AMOUNT_COOKIE) ?? 0) || 0,
    url: readCookie(CART_URL_COOKIE) ?? null,
    changed: false,
  }));
  const count = useRef(cart.count);
  useEffect(
    () =>
      bus.on('cart.updated', (payload) => {
        const changed = payload.tickets_quantity !== count.current;
        count.current = payload.tickets_quantity;
        setCart((current) => ({ count: payload.tickets_quantity, url: payload.cart_url, changed: current.changed || changed }));
      }),
    [],
  );
  return cart;
}

export function CartLink() {
  const { t } = useT();
  const { settings } = useShell();
  const cart = useCart();
  const label = cart.count > 0 ? t('header.cartCount', { count: cart.count }) : t('header.cart');
  if (settings && !settings.is_shop_online) return <ShopOffline icon={<CartIcon />} label={t('header.cart')} />;
  const href = cart.url ?? settings?.design.header_basket_link ?? '/webshop';
  return (
    <>
      <a href={href} className={styles.topLink} aria-label={label}>
        <CartIcon />
        {cart.count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {cart.count}
          </span>
        )}
      </a>
      {/* A polite live region, present from the start so screen readers hear each later change of the count; not a
          role="status", which would compete with the page's own status messages. */}
      <span className="visually-hidden" aria-live="polite" aria-atomic="true" data-cart-announcer="">
        {cart.changed ? t('header.cartChanged', { count: cart.count }) : ''}
      </span>
    </>
  );
}

/** Disabled cart/account control with the 'Webshop offline' tooltip; focusable so keyboards find the tooltip. */
export function ShopOffline({ icon, label }: { icon: React.ReactNode; label: string }) {
  const { t } = useT();
  return (
    <span className={styles.disabled} role="link" aria-disabled="true" tabIndex={0} aria-label={`${label}: ${t('header.shopOffline')}`} title={t('header.shopOffline')}>
      {icon}
      <span className={styles.tooltip} aria-hidden="true">
        {t('header.shopOffline')}
      </span>
    </span>
  );
}
