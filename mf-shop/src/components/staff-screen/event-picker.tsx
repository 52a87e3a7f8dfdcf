import { useTranslation } from 'react-i18next';
import type { BoxOfficeEvent } from 'shared-contracts/box-office';
import { berlinDayKey, formatDateTime } from 'shared-contracts/berlin-time';
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
  /** Groups the events of the Berlin day of `now` first under `today`, the rest under `later`; "all" goes last. */
  days?: { now: Date; today: string; later: string };
}

/** The box office's event choice: date, title and what the screen adds, one line per event. */
export function EventPicker({ locale, events, value, onChange, allLabel, detail, days }: EventPickerProps) {
  const { t } = useTranslation();
  const option = (event: BoxOfficeEvent) => (
    <option key={event.id} value={event.id}>
      {formatDateTime(event.date_start, locale)} · {event.title}
      {detail ? ` (${detail(event)})` : ''}
    </option>
  );
  const all = allLabel !== undefined && <option value="">{allLabel}</option>;
  const today = days ? berlinDayKey(days.now) : '';
  const todays = days ? (events ?? []).filter((e) => berlinDayKey(e.date_start) === today) : [];
  const later = days ? (events ?? []).filter((e) => berlinDayKey(e.date_start) !== today) : [];
  return (
    <label className={styles.field}>
      <span>{t('checkIn.event')}</span>
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)} disabled={!events?.length}>
        {days ? (
          <>
            {todays.length > 0 && <optgroup label={days.today}>{todays.map(option)}</optgroup>}
            {later.length > 0 && <optgroup label={days.later}>{later.map(option)}</optgroup>}
            {all}
          </>
        ) : (
          <>
            {all}
            {events?.map(option)}
          </>
        )}
      </select>
    </label>
  );
}
