/**
 * The team's own harness (`npm run dev -w mf-events`): mounts the slots as parcels with a fake host, like the shell
 * does — a language toggle, navigate → history, query → props. The booking widget comes from mf-booking's dev server.
 */
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { ANONYMOUS } from 'shared-contracts/constants';
import type { Locale } from 'shared-contracts/locales';
import { REMOTE_MAP_GLOBAL, defaultRemoteMap, type SlotBaseProps } from 'shared-contracts/slots';
import { matchRoute } from 'shared-contracts/routes';
import * as eventList from './exposes/event-list';
import * as eventDetail from './exposes/event-detail';
import * as eventOverlay from './exposes/event-overlay';

(window as unknown as Record<string, unknown>)[REMOTE_MAP_GLOBAL] = {
  ...defaultRemoteMap(),
  mf_booking: new URLSearchParams(location.search).get('booking') ?? 'http://localhost:3103/mf-manifest.json',
};

const main = document.getElementById('main')!;
const overlayRoot = document.getElementById('overlay')!;
let page: { parcel: Parcel; kind: string } | null = null;
let overlay: Parcel | null = null;
let overlayOpen = false;

const localeOf = (): Locale => (location.pathname.startsWith('/en') ? 'en' : 'de');
const queryOf = () => Object.fromEntries(new URLSearchParams(location.search));

const host = {
  navigate(to: string) {
    console.info('[host] navigate', to);
    history.pushState(null, '', to);
    render();
  },
};

function base(): SlotBaseProps {
  return { locale: localeOf(), host, auth: ANONYMOUS, settings: null, query: queryOf() };
}

function render() {
  if (location.pathname === '/') history.replaceState(null, '', '/de/veranstaltungen');
  const match = matchRoute(location.pathname);
  const detail = match?.name === 'events-slug-id';
  const kind = detail ? `detail-${match.params.id}` : 'list';
  const props = detail ? { ...base(), id: match.params.id!, slug: match.params.slug! } : base();
  if (page && page.kind !== kind) {
    void page.parcel.unmount();
    page = null;
  }
  if (!page) {
    const el = document.createElement('div');
    // Like the shell: the list sits in the page container, the detail brings its own.
    main.className = detail ? '' : 'container';
    main.replaceChildren(el);
    const config = (detail ? eventDetail : eventList) as unknown as ParcelConfig;
    page = { kind, parcel: mountRootParcel(config, { domElement: el, ...props }) };
  } else void page.parcel.update?.(props);
  const overlayProps = { ...base(), open: overlayOpen, onClose: () => ((overlayOpen = false), render()) };
  if (!overlay) overlay = mountRootParcel(eventOverlay as unknown as ParcelConfig, { domElement: overlayRoot, ...overlayProps });
  else void overlay.update?.(overlayProps);
  document.documentElement.lang = localeOf();
  document.getElementById('lang')!.textContent = localeOf() === 'de' ? 'English' : 'Deutsch';
}

document.getElementById('lang')!.addEventListener('click', () => {
  const target: Locale = localeOf() === 'de' ? 'en' : 'de';
  const path = location.pathname.replace(/^\/(de|en)/, `/${target}`).replace(target === 'en' ? 'veranstaltungen' : '/events', target === 'en' ? 'events' : '/veranstaltungen');
  host.navigate(path + location.search);
});
document.getElementById('open-overlay')!.addEventListener('click', () => {
  overlayOpen = true;
  render();
});
window.addEventListener('popstate', render);
render();
