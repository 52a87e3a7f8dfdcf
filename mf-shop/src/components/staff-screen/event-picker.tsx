import { useTranslation } from 'react-i18next';
import type { BoxOfficeEvent } from 'shared-contracts/box-office';
import { formatDateTime } from 'shared-contracts/berlin-time';
import type { Locale } from 'shared-contracts/locales';
import styles from './staff-screen.module.css';

interface EventPickerProps {
  locale: Locale;
  events: BoxOfficeEvent[] | undefined;
  value: number | null;
  onChange: (eventId: number | null) => void;
  /** Offers "all events" first (null) when given. */
  allLabel?: string;
  /** Added after an event's date and title, e.g. its counts. */
  detail?: (event: BoxOfficeEvent) => string;
}

/** The box office's event choice: date, title and what the screen adds, one line per event. */
export function EventPicker({ locale, events, value, onChange, allLabel, detail }: EventPickerProps) {
  const { t } = useTranslation();
  return (
    <label className={styles.field}>
      <span>{t('checkIn.event')}</span>
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)} disabled={!events?.length}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {events?.map((event) => (
          <option key={event.id} value={event.id}>
            {formatDateTime(event.date_start, locale)} · {event.title}
            {detail ? ` (${detail(event)})` : ''}
          </option>
        ))}
      </select>
    </label>
  );
}
