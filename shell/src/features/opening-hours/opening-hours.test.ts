import type { OpeningHoursEntry } from 'shared-contracts/entities';
import { tFor } from '../../i18n/i18n';
import { joinList, openingLabel, openingState, todayLabel, type HoursTexts } from './opening-hours';
import { hoursTexts } from './hours-texts';

const entry = (time_from: string | null, time_to: string | null, closed = false, alternative_text: string | null = null): OpeningHoursEntry => ({
  time_from,
  time_to,
  closed,
  alternative_text,
  alternative_link_url: null,
});
/** A Berlin wall-clock time on a summer day (UTC+2) and a winter day (UTC+1). */
const summer = (hhmm: string) => new Date(`2026-07-15T${hhmm}:00+02:00`);
const winter = (hhmm: string) => new Date(`2026-01-15T${hhmm}:00+01:00`);
const en: HoursTexts = hoursTexts(tFor('en'));
const de: HoursTexts = hoursTexts(tFor('de'));

describe('openingState', () => {
  const regular = { opening_hours: [entry('10:00:00', '18:00:00')], opening_hours_exceptions: [] };

  it.each([
    ['09:59', 'early'],
    ['10:00', 'open'],
    ['17:59', 'open'],
    ['18:00', 'late'],
    ['23:59', 'late'],
    ['00:00', 'early'],
  ])('at %s Berlin time the status is %s', (time, status) => {
    expect(openingState(regular, summer(time)).status).toBe(status);
    expect(openingState(regular, winter(time)).status).toBe(status);
  });

  it('uses Berlin time, not the machine or UTC clock', () => {
    // 08:30 UTC is 10:30 in Berlin in summer.
    expect(openingState(regular, new Date('2026-07-15T08:30:00Z')).status).toBe('open');
  });

  it('lets exceptions replace the regular hours', () => {
    const hours = { opening_hours: [entry('10:00:00', '18:00:00')], opening_hours_exceptions: [entry('12:00:00', '14:00:00')] };
    expect(openingState(hours, summer('11:00')).status).toBe('early');
    expect(openingState(hours, summer('14:00')).status).toBe('late');
  });

  it('treats a closed exception as closed all day', () => {
    const hours = { opening_hours: [entry('10:00:00', '18:00:00')], opening_hours_exceptions: [entry(null, null, true)] };
    expect(openingState(hours, summer('12:00')).status).toBe('late');
  });

  it('spans several ranges from the first start to the last end', () => {
    const hours = { opening_hours: [entry('14:00:00', '17:00:00'), entry('10:00:00', '13:00:00')], opening_hours_exceptions: [] };
    const state = openingState(hours, summer('13:30'));
    expect(state.status).toBe('open');
    expect(state.ranges).toEqual([
      { from: '10:00', to: '13:00' },
      { from: '14:00', to: '17:00' },
    ]);
  });
});

describe('openingLabel', () => {
  const one = { opening_hours: [entry('10:00:00', '18:00:00')], opening_hours_exceptions: [] };
  it('labels each status in English', () => {
    expect(openingLabel(openingState(one, summer('09:00')), en)).toBe('Open from 10:00');
    expect(openingLabel(openingState(one, summer('10:00')), en)).toBe('Open until 18:00');
    expect(openingLabel(openingState(one, summer('18:00')), en)).toBe('Closed');
  });
  it('adds Uhr in German', () => {
    expect(openingLabel(openingState(one, summer('09:00')), de)).toBe('Geöffnet ab 10:00 Uhr');
    expect(openingLabel(openingState(one, summer('12:00')), de)).toBe('Geöffnet bis 18:00 Uhr');
    expect(openingLabel(openingState(one, summer('19:00')), de)).toBe('Geschlossen');
  });
  it('lists several ranges joined by commas and "and"', () => {
    const three = { opening_hours: [entry('10:00:00', '12:00:00'), entry('13:00:00', '15:00:00'), entry('16:00:00', '18:00:00')], opening_hours_exceptions: [] };
    expect(openingLabel(openingState(three, summer('09:00')), en)).toBe('Open 10:00–12:00, 13:00–15:00 and 16:00–18:00');
    expect(openingLabel(openingState(three, summer('12:30')), de)).toBe('Geöffnet 10:00–12:00 Uhr, 13:00–15:00 Uhr und 16:00–18:00 Uhr');
  });
  it('joins lists', () => {
    expect(joinList(['a'], ' and ')).toBe('a');
    expect(joinList(['a', 'b'], ' and ')).toBe('a and b');
  });
});

describe('todayLabel (compact, for phones)', () => {
  const texts = (lang: 'de' | 'en') => {
    const t = tFor(lang);
    return { today: t('hours.today'), closedToday: t('hours.closedToday'), timeSuffix: t('hours.timeSuffix') };
  };
  it("reads 'Heute 10–16 Uhr' / 'Today 10–16', keeping minutes only when they are not :00", () => {
    const day = { opening_hours: [entry('10:00:00', '16:00:00')], opening_hours_exceptions: [] };
    expect(todayLabel(openingState(day, summer('12:00')), texts('de'))).toBe('Heute 10–16 Uhr');
    expect(todayLabel(openingState(day, summer('20:00')), texts('en'))).toBe('Today 10–16');
    const split = { opening_hours: [entry('09:30:00', '12:00:00'), entry('13:00:00', '17:45:00')], opening_hours_exceptions: [] };
    expect(todayLabel(openingState(split, summer('08:00')), texts('de'))).toBe('Heute 9:30–12, 13–17:45 Uhr');
  });
  it('says closed today when there are no hours', () => {
    const closed = { opening_hours: [entry('10:00:00', '16:00:00')], opening_hours_exceptions: [entry(null, null, true)] };
    expect(todayLabel(openingState(closed, summer('12:00')), texts('de'))).toBe('Heute geschlossen');
    expect(todayLabel(openingState(closed, summer('12:00')), texts('en'))).toBe('Closed today');
  });
});
