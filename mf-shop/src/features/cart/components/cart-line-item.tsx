import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLine } from 'shared-contracts/entities';
import { formatDate } from 'shared-contracts/berlin-time';
import { formatTime } from 'shared-contracts/berlin-time';
import { formatPrice } from 'shared-contracts/price';
import { useSlot } from 'site-config/remote-kit/slot-context';
import styles from './cart-view.module.css';

interface CartLineItemProps {
  line: CartLine;
  removing: boolean;
  onRemove(): void;
}

export function CartLineItem({ line, removing, onRemove }: CartLineItemProps) {
  const { t } = useTranslation();
  const { locale, host } = useSlot();
  const href = line.event.urls[locale];
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    host.navigate(href);
  };
  const name = line.price_name || line.price_text;
  return (
    <li className={styles.line}>
      <div className={styles.lineMain}>
        <a href={href} onClick={open} className={styles.eventLink}>
          {line.event.title}
        </a>
        <p className={styles.lineMeta}>
          {/* A timeslot ticket is for its slot: its day and admission time, not the event's opening. */}
          <time dateTime={line.time_start ?? line.event.date_start}>
            {formatDate(line.time_start ?? line.event.date_start, locale)},{' '}
            {line.time_start ? t('cart.timeslot', { time: formatTime(line.time_start, locale) }) : formatTime(line.event.date_start, locale)}
          </time>
        </p>
        <p className={styles.lineMeta}>
          {[line.seat_group_text, name].filter(Boolean).join(' · ')}
        </p>
      </div>
      <p className={styles.lineAmount}>
        {line.amount} × {formatPrice(line.price)}
      </p>
      <p className={styles.lineTotal}>{formatPrice((Number(line.price) * line.amount).toFixed(2))}</p>
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        disabled={removing}
        aria-label={t('cart.removeLabel', { name, title: line.event.title })}
      >
        {t('cart.remove')}
      </button>
    </li>
  );
}
