import { useTranslation } from 'react-i18next';
import type { Locale } from 'shared-contracts/locales';
import { formatDay } from 'shared-contracts/berlin-time';
import type { DayGroup } from '../hooks/group-by-day';
import { EventItem } from './event-item';
import { TeaserCard } from './teaser-card';
import styles from './day-group-section.module.css';

export function DayGroupSection({ group }: { group: DayGroup }) {
  const { i18n } = useTranslation();
  const heading = formatDay(group.iso, i18n.language as Locale);
  return (
    <section aria-labelledby={`day-${group.day}`} className={styles.group}>
      <h2 id={`day-${group.day}`} className={styles.heading}>
        <time dateTime={group.day}>{heading}</time>
      </h2>
      <ul className={styles.items}>
        {group.items.map((item) => (
          <li key={item.kind === 'event' ? `e${item.event.id}` : `t${item.teaser.id}`}>
            {item.kind === 'event' ? <EventItem event={item.event} /> : <TeaserCard teaser={item.teaser} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
