/**
 * Standalone harness for `npm run dev -w mf-search`: a fake host that mounts the SearchBox in a header and the
 * SearchPage on the search route, as single-spa parcels with SlotBaseProps, exactly as the shell does.
 * API calls go through the dev server's proxy to the real server.
 */
import { mountRootParcel, type Parcel } from 'single-spa';
import { ANONYMOUS } from 'shared-contracts/constants';
import { type Locale, localeOfPath } from 'shared-contracts/locales';
import { buildPath, matchRoute, switchLocalePath } from 'shared-contracts/routes';
import type { SlotBaseProps } from 'shared-contracts/slots';

type Lifecycles = Parameters<typeof mountRootParcel>[0];

let box: Parcel | null = null;
let page: Parcel | null = null;

function navigate(to: string) {
  history.pushState(null, '', to);
  void render();
}

function base(locale: Locale): SlotBaseProps {
  return { locale, host: { navigate }, auth: ANONYMOUS, settings: null, query: Object.fromEntries(new URLSearchParams(location.search)) };
}

function renderBar(locale: Locale) {
  const bar = document.getElementById('harness-bar')!;
  const other: Locale = locale === 'de' ? 'en' : 'de';
  const switcher = document.createElement('button');
  switcher.textContent = other.toUpperCase();
  switcher.setAttribute('aria-label', other === 'en' ? 'English' : 'Deutsch');
  switcher.onclick = () => navigate(switchLocalePath(location.pathname, other) + location.search);
  const label = document.createElement('strong');
  label.textContent = 'mf-search';
  bar.replaceChildren(label, switcher);
}

async function render() {
  if (!matchRoute(location.pathname)) history.replaceState(null, '', buildPath('search', 'de'));
  const locale = localeOfPath(location.pathname);
  document.documentElement.lang = locale;
  renderBar(locale);
  const match = matchRoute(location.pathname);
  const boxProps = { ...base(locale), routeCategory: match?.params.category };
  if (box) await box.update?.(boxProps);
  else {
    const config = (await import('./exposes/search-box')) as Lifecycles;
    box = mountRootParcel(config, { ...boxProps, domElement: document.getElementById('slot-header')! });
  }
  const pageProps = { ...base(locale), category: match?.params.category, page: match?.params.page };
  if (page) await page.update?.(pageProps);
  else {
    const config = (await import('./exposes/search-page')) as Lifecycles;
    page = mountRootParcel(config, { ...pageProps, domElement: document.getElementById('slot')! });
  }
}

window.addEventListener('popstate', () => void render());
void render();
