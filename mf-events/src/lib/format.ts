import { formatInTimeZone } from 'date-fns-tz';
import { de, enGB } from 'date-fns/locale';
import { TIME_ZONE, type Locale } from 'shared-contracts/locales';

const dateLocale = (locale: Locale) => (locale === 'de' ? de : enGB);

/** Day, short month, year in Europe/Berlin: "14. Nov. 2026" / "14 Nov 2026". */
export function formatDate(iso: string, locale: Locale): string {
  return formatInTimeZone(iso, TIME_ZONE, locale === 'de' ? 'd. MMM yyyy' : 'd MMM yyyy', { locale: dateLocale(locale) });
}

/** Weekday plus date, for day headings: "Samstag, 14. Nov. 2026". */
export function formatDay(iso: string, locale: Locale): string {
  return formatInTimeZone(iso, TIME_ZONE, locale === 'de' ? 'EEEE, d. MMM yyyy' : 'EEEE, d MMM yyyy', { locale: dateLocale(locale) });
}
