import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'shared-contracts/locales';

/**
 * Every mounted root gets its own i18next instance: parcels are separate React roots and the shell's
 * instance never reaches them (PITFALLS 11). Resources are bundled, so init is synchronous.
 */
export function createI18n(resources: Resource, locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: 'de',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}
