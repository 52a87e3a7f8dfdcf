import { TIME_ZONE, type Locale } from './locales';

/**
 * Berlin wall-clock rules shared by the server and every app: all times are shown in Europe/Berlin, whatever zone
 * the visitor or the server runs in. Built on Intl alone, so no app carries a time-zone library for them.
 */
let parts: Intl.DateTimeFormat | undefined;
function berlinFields(value: string | Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  parts ??= new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const fields = Object.fromEntries(parts.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return fields as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
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
