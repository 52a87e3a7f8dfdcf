import type { Locale } from 'shared-contracts/locales';

/**
 * `title` → `title_de`: localized text lives in one column per language. The locale is always a validated
 * `Locale` (from the route), never raw input, so interpolating it into SQL is safe.
 */
export function loc(column: string, locale: Locale): string {
  return `${column}_${locale === 'en' ? 'en' : 'de'}`;
}
