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

/**
 * The root redirect's rule: the browser's preferred language among the ones the site has. Entries are taken by
 * their q weight (then their order), so "fr, en" gets English and "de-CH, en;q=0.8" German; none of ours → German.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const match = ranked.find((entry) => isLocale(entry.language));
  return match ? (match.language as Locale) : DEFAULT_LOCALE;
}
