import { format } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { de, enGB } from 'date-fns/locale';
import { berlinClock, berlinDayKey, berlinOffsetsAround, takeBerlinOffsets, berlinInstant, berlinIso, berlinIsoWeekday, berlinWeekday, fromBerlinInput, toBerlinInput, formatDate, formatDateTime, formatDay, formatTime, formatWeekdayDateTime, formatWhen } from './berlin-time';

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

  it('agrees with date-fns-tz on offsets, instants and both weekday counts, across the clock changes', () => {
    // Every 5 h 7 min through a year lands on every hour of the day, and on both nights the clocks change.
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += (5 * 60 + 7) * 60_000) {
      expect(berlinIso(at)).toBe(formatInTimeZone(at, 'Europe/Berlin', "yyyy-MM-dd'T'HH:mm:ssXXX"));
      expect(berlinIsoWeekday(at)).toBe(Number(formatInTimeZone(at, 'Europe/Berlin', 'i')));
      expect(berlinWeekday(at)).toBe(berlinIsoWeekday(at) % 7);
    }
    for (const [day, time] of [['2026-03-29', '01:30'], ['2026-03-29', '03:30'], ['2026-10-25', '01:30'], ['2026-10-25', '03:00'], ['2026-07-01', '19:30:15'], ['2026-12-31', '23:59']]) {
      const full = time.length === 5 ? `${time}:00` : time;
      expect(berlinInstant(day, time).toISOString()).toBe(fromZonedTime(`${day}T${full}`, 'Europe/Berlin').toISOString());
    }
  });

  it('turns stored date-times into Berlin input values and back', () => {
    expect(toBerlinInput('2026-05-01T08:00:00Z')).toBe('2026-05-01T10:00');
    expect(toBerlinInput('2026-12-01T08:00:00Z')).toBe('2026-12-01T09:00');
    expect(toBerlinInput('')).toBe('');
    expect(toBerlinInput('nonsense')).toBe('');
    expect(fromBerlinInput('2026-05-01T10:00')).toBe('2026-05-01T10:00:00+02:00');
    expect(fromBerlinInput('2026-12-01T09:00')).toBe('2026-12-01T09:00:00+01:00');
    expect(fromBerlinInput('1.5.2026 10:00')).toBeNull();
  });

  describe('with the offsets a page brings', () => {
    afterEach(() => takeBerlinOffsets(undefined));

    const readings = (at: number) => [berlinIso(at), berlinDayKey(at), berlinClock(new Date(at)), formatWeekdayDateTime(new Date(at), 'de'), toBerlinInput(new Date(at).toISOString())];

    it('lists the two changes a year, each to its minute, around the instant asked for', () => {
      const offsets = berlinOffsetsAround(Date.UTC(2026, 10, 27, 12));
      const inside = offsets.changes.filter(([at]) => at >= Date.UTC(2026, 0, 1) && at < Date.UTC(2027, 0, 1));
      expect(inside).toEqual([
        [Date.UTC(2026, 2, 29, 1), 120],
        [Date.UTC(2026, 9, 25, 1), 60],
      ]);
      expect(offsets.changes[0][0]).toBeLessThanOrEqual(Date.UTC(2025, 10, 1));
      expect(offsets.until).toBeGreaterThanOrEqual(Date.UTC(2029, 0, 1));
    });

    it('reads every instant of the span as Intl does, on both sides of each change and at the edges', () => {
      const offsets = berlinOffsetsAround(Date.UTC(2026, 10, 27, 12));
      const instants: number[] = [offsets.changes[0][0], offsets.until - 1, offsets.until, offsets.changes[0][0] - 1];
      for (const [at] of offsets.changes.slice(1)) for (let step = -8; step <= 8; step++) instants.push(at + step * 15 * 60_000, at + step * 1000);
      for (let day = 0; day < 1200; day += 7) instants.push(offsets.changes[0][0] + day * 86_400_000 + ((day * 7919) % 86_400) * 1000 + 123);
      const expected = instants.map(readings);
      takeBerlinOffsets(offsets);
      expect(instants.map(readings)).toEqual(expected);
      for (const [day, time] of [['2026-03-29', '03:30'], ['2026-10-25', '02:30'], ['2027-07-01', '19:30:15']]) {
        expect(berlinInstant(day, time).toISOString()).toBe(fromZonedTime(`${day}T${time.length === 5 ? `${time}:00` : time}`, 'Europe/Berlin').toISOString());
      }
    });

    it('ignores offsets that are not well formed, and reads those instants from Intl', () => {
      const at = Date.UTC(2026, 6, 1, 12);
      for (const bad of [null, {}, { changes: [], until: 1 }, { changes: [[at + 1, 60], [at, 120]], until: at * 2 }, { changes: [[0, 'x']], until: at * 2 }, { changes: [[0, 60]], until: 0 }]) {
        takeBerlinOffsets(bad);
        expect(berlinClock(new Date(at))).toBe('14:00');
      }
      // A wrong but well-formed table is used as given: only the server sends one, so it is trusted in its span.
      takeBerlinOffsets({ changes: [[at - 1000, 0]], until: at + 1000 });
      expect(berlinClock(new Date(at))).toBe('12:00');
      expect(berlinClock(new Date(at + 1000))).toBe('14:00');
    });
  });
});
