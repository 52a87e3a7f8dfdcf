import i18next, { type i18n } from 'i18next';
import type { Locale } from 'shared-contracts/locales';
import { de } from '../i18n/de';
import { en } from '../i18n/en';

/**
 * Each slot gets its own i18next instance: parcels are separate React roots and share no context with the
 * shell or other remotes (PITFALLS 11). No `initReactI18next`, which would set a process-wide default.
 */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'de',
    resources: { de: { translation: de }, en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
    react: { bindI18n: 'languageChanged' },
  });
  return instance;
}
