import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_ERROR_NOT_ENOUGH_SEATS, CART_ERROR_NO_RESERVATION, CART_ERROR_TICKET_LIMIT, DEFAULT_TICKET_LIMIT, SEATS_REASON, SHOP_OFFLINE_REASON } from 'shared-contracts/constants';
import type { CartResponse } from 'shared-contracts/entities';
import { HttpError } from 'site-config/remote-kit/http';
import { useSlot } from 'site-config/remote-kit/slot-context';
import styles from './booking-widget.module.css';

interface CartSummaryProps {
  status: 'pending' | 'success' | 'error';
  cart?: CartResponse;
  error?: unknown;
  webshopUrl: string;
  onContinue(): void;
}

/** The ticketing system's numeric code, when the failure carries one. */
export function responseCodeOf(error: unknown): number | null {
  if (!(error instanceof HttpError)) return null;
  const code = (error.body as { response_code?: unknown } | null)?.response_code;
  return typeof code === 'number' ? code : null;
}

/** The server refuses carts while staff have switched the shop off. */
export function isShopOffline(error: unknown): boolean {
  return error instanceof HttpError && error.status === 503 && (error.body as { reason?: unknown } | null)?.reason === SHOP_OFFLINE_REASON;
}

/** How many seats the category still has when the cart refused for want of seats; undefined when not told. */
export function freeSeatsOf(error: unknown): number | undefined {
  const free = error instanceof HttpError ? (error.body as { free?: unknown } | null)?.free : undefined;
  return typeof free === 'number' ? free : undefined;
}

/** The word the server gives a -214 ('sold_out', 'too_few_seats'), when it gives one. */
function reasonOf(error: unknown): unknown {
  return error instanceof HttpError ? (error.body as { reason?: unknown } | null)?.reason : undefined;
}

function limitOf(error: unknown): number | undefined {
  const limit = error instanceof HttpError ? (error.body as { limit?: unknown } | null)?.limit : undefined;
  return typeof limit === 'number' ? limit : undefined;
}

/** After "add to cart": loading, then success or the error texts (docs/product.md). */
export function CartSummary({ status, cart, error, webshopUrl, onContinue }: CartSummaryProps) {
  const { t } = useTranslation();
  const { host } = useSlot();
  // The add button leaves the page when the summary replaces the panel: each state takes the focus, so keyboard and
  // screen-reader users land on the outcome (and the way to the cart) instead of the page's start.
  const focusRef = useRef<HTMLDivElement>(null);
  useEffect(() => focusRef.current?.focus(), [status]);
  // Site paths (the shop lives under /webshop) go through the host's router; other addresses load normally.
  const follow = (href: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!href.startsWith('/') || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    host.navigate(href);
  };
  if (status === 'pending') {
    return (
      <div ref={focusRef} tabIndex={-1} role="status" className={styles.summary}>
        <span className={styles.spinner} aria-hidden="true" />
        <p>{t('cart.adding')}</p>
      </div>
    );
  }
  if (status === 'success' && cart) {
    return (
      <div ref={focusRef} tabIndex={-1} role="status" className={styles.summarySuccess}>
        <p className={styles.summaryTitle}>{t('cart.successTitle')}</p>
        <p>{t('cart.successText', { count: cart.tickets_quantity })}</p>
        <p>{t('cart.successWay')}</p>
        <div className={styles.summaryActions}>
          <a className={styles.primary} href={cart.cart_url} onClick={follow(cart.cart_url)}>
            {t('cart.toCart')}
          </a>
          <button type="button" className={styles.secondary} onClick={onContinue}>
            {t('cart.continue')}
          </button>
        </div>
      </div>
    );
  }
  const code = responseCodeOf(error);
  // Someone else took the last seats: the visitor is told the category is sold out (or how many are left), never the
  // code, even when an older server answers without the numbers.
  if (code === CART_ERROR_NOT_ENOUGH_SEATS) {
    const free = freeSeatsOf(error);
    const soldOut = free === 0 || (free === undefined && reasonOf(error) === SEATS_REASON.soldOut);
    return (
      <div ref={focusRef} tabIndex={-1} role="alert" className={styles.summaryError} data-sold-out={soldOut || undefined}>
        <p className={styles.summaryTitle}>{soldOut ? t('cart.soldOutTitle') : t('cart.fewLeftTitle')}</p>
        <p>{soldOut ? t('cart.soldOutText') : free !== undefined ? t('cart.fewLeftText', { count: free }) : t('cart.fewerLeftText')}</p>
        <div className={styles.summaryActions}>
          <button type="button" className={styles.secondary} onClick={onContinue}>
            {t('prices.back')}
          </button>
        </div>
      </div>
    );
  }
  const detail =
    code === CART_ERROR_NO_RESERVATION
        ? t('cart.noReservation')
        : code === CART_ERROR_TICKET_LIMIT
          ? t('cart.limitReached', { count: limitOf(error) ?? DEFAULT_TICKET_LIMIT })
          : error instanceof HttpError && error.status === 429
            ? t('cart.tooManyRequests')
            : isShopOffline(error)
              ? t('cart.shopOffline')
              : null;
  return (
    <div ref={focusRef} tabIndex={-1} role="alert" className={styles.summaryError}>
      <p className={styles.summaryTitle}>{t('cart.errorTitle')}</p>
      {code !== null ? <p className={styles.errorCode}>{t('cart.errorCode', { code })}</p> : null}
      {detail ? <p>{detail}</p> : null}
      <p>{t('cart.errorAdvice')}</p>
      <div className={styles.summaryActions}>
        <a className={styles.primary} href={webshopUrl} onClick={follow(webshopUrl)}>
          {t('cart.toWebshop')}
        </a>
        <button type="button" className={styles.secondary} onClick={onContinue}>
          {t('prices.back')}
        </button>
      </div>
    </div>
  );
}
