import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceEntry } from 'shared-contracts/back-office/descriptor';
import { prices, seatGroups, timeslots } from 'shared-contracts/back-office/ticketing';
import { formatWeekdayDateTime } from 'shared-contracts/berlin-time';
import { formatPrice } from 'shared-contracts/price';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { NestedEntries } from './nested-entries';
import styles from './back-office.module.css';

const text = (entry: ResourceEntry, field: string, locale: string) => String(entry[`${field}_${locale}`] || entry[`${field}_de`] || '');

/**
 * An event's seats, prices and time slots on its own screen: its seat groups, and inside each its prices and time
 * slots, so planning a date never needs another screen or an entry's number.
 */
export function EventTicketingPanel({ eventId, canWrite }: { eventId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const id = useId();
  const seats = (entry: ResourceEntry) => t('backOffice.nested.seats', { count: Number(entry.capacity) });
  return (
    <section aria-labelledby={`${id}-title`} className={styles.history}>
      <h2 id={`${id}-title`}>{t('backOffice.nested.title')}</h2>
      <p className={styles.help}>{t('backOffice.nested.intro')}</p>
      <NestedEntries
        descriptor={seatGroups}
        parentField="event_id"
        parentId={eventId}
        canWrite={canWrite}
        headingLevel={3}
        name={(group) => text(group, 'text', locale)}
        summary={(group) => `${text(group, 'text', locale)} · ${seats(group)}`}
        children={(group) => (
          <>
            <NestedEntries
              descriptor={prices}
              parentField="seat_group_id"
              parentId={group.id}
              parentName={text(group, 'text', locale)}
              canWrite={canWrite}
              headingLevel={4}
              name={(price) => text(price, 'name', locale)}
              summary={(price) =>
                [text(price, 'name', locale), formatPrice(String(price.price)), price.has_discounts ? t('backOffice.nested.discount') : ''].filter(Boolean).join(' · ')
              }
            />
            <NestedEntries
              descriptor={timeslots}
              parentField="seat_group_id"
              parentId={group.id}
              parentName={text(group, 'text', locale)}
              canWrite={canWrite}
              headingLevel={4}
              name={(slot) => formatWeekdayDateTime(String(slot.time_start), locale)}
              summary={(slot) => `${formatWeekdayDateTime(String(slot.time_start), locale)} · ${seats(slot)}`}
            />
          </>
        )}
      />
    </section>
  );
}
