import type { Event, Teaser } from 'shared-contracts/entities';
import { berlinDayKey } from 'shared-contracts/berlin-time';

export type ListItem = { kind: 'event'; event: Event } | { kind: 'teaser'; teaser: Teaser };
export interface DayGroup {
  /** YYYY-MM-DD in Europe/Berlin. */
  day: string;
  /** An instant inside that day, for formatting the heading. */
  iso: string;
  items: ListItem[];
}

/**
 * Events grouped by Berlin day, in the server's order. A teaser's position is a day, counted as 23:59:59 of it,
 * so it closes its day's group. Teasers are only placed inside the range already loaded (from the first loaded day,
 * up to the last loaded day unless the list is complete), so paging never makes them jump.
 */
export function groupByDay(events: Event[], teasers: Teaser[], complete: boolean, fromDay?: string): DayGroup[] {
  const groups = new Map<string, DayGroup>();
  for (const event of events) {
    const day = berlinDayKey(event.date_start);
    let group = groups.get(day);
    if (!group) {
      group = { day, iso: event.date_start, items: [] };
      groups.set(day, group);
    }
    group.items.push({ kind: 'event', event });
  }
  const days = [...groups.keys()];
  const first = fromDay ?? days[0];
  const last = days[days.length - 1];
  if (first === undefined) return [];
  for (const teaser of [...teasers].sort((a, b) => a.position.localeCompare(b.position))) {
    const day = teaser.position.slice(0, 10);
    if (day < first || (!complete && day > last)) continue;
    let group = groups.get(day);
    if (!group) {
      group = { day, iso: `${day}T12:00:00Z`, items: [] };
      groups.set(day, group);
    }
    group.items.push({ kind: 'teaser', teaser });
  }
  return [...groups.values()].sort((a, b) => a.day.localeCompare(b.day));
}
