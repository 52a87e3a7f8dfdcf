import type { Locale } from 'shared-contracts/locales';
import { isLocalPath } from 'shared-contracts/local-path';
import { badRequest } from '../http/errors';

/** What an editor reads when a redirect would lead away from the site, in the language of the screen they use. */
export const OFF_SITE_TARGET: Record<Locale, string> = {
  de: 'Die neue Adresse muss eine Seite dieser Website sein: ein Pfad, der mit einem einzelnen / beginnt (z. B. /de/ausstellung), ohne Leerzeichen, Fragezeichen, # oder Backslash. Adressen anderer Websites sind nicht möglich.',
  en: 'The new address must be a page of this site: a path starting with a single / (e.g. /en/exhibition), without spaces, question marks, # or backslashes. Addresses of other sites are not possible.',
};

/** Whether a redirect may send visitors to `target`: a plain path on this site, without query or fragment. */
export function isRedirectTarget(target: string): boolean {
  return isLocalPath(target) && !/[\s?#]/.test(target);
}

/**
 * Every redirect the server stores passes here: a 301 to another host would lend the site's name to any address an
 * editor's account (or someone who took it over) chose. 400 naming `field`.
 */
export function assertRedirectTarget(target: string, locale: Locale, field = 'new_path'): void {
  if (!isRedirectTarget(target)) throw badRequest(field, OFF_SITE_TARGET[locale]);
}
