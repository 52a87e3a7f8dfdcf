import { sameSlotProps } from 'site-config/remote-kit/same-slot-props';

describe('sameSlotProps', () => {
  const navigate = () => undefined;
  it('compares data by value and functions by identity', () => {
    expect(sameSlotProps({ locale: 'de', query: { q: 'a' }, navigate }, { locale: 'de', query: { q: 'a' }, navigate })).toBe(true);
    expect(sameSlotProps({ locale: 'de', query: { q: 'a' } }, { locale: 'de', query: { q: 'b' } })).toBe(false);
    expect(sameSlotProps({ navigate }, { navigate: () => undefined })).toBe(false);
    expect(sameSlotProps({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});
