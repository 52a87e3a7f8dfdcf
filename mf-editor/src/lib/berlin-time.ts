/**
 * Date-times are edited as Europe/Berlin wall time, whatever the editor's computer is set to, and stored with their
 * offset. Intl does the zone arithmetic, so no time-zone library is loaded for the toolbar.
 */
export const SITE_TIME_ZONE = 'Europe/Berlin';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallTime(instant: number) {
  const get = Object.fromEntries(parts.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return { year: +get.year, month: +get.month, day: +get.day, hour: +get.hour, minute: +get.minute, second: +get.second };
}

/** Minutes Berlin is ahead of UTC at that instant (60 in winter, 120 in summer). */
function offsetMinutes(instant: number): number {
  const w = wallTime(instant);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored date-time as the value of an `<input type="datetime-local">` in Berlin time; '' when empty or invalid. */
export function toBerlinInput(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return '';
  const w = wallTime(instant);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** `YYYY-MM-DDTHH:mm` read as Berlin time → ISO 8601 with Berlin's offset of that moment, e.g. `…T10:00:00+02:00`. */
export function fromBerlinInput(input: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(input.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  // The offset depends on the instant, which depends on the offset: a second pass settles the days clocks change.
  let offset = offsetMinutes(naive - 60 * 60_000);
  offset = offsetMinutes(naive - offset * 60_000);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
