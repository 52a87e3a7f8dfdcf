import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMonths, format, parse, startOfMonth } from 'date-fns';
import { de, enGB } from 'date-fns/locale';
import type { FilterState } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { berlinDayKey } from 'shared-contracts/berlin-time';
import { useCalendar } from '../api/get-calendar';
import { isoToUrlDate, urlDateToIso } from '../hooks/list-query';
import { MonthGrid } from './month-grid';
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

// Today on the Berlin calendar, read as every other date of the page (with the offsets the page brought, no Intl).
const todayIso = () => berlinDayKey(Date.now());

/**
 * Month calendar; past days and days without events (from /api/calendar/) cannot be chosen. Picking the chosen day
 * again clears it. The month is a keyboard grid (arrows, Home/End, Page Up/Down), as the WAI-ARIA date picker.
 */
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
  const monthLabelId = `${panelId}-month`;
  // The day in the tab order: the chosen day, else today, else the 1st of the month shown.
  const [focusedIso, setFocusedIso] = useState(() => selectedIso ?? todayIso());
  // Only keyboard navigation and opening move the DOM focus; a mouse user's focus stays where they clicked.
  const [keyboardMoved, setKeyboardMoved] = useState(false);
  useEffect(() => {
    if (!open) {
      setKeyboardMoved(false);
      return;
    }
    setFocusedIso((current) => (current.startsWith(format(month, 'yyyy-MM')) ? current : selectedIso ?? format(month, 'yyyy-MM-dd')));
    // Opening moves the focus into the grid, as the date-picker dialog pattern does.
    setKeyboardMoved(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);

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

  const today = todayIso();
  const showMonth = (next: Date) => {
    setMonth(next);
    setKeyboardMoved(false);
    setFocusedIso(format(next, 'yyyy-MM-dd'));
  };
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
      <div id={panelId} className={styles.panel} hidden={!open} data-sticky-clear={open ? '' : undefined} role="group" aria-label={t('filter.chooseDate')}>
        {/* The month is drawn when the panel opens: closed, its hundred elements would only add to the page's
            first render and hydration. */}
        {open && (
          <>
            <div className={styles.head}>
              <button type="button" className={styles.nav} aria-label={t('filter.prevMonth')} onClick={() => showMonth(addMonths(month, -1))}>
                <span aria-hidden="true">‹</span>
              </button>
              <p id={monthLabelId} className={styles.month} aria-live="polite">
                {format(month, 'LLLL yyyy', { locale: dfLocale })}
              </p>
              <button type="button" className={styles.nav} aria-label={t('filter.nextMonth')} onClick={() => showMonth(addMonths(month, 1))}>
                <span aria-hidden="true">›</span>
              </button>
            </div>
            <div aria-busy={calendar.isFetching}>
              <MonthGrid
                locale={locale}
                month={month}
                focusedIso={focusedIso}
                selectedIso={selectedIso}
                todayIso={today}
                isSelectable={(iso) => iso >= today && (available === null || available.has(iso))}
                onFocusDay={(iso) => {
                  setFocusedIso(iso);
                  setKeyboardMoved(true);
                  const target = startOfMonth(parse(iso, 'yyyy-MM-dd', new Date()));
                  if (target.getTime() !== month.getTime()) setMonth(target);
                }}
                onChoose={(iso) => {
                  onChange(iso === selectedIso ? null : isoToUrlDate(iso));
                  onOpenChange(false);
                  triggerRef.current?.focus();
                }}
                labelledBy={monthLabelId}
                takeFocus={open && keyboardMoved}
              />
            </div>
            {value ? (
              <button type="button" className={styles.clear} onClick={() => { onChange(null); onOpenChange(false); }}>
                {t('filter.noDate')}
              </button>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
