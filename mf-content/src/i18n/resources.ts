import type { Resource } from 'i18next';
import type { Locale } from 'shared-contracts/locales';
import { de } from './de';

/**
 * The slots' texts. German, the site's default, is bundled; English arrives on demand (`loadTexts`, run before a slot
 * mounts, updates or renders on the server), so a German page carries no English texts.
 */
export const resources: Resource = { de: { translation: de } };

/** Adds `locale`'s texts to `resources` once; the slots' `prepare` awaits it before they render in that language. */
export function loadTexts(locale: Locale): Promise<void> {
  if (resources[locale]) return Promise.resolve();
  return import('./en').then(({ en }) => {
    resources.en = { translation: en };
  });
}
