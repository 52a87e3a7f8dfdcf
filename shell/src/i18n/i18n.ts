import i18next, { type TFunction } from 'i18next';
import { useMemo } from 'react';
import type { Locale } from 'shared-contracts/locales';
import { de } from './de';
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
  // German ships with the shell; English arrives on demand (loadTranslations), so a German visit carries no English.
  resources: { de: { translation: de } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});

/** Whether the shell's texts in `locale` are there. */
export function translationsLoaded(locale: Locale): boolean {
  return i18n.hasResourceBundle(locale, 'translation');
}

export function addTranslations(locale: Locale, texts: object): void {
  i18n.addResourceBundle(locale, 'translation', texts, true, true);
}

/** The languages that do not ship with the shell, each in a chunk of its own. */
const LOADERS: Partial<Record<Locale, () => Promise<object>>> = { en: () => import('./en').then((m) => m.en) };
const pending = new Map<Locale, Promise<void>>();

/** Loads the texts of `locale` once: at boot for the document's locale, on the way to the other one (language switch). */
export function loadTranslations(locale: Locale): Promise<void> {
  const load = LOADERS[locale];
  if (translationsLoaded(locale) || !load) return Promise.resolve();
  if (!pending.has(locale)) {
    pending.set(locale, load().then((texts) => addTranslations(locale, texts)).finally(() => pending.delete(locale)));
  }
  return pending.get(locale)!;
}

/**
 * Suspends until the texts of `locale` are there. The router changes routes in a transition, so during a language
 * switch React keeps showing the current page for the few milliseconds the other language takes to arrive.
 */
export function useTranslationsOf(locale: Locale): void {
  if (!translationsLoaded(locale)) throw loadTranslations(locale);
}

export function tFor(locale: Locale): TFunction {
  return i18n.getFixedT(locale);
}

export function useT(): { t: TFunction; locale: Locale } {
  const locale = useLocale();
  return useMemo(() => ({ t: tFor(locale), locale }), [locale]);
}
