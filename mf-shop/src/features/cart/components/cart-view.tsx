import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from 'shared-contracts/routes';
import { formatTime } from 'shared-contracts/berlin-time';
import { shopHref } from '../../../lib/shop-route';
import { formatPrice } from 'shared-contracts/price';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useDeleteCartLine } from '../api/delete-cart-line';
import { useCart } from '../api/get-cart';
import { CartLineItem } from './cart-line-item';
import styles from './cart-view.module.css';

/** The current cart from GET /api/shop-cart/: its lines with remove, the hold's end and the total. */
export function CartView() {
  const { t } = useTranslation();
  const { locale, host } = useSlot();
  const cart = useCart(locale);
  const remove = useDeleteCartLine(locale);
  const programme = buildPath('events', locale);
  const toProgramme = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    host.navigate(programme);
  };
  const checkout = shopHref('/webshop/checkout', locale);
  const toCheckout = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    host.navigate(checkout);
  };

  return (
    <section className={styles.cart} aria-labelledby="shop-cart-title" aria-busy={cart.isFetching || remove.isPending}>
      <h1 id="shop-cart-title" className={styles.title}>
        {t('cart.title')}
        {cart.data && cart.data.tickets_quantity > 0 ? <span className={styles.count}> · {t('cart.count', { count: cart.data.tickets_quantity })}</span> : null}
      </h1>
      {cart.isPending ? (
        <p role="status" className={styles.muted}>
          {t('cart.loading')}
        </p>
      ) : cart.isError ? (
        <div role="alert" className={styles.notice}>
          <p>{t('cart.loadError')}</p>
          <button type="button" className={styles.secondary} onClick={() => void cart.refetch()}>
            {t('cart.retry')}
          </button>
        </div>
      ) : cart.data.lines.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('cart.empty')}</p>
          <p>{t('cart.emptyHint')}</p>
          <a href={programme} onClick={toProgramme} className={styles.primary}>
            {t('layout.program')}
          </a>
        </div>
      ) : (
        <>
          {cart.data.expires_at ? <p className={styles.hold}>{t('cart.heldUntil', { time: formatTime(cart.data.expires_at, locale) })}</p> : null}
          {remove.isError ? (
            <p role="alert" className={styles.notice}>
              {t('cart.removeError')}
            </p>
          ) : null}
          <ul className={styles.lines} aria-label={t('cart.lines')}>
            {cart.data.lines.map((line) => (
              <CartLineItem key={line.id} line={line} removing={remove.isPending && remove.variables === line.id} onRemove={() => remove.mutate(line.id)} />
            ))}
          </ul>
          <p className={styles.total}>
            <span>{t('cart.total')}</span>
            <strong>{formatPrice(cart.data.lines.reduce((sum, line) => sum + Number(line.price) * line.amount, 0).toFixed(2))}</strong>
          </p>
          <div className={styles.actions}>
            <a href={checkout} onClick={toCheckout} className={styles.primary}>
              {t('checkout.toCheckout')}
            </a>
            <a href={programme} onClick={toProgramme} className={styles.secondaryLink}>
              {t('layout.program')}
            </a>
          </div>
        </>
      )}
    </section>
  );
}
