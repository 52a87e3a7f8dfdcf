import { useTranslation } from 'react-i18next';
import type { Price, SelectedTicket } from 'shared-contracts/entities';
import type { Ticket } from '../hooks/ticket-selection';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { PriceList } from './price-list';
import type { StepHeading } from './step-heading';
import styles from './booking-widget.module.css';

interface DiscountsStepProps {
  heading: StepHeading;
  prices: Price[];
  selection: SelectedTicket[];
  canAdd: boolean;
  /** The seat group's name when the event has several: the heading and every control say whose discounts these are. */
  groupName?: string;
  onAdd(ticket: Ticket): void;
  onRemove(ticket: Ticket): void;
  onBack(): void;
}

/** The discount prices of one seat group (every price but the main one). */
export function DiscountsStep({ heading: Heading, prices, selection, canAdd, groupName, onAdd, onRemove, onBack }: DiscountsStepProps) {
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className={styles.step}>
      <Heading ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {groupName ? t('prices.discountsFor', { group: groupName }) : t('prices.discounts')}
      </Heading>
      <PriceList prices={prices} selection={selection} canAdd={canAdd} groupName={groupName} onAdd={onAdd} onRemove={onRemove} />
      <button type="button" className={styles.linkButton} onClick={onBack}>
        {t('prices.backToMain')}
      </button>
    </div>
  );
}
