import { format } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import { de, enGB } from 'date-fns/locale';
import { berlinClock, berlinDayKey, berlinWeekday, formatDate, formatDateTime, formatDay, formatTime, formatWeekdayDateTime, formatWhen } from './berlin-time';

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

  it('formats dates on the Berlin calendar, the day after in UTC late at night', () => {
    expect(formatDate('2026-11-14T18:30:00Z', 'de')).toBe('14. Nov. 2026');
    expect(formatDate('2026-11-14T18:30:00Z', 'en')).toBe('14 Nov 2026');
    expect(formatDate('2026-12-31T23:30:00Z', 'de')).toBe('1. Jan. 2027');
    expect(formatDay('2026-11-14T18:30:00Z', 'de')).toBe('Samstag, 14. Nov. 2026');
    expect(formatDay('2026-11-14T18:30:00Z', 'en')).toBe('Saturday, 14 Nov 2026');
    expect(formatDateTime('2026-11-14T18:30:00Z', 'de')).toBe('14. Nov. 2026, 19:30 Uhr');
    expect(formatWeekdayDateTime('2026-11-14T18:30:00Z', 'de')).toBe('Sa., 14. Nov. 2026, 19:30 Uhr');
    expect(formatWeekdayDateTime('2026-11-14T18:30:00Z', 'en')).toBe('Sat, 14 Nov 2026, 19:30');
    expect(formatDateTime('2026-03-29T01:30:00Z', 'de')).toBe('29. März 2026, 03:30 Uhr');
    expect(formatWhen('2026-09-03', 'de')).toBe('3. Sep. 2026');
    expect(formatWhen('2026-09-03T08:00:00Z', 'en')).toBe('3 Sep 2026, 10:00');
  });

  it('spells every month and weekday as date-fns does in its de and en-GB locales, whatever CLDR the runtime has', () => {
    for (let month = 0; month < 12; month += 1) {
      const at = new Date(Date.UTC(2026, month, 14, 10));
      expect(formatDate(at, 'de')).toBe(formatInTimeZone(at, 'Europe/Berlin', 'd. MMM yyyy', { locale: de }));
      expect(formatDate(at, 'en')).toBe(formatInTimeZone(at, 'Europe/Berlin', 'd MMM yyyy', { locale: enGB }));
    }
    for (let day = 15; day < 22; day += 1) {
      const at = new Date(Date.UTC(2026, 10, day, 10));
      expect(berlinWeekday(at)).toBe(at.getUTCDay());
      expect(formatDay(at, 'de')).toBe(format(at, 'EEEE, d. MMM yyyy', { locale: de }));
      expect(formatDay(at, 'en')).toBe(format(at, 'EEEE, d MMM yyyy', { locale: enGB }));
    }
  });
});
