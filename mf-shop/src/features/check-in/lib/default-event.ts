import type { BoxOfficeEvent } from 'shared-contracts/box-office';
import { berlinDayKey } from 'shared-contracts/berlin-time';

/** How long after its start an event still counts as the one the door is letting in. */
const STILL_ARRIVING_MS = 90 * 60_000;

/** The events of the Berlin day of `now`, in time order. */
export const todaysEvents = (events: BoxOfficeEvent[], now: Date) => events.filter((e) => berlinDayKey(e.date_start) === berlinDayKey(now));

/**
 * The event a door screen starts on: today's next one (or the one that began less than 90 minutes ago), else the
 * last of today's, else the next event on a later day; null when there is none.
 */
export function defaultEventId(events: BoxOfficeEvent[] | undefined, now: Date): number | null {
  if (!events?.length) return null;
  const today = todaysEvents(events, now);
  const arriving = today.find((e) => new Date(e.date_start).getTime() + STILL_ARRIVING_MS >= now.getTime());
  if (arriving) return arriving.id;
  if (today.length) return today[today.length - 1].id;
  return events.find((e) => new Date(e.date_start).getTime() >= now.getTime())?.id ?? null;
}
