import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared-contracts/locales';

/**
 * The shop is a single-spa application, not a parcel: it gets no `update` when the address changes (cart →
 * checkout → order page, or ?lang=en), so it follows the address bar itself through single-spa's routing event.
 */
function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const snapshot = () => window.location.pathname + window.location.search;

/** The shop path and its language (`?lang=en`; German without it, as the shell's shop frame decides too). */
export function useShopLocation(fallbackPathname: string): { pathname: string; locale: Locale } {
  const href = useSyncExternalStore(subscribe, snapshot, () => fallbackPathname);
  const url = new URL(href, 'http://site.invalid');
  const lang = url.searchParams.get('lang');
  return { pathname: url.pathname || fallbackPathname, locale: isLocale(lang) ? lang : DEFAULT_LOCALE };
}
