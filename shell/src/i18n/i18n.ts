import i18next, { type TFunction } from 'i18next';
import { useMemo } from 'react';
import type { Locale } from 'shared-contracts/locales';
import { de } from './de';
import { en } from './en';
import { useLocale } from '../app/locale-context';

/**
 * The shell's own instance (never the react-i18next global, which the remotes share as a singleton).
 * Texts are looked up for the route's locale with a fixed t, so no global language state can drift from the URL.
 */
export const i18n = i18next.createInstance();
void i18n.init({
  lng: 'de',
  fallbackLng: 'de',
  supportedLngs: ['de', 'en'],
  resources: { de: { translation: de }, en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});

export function tFor(locale: Locale): TFunction {
  return i18n.getFixedT(locale);
}

export function useT(): { t: TFunction; locale: Locale } {
  const locale = useLocale();
  return useMemo(() => ({ t: tFor(locale), locale }), [locale]);
}
