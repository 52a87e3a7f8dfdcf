export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';
export const TIME_ZONE = 'Europe/Berlin';
export const PRODUCT_NAME = 'Landesausstellung 2026';

export function isLocale(value: unknown): value is Locale {
  return value === 'de' || value === 'en';
}

/** The locale of a site path (`/en/events` → en); anything else is German, the default. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** Root redirect rule (docs/product.md): browser language only, English → /en, everything else → /de. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'de';
}
