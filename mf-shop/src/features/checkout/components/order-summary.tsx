import { useTranslation } from 'react-i18next';
import type { Cart } from 'shared-contracts/entities';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { formatTime } from 'shared-contracts/berlin-time';
import { formatDate } from 'shared-contracts/berlin-time';
import { formatPrice } from 'shared-contracts/price';
import { whereLine } from '../../../lib/where-line';
import styles from './checkout.module.css';

/** The held tickets as the order will list them, with the total. */
export function OrderSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const total = cart.lines.reduce((sum, line) => sum + Number(line.price) * line.amount, 0).toFixed(2);
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.sectionTitle}>
        {t('checkout.summary')} · {t('cart.count', { count: cart.tickets_quantity })}
      </h2>
      <ul className={styles.summaryLines}>
        {cart.lines.map((line) => (
          <li key={line.id} className={styles.summaryLine}>
            <span className={styles.summaryEvent}>{line.event.title}</span>
            <span className={styles.summaryMeta}>
              {formatDate(line.event.date_start, locale)}, {formatTime(line.time_start ?? line.event.date_start, locale)} · {line.seat_group_text}
            </span>
            {whereLine(line.event.where, line.time_start, t, locale) && <span className={styles.summaryMeta}>{whereLine(line.event.where, line.time_start, t, locale)}</span>}
            <span className={styles.summaryPrice}>
              <span>
                {line.amount} × {line.price_name}
              </span>
              <span>{formatPrice((Number(line.price) * line.amount).toFixed(2))}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>{t('cart.total')}</span>
        <strong>{formatPrice(total)}</strong>
      </p>
    </section>
  );
}
