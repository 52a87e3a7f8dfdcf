import { berlinClock, berlinDayKey, formatTime } from './berlin-time';

describe('Berlin time rules', () => {
  it('keys an instant by its Berlin calendar day, also late at night in UTC', () => {
    expect(berlinDayKey('2026-11-14T22:30:00Z')).toBe('2026-11-14');
    expect(berlinDayKey('2026-11-14T23:30:00Z')).toBe('2026-11-15');
    expect(berlinDayKey('2026-07-01T22:15:00Z')).toBe('2026-07-02');
  });

  it('reads the Berlin clock across the daylight-saving switches', () => {
    expect(berlinClock('2026-03-29T00:30:00Z')).toBe('01:30');
    expect(berlinClock('2026-03-29T01:30:00Z')).toBe('03:30');
    expect(berlinClock('2026-10-25T00:30:00Z')).toBe('02:30');
    expect(berlinClock('2026-10-25T01:30:00Z')).toBe('02:30');
    expect(berlinClock('2026-12-31T23:05:00+01:00')).toBe('23:05');
  });

  it('adds " Uhr" in German only', () => {
    expect(formatTime('2026-11-14T18:30:00Z', 'de')).toBe('19:30 Uhr');
    expect(formatTime('2026-11-14T18:30:00Z', 'en')).toBe('19:30');
  });
});
