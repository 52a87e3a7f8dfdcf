import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Price, SelectedTicket } from 'shared-contracts/entities';
import { amountOf, toTicket, type Ticket } from '../hooks/ticket-selection';
import { PriceRow } from './price-row';
import styles from './booking-widget.module.css';

interface PriceListProps {
  prices: Price[];
  selection: SelectedTicket[];
  /** False once the seat group (or timeslot) has no seats left for another ticket. */
  canAdd: boolean;
  /** The seat group's name when the widget offers several: it goes into every control's name. */
  groupName?: string;
  onAdd(ticket: Ticket): void;
  onRemove(ticket: Ticket): void;
}

/** Prices with steppers; more than two prices start collapsed with a show-all button. */
export function PriceList({ prices, selection, canAdd, groupName, onAdd, onRemove }: PriceListProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const collapsible = prices.length > 2;
  const className = collapsible ? (expanded ? styles.pricesExpanded : styles.pricesCollapsed) : styles.prices;
  return (
    <div>
      <ul id={listId} className={className}>
        {prices.map((price) => {
          const ticket = toTicket(price);
          return (
            <PriceRow
              key={price.id}
              price={price}
              amount={amountOf(selection, ticket)}
              canAdd={canAdd}
              groupName={groupName}
              onAdd={() => onAdd(ticket)}
              onRemove={() => onRemove(ticket)}
            />
          );
        })}
      </ul>
      {collapsible ? (
        <button type="button" className={styles.linkButton} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {groupName ? t(expanded ? 'prices.showLessIn' : 'prices.showAllIn', { group: groupName }) : t(expanded ? 'prices.showLess' : 'prices.showAll')}
        </button>
      ) : null}
    </div>
  );
}
