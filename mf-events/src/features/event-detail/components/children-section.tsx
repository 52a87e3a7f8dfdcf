import { useTranslation } from 'react-i18next';
import type { Event } from 'shared-contracts/entities';
import { EventCard } from '../../../components/event-card';
import styles from './event-detail.module.css';

/** The single events that make up this one (the programme of a special day), each with date and time. */
export function ChildrenSection({ events }: { events: Event[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="event-children">
      <h2 id="event-children" className={styles.sectionTitle}>
        {t('detail.children')}
      </h2>
      <ul className={styles.more}>
        {events.map((child) => (
          <li key={child.id}>
            <EventCard event={child} withDate />
          </li>
        ))}
      </ul>
    </section>
  );
}
