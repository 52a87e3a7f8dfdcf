import { useTranslation } from 'react-i18next';
import type { Price } from 'shared-contracts/entities';
import { formatPrice } from 'shared-contracts/price';
import { MAX_PER_LINE } from '../hooks/booking-model';
import styles from './booking-widget.module.css';

interface PriceRowProps {
  price: Price;
  amount: number;
  canAdd: boolean;
  onAdd(): void;
  onRemove(): void;
}

export function PriceRow({ price, amount, canAdd, onAdd, onRemove }: PriceRowProps) {
  const { t } = useTranslation();
  const label = price.name || price.text;
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
          aria-label={t('prices.decrement', { name: label })}
          disabled={amount === 0}
          onClick={onRemove}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className={styles.amount} aria-live="polite" aria-label={t('prices.amount', { count: amount, name: label })}>
          {amount}
        </output>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('prices.increment', { name: label })}
          disabled={!canAdd || amount >= MAX_PER_LINE}
          onClick={onAdd}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </li>
  );
}
