import { isEmailAddress } from './email';

describe('isEmailAddress', () => {
  it.each(['info@landesausstellung.de', 'a@b.co', ' anna.berg+tickets@example.org '])('accepts %p', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each(['a@b.c', 'a@b', 'ab.de', 'a b@c.de', 'a@@b.de', ''])('rejects %p', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });
});
