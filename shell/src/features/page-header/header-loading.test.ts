import { isPageHeaderLoading } from './header-loading';

const page = {
  urls: { de: '/de/besuch/anfahrt', en: '/en/visit/directions' },
  siblings: [
    { id: 1, title: 'Anfahrt', urls: { de: '/de/besuch/anfahrt', en: '/en/visit/directions' } },
    { id: 2, title: 'Preise', urls: { de: '/de/besuch/preise', en: '/en/visit/prices' } },
  ],
};

describe('isPageHeaderLoading', () => {
  it('is false once loaded', () => expect(isPageHeaderLoading('/de/x', 'de', page, false)).toBe(false));
  it('is true while loading a page outside the siblings', () => expect(isPageHeaderLoading('/de/x', 'de', page, true)).toBe(true));
  it('stays false when moving between siblings', () => expect(isPageHeaderLoading('/de/besuch/preise/', 'de', page, true)).toBe(false));
  it('is true with nothing shown yet', () => expect(isPageHeaderLoading('/de/besuch/preise', 'de', null, true)).toBe(true));
});
