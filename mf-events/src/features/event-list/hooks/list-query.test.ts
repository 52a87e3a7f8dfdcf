import { hasActiveFilters, isValidUrlDate, parseListQuery, serializeListQuery, toApiParams } from './list-query';

describe('list query', () => {
  it('reads date and filters from the query string', () => {
    const { value, invalid } = parseListQuery({ date: '04-05-2030', room: '3', type: 'konzert', overlay: 'true' });
    expect(invalid).toEqual([]);
    expect(value).toEqual({ date: '04-05-2030', filters: { room: '3', type: 'konzert', tag: null, series: null, genre: null }, overlay: true });
  });

  it('flags malformed dates, impossible dates and non-numeric filter values', () => {
    expect(parseListQuery({ date: '2030-05-04' }).invalid).toEqual(['date']);
    expect(parseListQuery({ date: '31-02-2030' }).invalid).toEqual(['date']);
    expect(parseListQuery({ room: 'abc', tag: '1e3' }).invalid).toEqual(['room', 'tag']);
    expect(parseListQuery({ type: 'Not A Slug' }).invalid).toEqual(['type']);
  });

  it('keeps the valid part as the clean state', () => {
    const { value } = parseListQuery({ room: 'x', genre: '2' });
    expect(serializeListQuery(value)).toEqual({ genre: '2' });
  });

  it('validates DD-MM-YYYY strictly', () => {
    expect(isValidUrlDate('29-02-2028')).toBe(true);
    expect(isValidUrlDate('29-02-2030')).toBe(false);
    expect(isValidUrlDate('1-2-2030')).toBe(false);
  });

  it('writes only set keys, date first, overlay flag last', () => {
    const state = { date: '01-06-2030', filters: { room: null, type: null, tag: '4', series: '2', genre: null }, overlay: true };
    expect(Object.entries(serializeListQuery(state))).toEqual([
      ['date', '01-06-2030'],
      ['tag', '4'],
      ['series', '2'],
      ['overlay', 'true'],
    ]);
    expect(toApiParams(state)).toEqual({ tag: '4', series: '2', date: '01-06-2030' });
    expect(hasActiveFilters(state)).toBe(true);
    expect(hasActiveFilters({ ...state, date: null, filters: { room: null, type: null, tag: null, series: null, genre: null } })).toBe(false);
  });
});
