import { useTranslation } from 'react-i18next';
import type { DetailOpeningHours } from 'shared-contracts/entities';
import styles from './event-detail.module.css';
import parts from './detail-parts.module.css';

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : '');

/** The opening hours that apply to this event (a special day's own hours), one line per group of days. */
export function OpeningHoursSection({ hours }: { hours: DetailOpeningHours[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="event-opening-hours">
      <h2 id="event-opening-hours" className={styles.sectionTitle}>
        {t('detail.openingHours')}
      </h2>
      <dl className={parts.hours}>
        {hours.map((line) => (
          <div key={line.days} style={{ display: 'contents' }}>
            <dt>{line.days}</dt>
            <dd>{line.closed || !line.time_from || !line.time_to ? t('detail.closed') : t('detail.hoursRange', { from: hhmm(line.time_from), to: hhmm(line.time_to) })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
