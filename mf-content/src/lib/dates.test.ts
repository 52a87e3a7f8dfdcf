import { berlinDay, formatDate, formatDateTime, formatWhen } from './dates';

describe('dates in Europe/Berlin', () => {
  it('formats day, short month and year per locale, and the time with " Uhr" in German', () => {
    expect(formatDate('2026-11-25T18:00:00Z', 'de')).toBe('25. Nov. 2026');
    expect(formatDate('2026-11-25T18:00:00Z', 'en')).toBe('25 Nov 2026');
    expect(formatDateTime('2026-11-25T18:00:00Z', 'de')).toBe('25. Nov. 2026, 19:00 Uhr');
    expect(formatDateTime('2026-07-01T18:30:00Z', 'en')).toBe('1 Jul 2026, 20:30');
  });

  it('takes the calendar day and hour in Berlin, not in UTC or the machine zone', () => {
    // 23:30 UTC on 31 Dec is already New Year in Berlin (UTC+1); in summer the offset is +2.
    expect(berlinDay('2026-12-31T23:30:00Z')).toBe('2027-01-01');
    expect(formatDateTime('2026-12-31T23:30:00Z', 'de')).toBe('1. Jan. 2027, 00:30 Uhr');
    expect(formatDateTime('2026-03-29T01:30:00Z', 'de')).toBe('29. März 2026, 03:30 Uhr');
  });

  it('shows a date-only value without a time', () => {
    expect(formatWhen('2026-05-01', 'de')).toBe('1. Mai 2026');
    expect(formatWhen('2026-05-01T08:00:00Z', 'en')).toBe('1 May 2026, 10:00');
  });
});
