import { useEffect, type MouseEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buildPath } from 'shared-contracts/routes';
import type { Order } from 'shared-contracts/orders';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { shopHref } from '../../../lib/shop-route';
import { useCart } from '../../cart/api/get-cart';
import { publishCart } from '../../cart/hooks/publish-cart';
import { useCountdown } from '../hooks/use-countdown';
import { CheckoutForm } from './checkout-form';
import { CheckoutSteps } from './checkout-steps';
import { HoldCountdown } from './hold-countdown';
import { OrderSummary } from './order-summary';
import styles from './checkout.module.css';

/** The checkout: the held tickets with the hold counting down, then contact details, payment and the terms. */
export function CheckoutView() {
  const { t } = useTranslation();
  const { locale, host } = useSlot();
  const client = useQueryClient();
  const cart = useCart(locale);
  const msLeft = useCountdown(cart.data?.expires_at ?? null);
  const expired = msLeft === 0;
  useEffect(() => {
    // The server decides whether the hold still stands; ask it again once the clock here says it ended.
    if (expired) void cart.refetch();
  }, [expired]); // eslint-disable-line react-hooks/exhaustive-deps

  const go = (to: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    host.navigate(to);
  };
  const cartPath = shopHref('/webshop/cart', locale);
  const programme = buildPath('events', locale);
  const placed = (order: Order) => {
    const empty = { tickets_quantity: 0, cart_url: cartPath, expires_at: null, lines: [] };
    client.setQueryData(['shop', 'cart', locale], empty);
    publishCart(empty);
    host.navigate(order.order_url);
  };

  return (
    <section className={styles.checkout} aria-labelledby="checkout-title" aria-busy={cart.isFetching}>
      <CheckoutSteps current="details" />
      <h1 id="checkout-title" className={styles.title}>
        {t('checkout.title')}
      </h1>
      {cart.isPending ? (
        <p role="status">{t('cart.loading')}</p>
      ) : cart.isError ? (
        <div role="alert" className={styles.failure}>
          <p>{t('cart.loadError')}</p>
          <button type="button" className={styles.secondaryButton} onClick={() => void cart.refetch()}>
            {t('cart.retry')}
          </button>
        </div>
      ) : cart.data.lines.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.failureTitle}>{t('checkout.emptyTitle')}</p>
          <p>{t('checkout.chooseAgain')}</p>
          <a href={programme} onClick={go(programme)} className={styles.primaryLink}>
            {t('layout.program')}
          </a>
        </div>
      ) : (
        <div className={styles.columns}>
          <div className={styles.aside}>
            {msLeft !== null && <HoldCountdown msLeft={msLeft} />}
            <OrderSummary cart={cart.data} />
            <a href={cartPath} onClick={go(cartPath)} className={styles.backLink}>
              {t('checkout.backToCart')}
            </a>
          </div>
          <CheckoutForm disabled={expired} onPlaced={placed} />
        </div>
      )}
    </section>
  );
}
