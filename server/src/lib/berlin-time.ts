/*
 * The Berlin clock itself (day, instant, offset, weekdays) is the one module the apps use too, so a weekday or a day
 * boundary means the same on the server and in the browser. Here: the server's calendar helpers around it.
 */
export { berlinDayKey as berlinDay, berlinInstant, berlinIso, berlinIsoWeekday } from 'shared-contracts/berlin-time';

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
