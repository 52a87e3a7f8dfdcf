import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, addMonths, eachDayOfInterval, endOfMonth, endOfWeek, format, parse, startOfWeek } from 'date-fns';
import { de, enGB } from 'date-fns/locale';
import type { Locale } from 'shared-contracts/locales';
import styles from './date-picker.module.css';

interface MonthGridProps {
  locale: Locale;
  /** First day of the shown month. */
  month: Date;
  /** YYYY-MM-DD of the day that holds the keyboard focus (roving tabindex). */
  focusedIso: string;
  selectedIso: string | null;
  todayIso: string;
  /** Whether a day can be chosen (not past, has events). */
  isSelectable(iso: string): boolean;
  /** Keyboard moved to another day (possibly in another month). */
  onFocusDay(iso: string): void;
  onChoose(iso: string): void;
  labelledBy: string;
  /** Move the DOM focus to `focusedIso` after it changes (keyboard navigation, opening). */
  takeFocus: boolean;
}

const toIso = (day: Date) => format(day, 'yyyy-MM-dd');
const fromIso = (iso: string) => parse(iso, 'yyyy-MM-dd', new Date());

/** Arrow keys, Home/End and Page Up/Down as the WAI-ARIA date-picker grid defines them. */
export function nextFocus(iso: string, key: string, shift: boolean): string | null {
  const day = fromIso(iso);
  const weekStart = { weekStartsOn: 1 as const };
  switch (key) {
    case 'ArrowLeft':
      return toIso(addDays(day, -1));
    case 'ArrowRight':
      return toIso(addDays(day, 1));
    case 'ArrowUp':
      return toIso(addDays(day, -7));
    case 'ArrowDown':
      return toIso(addDays(day, 7));
    case 'Home':
      return toIso(startOfWeek(day, weekStart));
    case 'End':
      return toIso(endOfWeek(day, weekStart));
    case 'PageUp':
      return toIso(addMonths(day, shift ? -12 : -1));
    case 'PageDown':
      return toIso(addMonths(day, shift ? 12 : 1));
    default:
      return null;
  }
}

/** The month as a keyboard grid (table role="grid"): one day in the tab order, arrows move between days. */
export function MonthGrid({ locale, month, focusedIso, selectedIso, todayIso, isSelectable, onFocusDay, onChoose, labelledBy, takeFocus }: MonthGridProps) {
  const { t } = useTranslation();
  const dfLocale = locale === 'de' ? de : enGB;
  const tableRef = useRef<HTMLTableElement>(null);
  const days = eachDayOfInterval({ start: startOfWeek(month, { weekStartsOn: 1 }), end: endOfWeek(endOfMonth(month), { weekStartsOn: 1 }) });
  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const monthKey = format(month, 'yyyy-MM');

  useEffect(() => {
    if (!takeFocus) return;
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-iso="${focusedIso}"]`)?.focus();
  }, [focusedIso, takeFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = nextFocus(focusedIso, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onFocusDay(next);
  };

  return (
    <table ref={tableRef} role="grid" className={styles.grid} aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {weeks[0].map((day) => (
            <th key={toIso(day)} scope="col" abbr={format(day, 'EEEE', { locale: dfLocale })} className={styles.weekday}>
              {format(day, 'EEEEEE', { locale: dfLocale })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={toIso(week[0])}>
            {week.map((day) => {
              const iso = toIso(day);
              if (!iso.startsWith(monthKey)) return <td key={iso} />;
              const selectable = isSelectable(iso);
              const long = format(day, locale === 'de' ? 'EEEE, d. MMMM yyyy' : 'EEEE, d MMMM yyyy', { locale: dfLocale });
              const selected = iso === selectedIso;
              return (
                <td key={iso} aria-selected={selected}>
                  <button
                    type="button"
                    data-iso={iso}
                    tabIndex={iso === focusedIso ? 0 : -1}
                    className={iso === todayIso ? styles.today : styles.day}
                    aria-pressed={selected}
                    aria-disabled={!selectable || undefined}
                    aria-current={iso === todayIso ? 'date' : undefined}
                    aria-label={selectable ? long : `${long} (${t('filter.unavailable')})`}
                    onClick={() => {
                      if (selectable) onChoose(iso);
                      else onFocusDay(iso);
                    }}
                  >
                    {format(day, 'd')}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
