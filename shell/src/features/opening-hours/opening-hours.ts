import { berlinClock } from 'shared-contracts/berlin-time';
import type { OpeningHoursEntry, OpeningHoursToday } from 'shared-contracts/entities';

/** Early (before the first start), open, late (after the last end, or closed). */
export type OpeningStatus = 'early' | 'open' | 'late';

export interface TimeRange {
  from: string;
  to: string;
}

export interface OpeningState {
  status: OpeningStatus;
  ranges: TimeRange[];
  /** Text of the day instead of hours (e.g. a special event), with its link. */
  alternative: { text: string; url: string | null } | null;
}

/** HH:MM:SS (or HH:MM) as HH:MM. */
export const hhmm = (time: string) => time.slice(0, 5);

/** Exceptions replace the regular hours when present. */
export function effectiveEntries(hours: OpeningHoursToday): OpeningHoursEntry[] {
  return hours.opening_hours_exceptions.length > 0 ? hours.opening_hours_exceptions : hours.opening_hours;
}

export function openingState(hours: OpeningHoursToday, now: Date): OpeningState {
  const entries = effectiveEntries(hours);
  const withText = entries.find((entry) => entry.alternative_text);
  const alternative = withText?.alternative_text ? { text: withText.alternative_text, url: withText.alternative_link_url } : null;
  const ranges = entries
    .filter((entry) => !entry.closed && entry.time_from && entry.time_to)
    .map((entry) => ({ from: hhmm(entry.time_from!), to: hhmm(entry.time_to!) }))
    .sort((a, b) => a.from.localeCompare(b.from));
  if (ranges.length === 0) return { status: 'late', ranges, alternative };
  // Compared as zero-padded HH:MM strings in Berlin time; the end minute itself already counts as closed.
  const current = berlinClock(now);
  const first = ranges[0].from;
  const last = ranges[ranges.length - 1].to;
  const status: OpeningStatus = current < first ? 'early' : current < last ? 'open' : 'late';
  return { status, ranges, alternative };
}

export interface HoursTexts {
  openFrom: (time: string) => string;
  openUntil: (time: string) => string;
  closed: string;
  openRange: (time: string) => string;
  and: string;
  /** ' Uhr' in German, '' in English. */
  timeSuffix: string;
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`;
}

/** The header's label: 'Open from {time}', 'Open until {time}', 'Closed', or with several ranges 'Open {ranges}'. */
export function openingLabel(state: OpeningState, texts: HoursTexts): string {
  const time = (value: string) => `${value}${texts.timeSuffix}`;
  if (state.status === 'late') return texts.closed;
  if (state.ranges.length > 1) {
    return texts.openRange(joinList(state.ranges.map((range) => time(`${range.from}–${range.to}`)), texts.and));
  }
  const [range] = state.ranges;
  return state.status === 'early' ? texts.openFrom(time(range.from)) : texts.openUntil(time(range.to));
}

/** 10:00 → 10, 10:30 → 10:30: whole hours without minutes, for the compact label. */
const shortTime = (time: string) => (time.endsWith(':00') ? String(Number(time.slice(0, 2))) : time.replace(/^0/, ''));

/**
 * The compact label for narrow screens: today's hours as ranges, 'Heute 10–16 Uhr' / 'Today 10–16', or
 * 'Heute geschlossen' / 'Closed today' when there are none.
 */
export function todayLabel(state: OpeningState, texts: { today: string; closedToday: string; timeSuffix: string }): string {
  if (state.ranges.length === 0) return texts.closedToday;
  return `${texts.today} ${state.ranges.map((range) => `${shortTime(range.from)}–${shortTime(range.to)}`).join(', ')}${texts.timeSuffix}`;
}
