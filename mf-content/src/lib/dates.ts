// Deep imports are shared one by one: this remote needs date-fns-tz's zone conversion, not date-fns' formatter and
// locale data, which weighed ~8 KB gzip on the home page (decision 032).
import { toZonedTime } from 'date-fns-tz/toZonedTime';
import type { Locale } from 'shared-contracts/locales';
import { TIME_ZONE } from 'shared-contracts/locales';
import { berlinDayKey, formatTime } from 'shared-contracts/berlin-time';

/** The wall-clock fields of an instant in Europe/Berlin (the Date's local fields, as date-fns-tz returns them). */
export function berlinTime(value: string | Date): Date {
  return toZonedTime(value, TIME_ZONE);
}

/** YYYY-MM-DD of the Berlin calendar day (the shared rule, so the server and every app group days alike). */
export const berlinDay = berlinDayKey;

/** Short month names from the browser's own CLDR data ('Nov.' / 'Nov'). */
const monthNames = new Map<Locale, string[]>();
function shortMonth(month: number, locale: Locale): string {
  if (!monthNames.has(locale)) {
    // Asked with a day, so the month comes in its formatting form ('Nov.'), not the stand-alone one ('Nov').
    const format = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const monthOf = (m: number) => format.formatToParts(Date.UTC(2000, m, 1)).find((part) => part.type === 'month')?.value ?? '';
    monthNames.set(locale, Array.from({ length: 12 }, (_, m) => monthOf(m)));
  }
  return monthNames.get(locale)![month];
}

/** Day, short month, year; hour as HH:MM ('Uhr' in German); always Europe/Berlin. */
export function formatDate(iso: string, locale: Locale): string {
  const t = berlinTime(iso);
  const month = shortMonth(t.getMonth(), locale);
  return locale === 'de' ? `${t.getDate()}. ${month} ${t.getFullYear()}` : `${t.getDate()} ${month} ${t.getFullYear()}`;
}

export function formatDateTime(iso: string, locale: Locale): string {
  return `${formatDate(iso, locale)}, ${formatTime(iso, locale)}`;
}

/** A date-only value (YYYY-MM-DD) has no time worth showing. */
export function formatWhen(iso: string, locale: Locale): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDate(`${iso}T12:00:00Z`, locale) : formatDateTime(iso, locale);
}
