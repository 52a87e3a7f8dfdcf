import { useTranslation } from 'react-i18next';
import type { Event } from 'shared-contracts/entities';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useEvents } from '../../../api/get-events';
import { EventCard } from '../../../components/event-card';
import styles from './event-detail.module.css';

/** More dates of the same series (the "Events" section), from the events list filtered by series. */
export function SeriesEventsSection({ event }: { event: Event }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const events = useEvents(locale, { series: String(event.series!.id) });
  const others = (events.data?.pages[0]?.results ?? []).filter((other) => other.id !== event.id).slice(0, 4);
  if (others.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="event-more">
      <h2 id="event-more" className={styles.sectionTitle}>
        {t('detail.moreInSeries', { name: event.series!.name })}
      </h2>
      <ul className={styles.more}>
        {others.map((other) => (
          <li key={other.id}>
            <EventCard event={other} />
          </li>
        ))}
      </ul>
    </section>
  );
}
