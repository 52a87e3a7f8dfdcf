/**
 * The team's own harness (`npm run dev -w mf-shop`): mounts ShopApp as the shell would on /webshop/…, with a fake host
 * (navigate → history) and a language toggle. The cart is the browser's own: add tickets through mf-booking's
 * harness (cookies are shared across localhost ports).
 */
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import type { Locale } from 'shared-contracts/locales';
import { ANONYMOUS } from 'shared-contracts/constants';
import * as shopApp from './exposes/shop-app';

let locale: Locale = 'de';
if (!location.pathname.startsWith('/webshop')) history.replaceState(null, '', '/webshop/cart');
const host = {
  navigate(to: string) {
    console.info('[host] navigate', to);
    history.pushState(null, '', to);
    void parcel.update?.(props());
  },
};
const props = () => ({ locale, host, auth: ANONYMOUS, settings: null, query: {}, pathname: location.pathname });
const parcel = mountRootParcel(shopApp as unknown as ParcelConfig, { domElement: document.getElementById('app')!, ...props() });

document.getElementById('lang')!.addEventListener('click', (e) => {
  locale = locale === 'de' ? 'en' : 'de';
  document.documentElement.lang = locale;
  (e.currentTarget as HTMLElement).textContent = locale === 'de' ? 'English' : 'Deutsch';
  void parcel.update?.(props());
});
window.addEventListener('popstate', () => void parcel.update?.(props()));
