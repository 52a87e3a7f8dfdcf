import { formatInTimeZone } from 'date-fns-tz';
import { de as deLocale, enGB } from 'date-fns/locale';
import type { Locale } from 'shared-contracts/locales';
import { TIME_ZONE } from 'shared-contracts/locales';
import { formatTime } from 'shared-contracts/berlin-time';

/** Day, short month, year; hour as HH:MM ('Uhr' in German); always Europe/Berlin. */
export function formatDate(iso: string, locale: Locale): string {
  return formatInTimeZone(iso, TIME_ZONE, locale === 'de' ? 'd. MMM yyyy' : 'd MMM yyyy', { locale: locale === 'de' ? deLocale : enGB });
}

export function formatDateTime(iso: string, locale: Locale): string {
  return `${formatDate(iso, locale)}, ${formatTime(iso, locale)}`;
}

/** A date-only value (YYYY-MM-DD) has no time worth showing. */
export function formatWhen(iso: string, locale: Locale): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDate(`${iso}T12:00:00Z`, locale) : formatDateTime(iso, locale);
}
