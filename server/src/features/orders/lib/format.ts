import { formatInTimeZone } from 'date-fns-tz';
import { de, enGB } from 'date-fns/locale';
import { TIME_ZONE, type Locale } from 'shared-contracts/locales';

/** "Sa., 14. Nov. 2026, 19:30 Uhr" / "Sat, 14 Nov 2026, 19:30", in Europe/Berlin. */
export function formatDateTime(iso: string, locale: Locale): string {
  const pattern = locale === 'de' ? "EEEEEE., d. MMM yyyy, HH:mm 'Uhr'" : 'EEE, d MMM yyyy, HH:mm';
  return formatInTimeZone(iso, TIME_ZONE, pattern, { locale: locale === 'de' ? de : enGB });
}

export function formatTime(iso: string, locale: Locale): string {
  const time = formatInTimeZone(iso, TIME_ZONE, 'HH:mm');
  return locale === 'de' ? `${time} Uhr` : time;
}
