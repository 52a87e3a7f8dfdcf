import { TIME_ZONE, type Locale } from 'shared-contracts/locales';

/**
 * Berlin wall-clock rules shared by the server and every app: all times are shown in Europe/Berlin, whatever zone
 * the visitor or the server runs in. Built on Intl alone, so no app carries a time-zone library for them.
 *
 * A browser's first `Intl.DateTimeFormat` with a time zone loads that zone's data, one of the longest single steps
 * of hydrating a page on a slow phone. So the server, whose time-zone database stays the only source, sends the
 * page Berlin's UTC offsets for a span around now (`berlinOffsetsAround`); once `takeBerlinOffsets` has them, an
 * instant inside the span is read with plain date arithmetic. Anything outside the span, or a page without them,
 * asks Intl as before: the answer is the same either way.
 */
let parts: Intl.DateTimeFormat | undefined;
type Field = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';
function intlFields(instant: number): Record<Field, string> {
  parts ??= new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const fields = Object.fromEntries(parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return fields as Record<Field, string>;
}

/**
 * Berlin's offset from UTC over a span: `changes` are `[instant, minutes]` pairs in time order, each offset valid
 * from its instant up to the next pair's; the last one is valid up to `until` (instants in ms since the epoch).
 */
export interface BerlinOffsets {
  changes: Array<[number, number]>;
  until: number;
}

let knownOffsets: BerlinOffsets | undefined;

/** Takes the offsets the server sent with the page; anything malformed is ignored (Intl then answers every time). */
export function takeBerlinOffsets(offsets: unknown): void {
  const candidate = offsets as BerlinOffsets | undefined;
  const wellFormed =
    !!candidate &&
    Number.isFinite(candidate.until) &&
    Array.isArray(candidate.changes) &&
    candidate.changes.length > 0 &&
    candidate.changes.every(
      (change, index) =>
        Array.isArray(change) &&
        Number.isFinite(change[0]) &&
        Number.isInteger(change[1]) &&
        Math.abs(change[1]) <= 16 * 60 &&
        (index === 0 || change[0] > candidate.changes[index - 1][0]),
    ) &&
    candidate.until > candidate.changes[candidate.changes.length - 1][0];
  knownOffsets = wellFormed ? { changes: candidate.changes.map(([at, minutes]) => [at, minutes]), until: candidate.until } : undefined;
}

function knownOffset(instant: number): number | undefined {
  if (!knownOffsets || !(instant >= knownOffsets.changes[0][0] && instant < knownOffsets.until)) return undefined;
  const { changes } = knownOffsets;
  let index = changes.length - 1;
  while (changes[index][0] > instant) index -= 1;
  return changes[index][1];
}

const pad = (n: number) => String(n).padStart(2, '0');

function berlinFields(value: string | Date | number): Record<Field, string> {
  const instant = new Date(value).getTime();
  const offset = knownOffset(instant);
  if (offset === undefined) return intlFields(instant);
  const wall = new Date(instant + offset * 60_000);
  return {
    year: String(wall.getUTCFullYear()),
    month: pad(wall.getUTCMonth() + 1),
    day: pad(wall.getUTCDate()),
    hour: pad(wall.getUTCHours()),
    minute: pad(wall.getUTCMinutes()),
    second: pad(wall.getUTCSeconds()),
  };
}

/** The Berlin calendar day of an instant, YYYY-MM-DD: the key events are grouped and filtered by. */
export function berlinDayKey(value: string | Date | number): string {
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

/** 0 Sunday … 6 Saturday, of the Berlin calendar day (as `Date.getDay` counts). */
export function berlinWeekday(value: string | Date | number): number {
  const { year, month, day } = berlinFields(value);
  return new Date(Date.UTC(+year, +month - 1, +day)).getUTCDay();
}

/** ISO 1 Monday … 7 Sunday, of the Berlin calendar day (as opening hours are stored). */
export function berlinIsoWeekday(value: string | Date | number): number {
  return berlinWeekday(value) || 7;
}

/** Minutes Berlin is ahead of UTC at an instant (60 in winter, 120 in summer). */
function offsetMinutes(instant: number): number {
  return knownOffset(instant) ?? intlOffset(instant);
}

/** Berlin's offset at an instant, as Intl's time-zone database gives it. */
function intlOffset(instant: number): number {
  const w = intlFields(instant);
  const asUtc = Date.UTC(+w.year, +w.month - 1, +w.day, +w.hour, +w.minute, +w.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const offsetText = (minutes: number) => `${minutes >= 0 ? '+' : '-'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;

/** ISO 8601 with Berlin's UTC offset, the form every date of the API carries (`2026-05-01T19:30:00+02:00`). */
export function berlinIso(value: string | Date | number): string {
  const instant = new Date(value).getTime();
  const w = berlinFields(instant);
  return `${w.year}-${w.month}-${w.day}T${w.hour}:${w.minute}:${w.second}${offsetText(offsetMinutes(instant))}`;
}

/** Berlin's offset for a wall-clock time given as if it were UTC. */
function wallOffset(naive: number): number {
  // The offset depends on the instant, which depends on the offset: a second pass settles the days clocks change.
  const first = offsetMinutes(naive - 60 * 60_000);
  return offsetMinutes(naive - first * 60_000);
}

/** The instant a Berlin wall-clock time happens: a day `2026-05-01` and a time `19:30` or `19:30:00`. */
export function berlinInstant(day: string, time = '00:00:00'): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute, second = 0] = time.split(':').map(Number);
  const naive = Date.UTC(year, month - 1, date, hour, minute, second);
  return new Date(naive - wallOffset(naive) * 60_000);
}

/** A stored date-time as the value of an `<input type="datetime-local">` on the Berlin clock; '' when empty or invalid. */
export function toBerlinInput(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return '';
  const w = berlinFields(instant);
  return `${w.year}-${w.month}-${w.day}T${w.hour}:${w.minute}`;
}

/** `YYYY-MM-DDTHH:mm` read as Berlin time → ISO 8601 with Berlin's offset of that moment, e.g. `…T10:00:00+02:00`. */
export function fromBerlinInput(input: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(input.trim());
  if (!m) return null;
  const naive = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00${offsetText(wallOffset(naive))}`;
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

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let offsetsCache: { day: number; offsets: BerlinOffsets } | undefined;

/**
 * Berlin's offsets from about a year before `instant` to two years after it, read from Intl (on the server, whose
 * time-zone database is the source), for `takeBerlinOffsets` in the browser. Kept for the rest of the day.
 */
export function berlinOffsetsAround(instant: number): BerlinOffsets {
  const day = Math.floor(instant / DAY);
  if (offsetsCache?.day === day) return offsetsCache.offsets;
  const from = (day - 400) * DAY;
  const until = (day + 800) * DAY;
  const changes: Array<[number, number]> = [[from, intlOffset(from)]];
  // Zones change their offset at most a few times a year and never twice within six hours: a change found between
  // two probes is narrowed to its minute.
  for (let probe = from + 6 * HOUR; probe < until; probe += 6 * HOUR) {
    const minutes = intlOffset(probe);
    if (minutes === changes[changes.length - 1][1]) continue;
    let before = probe - 6 * HOUR;
    let after = probe;
    while (after - before > 60_000) {
      const middle = before + Math.floor((after - before) / 120_000) * 60_000;
      if (intlOffset(middle) === minutes) after = middle;
      else before = middle;
    }
    changes.push([after, minutes]);
  }
  offsetsCache = { day, offsets: { changes, until } };
  return offsetsCache.offsets;
}
