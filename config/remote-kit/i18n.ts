import i18next, { type i18n, type Resource } from 'i18next';
import type { Locale } from 'shared-contracts/locales';

/**
 * One i18next instance per mounted slot. Parcels are separate React roots, so the shell's instance never reaches
 * them, and a slot rendered on the server for one request must not share a language with another request's slot.
 * That is also why `initReactI18next` is not used: it would make this instance the process-wide default.
 * Resources are bundled with the remote, so init is synchronous and the first render is already translated.
 */
export function createI18n(resources: Resource, locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: locale,
    fallbackLng: 'de',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    react: { bindI18n: 'languageChanged' },
  });
  return instance;
}
