import type { Event } from './entities';

// Rules about events that visitors' pages apply. Kept apart from the entity schemas (only their types are imported):
// a page that needs a rule must not load the schema library with it.

/** An event is over once its end (or, without one, its start) has passed: the ticketing system sells no more. */
export const isEventOver = (event: Pick<Event, 'date_start' | 'date_end'>, now: number): boolean => Date.parse(event.date_end ?? event.date_start) < now;
