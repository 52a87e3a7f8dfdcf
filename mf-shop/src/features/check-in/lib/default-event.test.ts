import type { BoxOfficeEvent } from 'shared-contracts/box-office';
import { defaultEventId, todaysEvents } from './default-event';

const event = (id: number, date_start: string): BoxOfficeEvent => ({ id, title: `E${id}`, date_start, sold: 0, checked_in: 0, check_in_lists: [] });
const EVENTS = [
  event(1, '2026-05-14T19:30:00+02:00'),
  event(2, '2026-05-15T10:00:00+02:00'),
  event(3, '2026-05-15T15:00:00+02:00'),
  event(4, '2026-05-15T19:30:00+02:00'),
  event(5, '2026-05-16T11:00:00+02:00'),
];

describe('the event a door screen starts on', () => {
  it("is today's next event in Berlin, or the one that began less than 90 minutes ago", () => {
    expect(defaultEventId(EVENTS, new Date('2026-05-15T07:00:00Z'))).toBe(2);
    expect(defaultEventId(EVENTS, new Date('2026-05-15T09:15:00Z'))).toBe(2);
    expect(defaultEventId(EVENTS, new Date('2026-05-15T09:45:00Z'))).toBe(3);
    expect(defaultEventId(EVENTS, new Date('2026-05-15T16:00:00Z'))).toBe(4);
  });
  it("is the last of today's events late in the evening, and the next day's event when today has none", () => {
    expect(defaultEventId(EVENTS, new Date('2026-05-15T21:30:00Z'))).toBe(4);
    // 00:30 in Berlin on the 16th is still the 15th in UTC: Berlin's day counts.
    expect(defaultEventId(EVENTS, new Date('2026-05-15T22:30:00Z'))).toBe(5);
    expect(defaultEventId(EVENTS, new Date('2026-05-17T08:00:00Z'))).toBeNull();
    expect(defaultEventId([], new Date())).toBeNull();
    expect(defaultEventId(undefined, new Date())).toBeNull();
  });
  it("lists today's events by the Berlin day", () => {
    expect(todaysEvents(EVENTS, new Date('2026-05-14T22:30:00Z')).map((e) => e.id)).toEqual([2, 3, 4]);
  });
});
