import { i18n, loadTranslations, translationsLoaded } from './i18n';

describe('shell translations', () => {
  it('loads English once on demand and keeps German as the fallback', async () => {
    i18n.removeResourceBundle('en', 'translation');
    expect(translationsLoaded('de')).toBe(true);
    expect(translationsLoaded('en')).toBe(false);
    const first = loadTranslations('en');
    expect(loadTranslations('en')).toBe(first);
    await first;
    expect(translationsLoaded('en')).toBe(true);
    expect(i18n.getFixedT('en')('header.searchOpen')).toBe('Open search');
    expect(i18n.getFixedT('de')('header.searchOpen')).toBe('Suche öffnen');
  });
});
