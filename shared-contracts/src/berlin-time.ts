import { TIME_ZONE, type Locale } from 'shared-contracts/locales';

/**
 * Berlin wall-clock rules shared by the server and every app: all times are shown in Europe/Berlin, whatever zone
 * the visitor or the server runs in. Built on Intl alone, so no app carries a time-zone library for them.
 */
let parts: Intl.DateTimeFormat | undefined;
type Field = 'year' | 'month' | 'day' | 'hour' | 'minute';
function berlinFields(value: string | Date): Record<Field, string> {
  parts ??= new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const fields = Object.fromEntries(parts.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return fields as Record<Field, string>;
}

/** The Berlin calendar day of an instant, YYYY-MM-DD: the key events are grouped and filtered by. */
export function berlinDayKey(value: string | Date): string {
  const { year, month, day } = berlinFields(value);
  return `${year}-${month}-${day}`;
}

/** HH:MM on the Berlin clock. */
export function berlinClock(value: string | Date): string {
  const { hour, minute } = berlinFields(value);
  return `${hour}:${minute}`;
}

/** A time as visitors read it: HH:MM in Berlin, German adds " Uhr" ("19:30 Uhr" / "19:30"). */
export function formatTime(value: string | Date, locale: Locale): string {
  const clock = berlinClock(value);
  return locale === 'de' ? `${clock} Uhr` : clock;
}

/** 0 Sunday … 6 Saturday, of the Berlin calendar day. */
export function berlinWeekday(value: string | Date): number {
  const { year, month, day } = berlinFields(value);
  return new Date(Date.UTC(+year, +month - 1, +day)).getUTCDay();
}

/*
 * Month and weekday names are spelled out here instead of asking Intl: browsers and Node ship different CLDR versions
 * ("Sept." in one, "Sep." in another), and a server-rendered page must read exactly as the browser renders it.
 */
const SHORT_MONTHS: Record<Locale, readonly string[]> = {
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};
const WEEKDAYS: Record<Locale, readonly string[]> = {
  de: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
const SHORT_WEEKDAYS: Record<Locale, readonly string[]> = {
  de: ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

/** Day, short month, year on the Berlin calendar: "14. Nov. 2026" / "14 Nov 2026". */
export function formatDate(value: string | Date, locale: Locale): string {
  const { year, month, day } = berlinFields(value);
  const monthName = SHORT_MONTHS[locale][+month - 1];
  return locale === 'de' ? `${+day}. ${monthName} ${year}` : `${+day} ${monthName} ${year}`;
}

/** Weekday and date, for day headings: "Samstag, 14. Nov. 2026" / "Saturday, 14 Nov 2026". */
export function formatDay(value: string | Date, locale: Locale): string {
  return `${WEEKDAYS[locale][berlinWeekday(value)]}, ${formatDate(value, locale)}`;
}

/** Date and time: "14. Nov. 2026, 19:30 Uhr" / "14 Nov 2026, 19:30". */
export function formatDateTime(value: string | Date, locale: Locale): string {
  return `${formatDate(value, locale)}, ${formatTime(value, locale)}`;
}

/** Short weekday, date and time, for tickets and order mails: "Sa., 14. Nov. 2026, 19:30 Uhr" / "Sat, 14 Nov 2026, 19:30". */
export function formatWeekdayDateTime(value: string | Date, locale: Locale): string {
  return `${SHORT_WEEKDAYS[locale][berlinWeekday(value)]}, ${formatDateTime(value, locale)}`;
}

/** A date-only value (YYYY-MM-DD) is a calendar day with no time worth showing; anything else is an instant. */
export function formatWhen(value: string, locale: Locale): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(`${value}T12:00:00Z`, locale) : formatDateTime(value, locale);
}
