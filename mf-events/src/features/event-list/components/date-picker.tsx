import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMonths, eachDayOfInterval, endOfMonth, format, getISODay, parse, startOfMonth } from 'date-fns';
import { de, enGB } from 'date-fns/locale';
import { formatInTimeZone } from 'date-fns-tz';
import type { FilterState } from 'shared-contracts/entities';
import { TIME_ZONE, type Locale } from 'shared-contracts/locales';
import { useCalendar } from '../api/get-calendar';
import { isoToUrlDate, urlDateToIso } from '../hooks/list-query';
import styles from './date-picker.module.css';

interface DatePickerProps {
  locale: Locale;
  /** DD-MM-YYYY or null. */
  value: string | null;
  filters: FilterState;
  open: boolean;
  onOpenChange(open: boolean): void;
  onChange(date: string | null): void;
}

const todayIso = () => formatInTimeZone(new Date(), TIME_ZONE, 'yyyy-MM-dd');

/** Month calendar; days without events (from /api/calendar/) are disabled. Picking the chosen day again clears it. */
export function DatePicker({ locale, value, filters, open, onOpenChange, onChange }: DatePickerProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const selectedIso = value ? urlDateToIso(value) : null;
  const [month, setMonth] = useState(() => startOfMonth(parse(selectedIso ?? todayIso(), 'yyyy-MM-dd', new Date())));
  const dfLocale = locale === 'de' ? de : enGB;
  const monthIso = format(month, 'yyyy-MM-dd');
  const calendar = useCalendar(locale, {
    date: open ? monthIso : undefined,
    room: filters.room ?? undefined,
    type: filters.type ?? undefined,
    tag: filters.tag ?? undefined,
  });
  const available = calendar.data ? new Set(calendar.data) : null;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onOpenChange]);

  const days = eachDayOfInterval({ start: month, end: endOfMonth(month) });
  const lead = getISODay(month) - 1;
  const weekdays = Array.from({ length: 7 }, (_, i) => format(new Date(2024, 0, 1 + i), 'EEEEEE', { locale: dfLocale }));
  const today = todayIso();
  const label = value ? format(parse(value, 'dd-MM-yyyy', new Date()), locale === 'de' ? 'd. MMM yyyy' : 'd MMM yyyy', { locale: dfLocale }) : t('filter.all');

  return (
    <div ref={rootRef} className={styles.picker}>
      <button
        ref={triggerRef}
        type="button"
        className={value ? styles.triggerActive : styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <span className={styles.label}>{t('filter.date')}</span>
        <span className={styles.value}>{label}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} role="group" aria-label={t('filter.chooseDate')}>
        <div className={styles.head}>
          <button type="button" className={styles.nav} aria-label={t('filter.prevMonth')} onClick={() => setMonth(addMonths(month, -1))}>
            <span aria-hidden="true">‹</span>
          </button>
          <p className={styles.month} aria-live="polite">
            {format(month, 'LLLL yyyy', { locale: dfLocale })}
          </p>
          <button type="button" className={styles.nav} aria-label={t('filter.nextMonth')} onClick={() => setMonth(addMonths(month, 1))}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <div className={styles.grid} aria-busy={calendar.isFetching}>
          {weekdays.map((day) => (
            <span key={day} className={styles.weekday} aria-hidden="true">
              {day}
            </span>
          ))}
          {Array.from({ length: lead }, (_, i) => (
            <span key={`lead-${i}`} />
          ))}
          {days.map((day) => {
            const iso = format(day, 'yyyy-MM-dd');
            const disabled = available !== null && !available.has(iso);
            const long = format(day, locale === 'de' ? 'EEEE, d. MMMM yyyy' : 'EEEE, d MMMM yyyy', { locale: dfLocale });
            return (
              <button
                key={iso}
                type="button"
                className={iso === today ? styles.today : styles.day}
                aria-pressed={iso === selectedIso}
                aria-label={disabled ? `${long} (${t('filter.unavailable')})` : long}
                disabled={disabled}
                onClick={() => {
                  onChange(iso === selectedIso ? null : isoToUrlDate(iso));
                  onOpenChange(false);
                }}
              >
                {format(day, 'd')}
              </button>
            );
          })}
        </div>
        {value ? (
          <button type="button" className={styles.clear} onClick={() => { onChange(null); onOpenChange(false); }}>
            {t('filter.noDate')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
