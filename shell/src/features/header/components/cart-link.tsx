import { useEffect, useRef, useState } from 'react';
import { CART_AMOUNT_COOKIE, CART_URL_COOKIE } from 'shared-contracts/api-paths';
import { useT } from '../../../i18n/i18n';
import { useShell } from '../../../app/shell-context';
import { bus } from '../../../lib/bus';
import { useVisitorCookie } from '../../../lib/use-visitor-cookie';
import { CartIcon } from './icons';
import styles from './top-link.module.css';
import hidden from 'site-config/remote-kit/visually-hidden.module.css';

/**
 * Cart count and url: from the last `cart.updated` on the bus, else from the 15-minute cart cookies (read after
 * hydration: the shared page shows no visitor's cart). `changed` is set only when the count moves on the bus after the
 * page was shown, so the page's start announces nothing.
 */
function useCart() {
  const [amount] = useVisitorCookie(CART_AMOUNT_COOKIE);
  const [url] = useVisitorCookie(CART_URL_COOKIE);
  const [update, setUpdate] = useState<{ count: number; url: string | null; changed: boolean } | null>(null);
  const fromCookies = Number(amount ?? 0) || 0;
  // The count the visitor was last shown, so a bus message with the same count announces nothing.
  const shown = useRef(0);
  useEffect(() => {
    if (!update) shown.current = fromCookies;
  }, [fromCookies, update]);
  useEffect(
    () =>
      bus.on('cart.updated', (payload) => {
        const changed = payload.tickets_quantity !== shown.current;
        shown.current = payload.tickets_quantity;
        setUpdate((current) => ({ count: payload.tickets_quantity, url: payload.cart_url, changed: (current?.changed ?? false) || changed }));
      }),
    [],
  );
  return update ?? { count: fromCookies, url: url ?? null, changed: false };
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
      <span className={hidden.visuallyHidden} aria-live="polite" aria-atomic="true" data-cart-announcer="">
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
