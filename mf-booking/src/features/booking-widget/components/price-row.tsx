import { useTranslation } from 'react-i18next';
import type { Price } from 'shared-contracts/entities';
import { formatPrice } from 'shared-contracts/price';
import { MAX_PER_LINE } from '../hooks/booking-model';
import styles from './booking-widget.module.css';

interface PriceRowProps {
  price: Price;
  amount: number;
  canAdd: boolean;
  /** The seat group's name, given when the widget offers more than one group, so each button says which it adds to. */
  groupName?: string;
  onAdd(): void;
  onRemove(): void;
}

export function PriceRow({ price, amount, canAdd, groupName, onAdd, onRemove }: PriceRowProps) {
  const { t } = useTranslation();
  const label = price.name || price.text;
  // One seat group keeps the short names; with several, the same price name appears once per group.
  const named = (key: 'increment' | 'decrement' | 'amount', count?: number) =>
    groupName ? t(`prices.${key}In`, { name: label, group: groupName, count }) : t(`prices.${key}`, { name: label, count });
  return (
    <li className={styles.priceRow}>
      <div className={styles.priceText}>
        <span className={styles.priceName}>{label}</span>
        {price.text && price.text !== label ? <span className={styles.priceNote}>{price.text}</span> : null}
      </div>
      <span className={styles.priceValue}>{Number(price.price) === 0 ? t('prices.free') : formatPrice(price.price)}</span>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={named('decrement')}
          disabled={amount === 0}
          onClick={onRemove}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className={styles.amount} aria-live="polite" aria-label={named('amount', amount)}>
          {amount}
        </output>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={named('increment')}
          disabled={!canAdd || amount >= MAX_PER_LINE}
          onClick={onAdd}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </li>
  );
}
