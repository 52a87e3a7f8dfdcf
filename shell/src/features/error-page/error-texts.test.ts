import { tFor } from '../../i18n/i18n';
import { errorHeadline } from './error-texts';

describe('errorHeadline', () => {
  it.each(['de', 'en'] as const)('uses the error texts (%s)', (locale) => {
    const t = tFor(locale);
    expect(errorHeadline(t, 404)).toBe('404 Not Found');
    expect(errorHeadline(t, 404, 'unmatched')).toBe('This page could not be found');
    expect(errorHeadline(t, 503)).toBe('Website offline');
    expect(errorHeadline(t, 500)).toBe('500 an unknown error occurred');
    expect(errorHeadline(t, 418)).toBe('418 an unknown error occurred');
    expect(errorHeadline(t, 500, 'default', 'Unknown middleware sparkle')).toBe('Unknown middleware sparkle');
  });
});
