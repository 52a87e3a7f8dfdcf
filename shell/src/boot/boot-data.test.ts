import { parseSiteBoot } from './boot-data';

describe('parseSiteBoot', () => {
  it('reads the server decision', () => {
    expect(parseSiteBoot({ status: 404, locale: 'en', error: 'This page could not be found' })).toEqual({
      status: 404,
      locale: 'en',
      error: 'This page could not be found',
    });
  });
  it('defaults safely', () => {
    expect(parseSiteBoot(undefined)).toBeNull();
    expect(parseSiteBoot({ status: '503', locale: 'fr' })).toEqual({ status: 200, locale: null, error: null });
  });
});
