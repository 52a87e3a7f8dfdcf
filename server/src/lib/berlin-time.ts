import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { TIME_ZONE } from 'shared-contracts/locales';

/** Calendar day (YYYY-MM-DD) of an instant in Europe/Berlin. */
export function berlinDay(at: Date | number): string {
  return formatInTimeZone(at, TIME_ZONE, 'yyyy-MM-dd');
}

/** ISO 8601 with the Berlin UTC offset, the format every date of the API carries (e.g. 2026-05-01T19:30:00+02:00). */
export function berlinIso(at: Date | number): string {
  return formatInTimeZone(at, TIME_ZONE, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** The instant a Berlin wall-clock time happens (`2026-05-01`, `19:30`). */
export function berlinInstant(day: string, time = '00:00:00'): Date {
  return fromZonedTime(`${day}T${time.length === 5 ? `${time}:00` : time}`, TIME_ZONE);
}

/** ISO weekday 1 (Monday) … 7 (Sunday) of an instant in Berlin. */
export function berlinWeekday(at: Date | number): number {
  return Number(formatInTimeZone(at, TIME_ZONE, 'i'));
}

/** Adds whole days to a YYYY-MM-DD day (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** DD-MM-YYYY (the events page's URL format) → YYYY-MM-DD, or null when it is not a real date. */
export function parseUrlDate(value: string): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isRealDay(iso) ? iso : null;
}

/** True for an existing YYYY-MM-DD day (rejects 2026-02-30). */
export function isRealDay(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

/** Milliseconds from a driver value: PGlite answers numbers, node-postgres strings for numeric casts. */
export function toMs(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  return Number(value);
}
