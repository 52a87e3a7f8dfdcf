import { readConsent, shouldShowConsent } from './consent';

describe('cookie consent rules', () => {
  const declined = { tracking: false, media: true };
  const accepted = { tracking: true, media: true };

  it('shows when nothing is stored', () => expect(shouldShowConsent(null, null, '/de')).toBe(true));
  it('stays hidden once decided', () => {
    expect(shouldShowConsent(declined, '/de', '/de/veranstaltungen')).toBe(false);
    expect(shouldShowConsent(accepted, '/de/datenschutz', '/de')).toBe(false);
  });
  it('re-shows after a legal page when tracking was declined', () => {
    expect(shouldShowConsent(declined, '/de/datenschutz', '/de')).toBe(true);
    expect(shouldShowConsent(declined, '/en/impressum', '/en/events')).toBe(true);
    expect(shouldShowConsent(declined, '/de/agb', '/de/veranstaltungen/konzert/3')).toBe(true);
  });
  it('does not re-show while moving between legal pages', () => {
    expect(shouldShowConsent(declined, '/de/datenschutz', '/de/impressum')).toBe(false);
  });
  it('reads only well-formed cookies', () => {
    expect(readConsent('{"tracking":false,"media":true}')).toEqual(declined);
    expect(readConsent('{"tracking":"no"}')).toBeNull();
    expect(readConsent('garbage')).toBeNull();
    expect(readConsent(undefined)).toBeNull();
  });
});
