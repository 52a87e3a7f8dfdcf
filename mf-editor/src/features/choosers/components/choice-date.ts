import { type Locale, TIME_ZONE as SITE_TIME_ZONE } from 'shared-contracts/locales';

/** An entry's date as the site shows dates: day, short month, year; events with their Berlin start time. */
export function choiceDate(date: string | null, locale: Locale): string {
  if (!date) return '';
  const withTime = date.includes('T');
  const value = withTime ? new Date(date) : new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(value.getTime())) return '';
  const format = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: SITE_TIME_ZONE,
  });
  return `${format.format(value)}${withTime && locale === 'de' ? ' Uhr' : ''}`;
}
