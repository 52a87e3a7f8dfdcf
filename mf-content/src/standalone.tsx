/**
 * Standalone harness for `npm run dev -w mf-content`: a fake host that mounts this remote's slots exactly as
 * the shell does (single-spa parcels with SlotBaseProps), routed by the address bar. API calls go through the
 * dev server's proxy to the real server.
 */
import { mountRootParcel, type Parcel } from 'single-spa';
import { ANONYMOUS } from 'shared-contracts/constants';
import type { Page } from 'shared-contracts/site';
import { api } from 'shared-contracts/api-paths';
import { type Locale, localeOfPath } from 'shared-contracts/locales';
import { matchRoute, switchLocalePath } from 'shared-contracts/routes';
import type { SlotBaseProps } from 'shared-contracts/slots';

type Lifecycles = Parameters<typeof mountRootParcel>[0];

const SLOTS: Record<string, () => Promise<Lifecycles>> = {
  Page: () => import('./exposes/page') as Promise<Lifecycles>,
  MagazineList: () => import('./exposes/magazine-list') as Promise<Lifecycles>,
  MagazineArticle: () => import('./exposes/magazine-article') as Promise<Lifecycles>,
  ProductionList: () => import('./exposes/production-list') as Promise<Lifecycles>,
  ProductionDetail: () => import('./exposes/production-detail') as Promise<Lifecycles>,
  TeamList: () => import('./exposes/team-list') as Promise<Lifecycles>,
  TeamMember: () => import('./exposes/team-member') as Promise<Lifecycles>,
  VenueDetail: () => import('./exposes/venue-detail') as Promise<Lifecycles>,
  SeriesDetail: () => import('./exposes/series-detail') as Promise<Lifecycles>,
  FormPage: () => import('./exposes/form-page') as Promise<Lifecycles>,
};

let current: { slot: string; parcel: Parcel } | null = null;

function navigate(to: string) {
  history.pushState(null, '', to);
  void render();
}

async function pageFor(locale: Locale, pathname: string): Promise<Page | null> {
  const rest = pathname.split('/').slice(2).join('/');
  const response = await fetch(api.page(locale, rest));
  return response.ok ? ((await response.json()) as Page) : null;
}

function slotFor(pathname: string): { slot: string; extra: Record<string, unknown> } {
  const match = matchRoute(pathname);
  const params = match?.params ?? {};
  const ref = (key: string) => (params[key] && params.id ? { slug: params[key]!, id: params.id } : undefined);
  switch (match?.name) {
    case 'magazine':
      return { slot: 'MagazineList', extra: {} };
    case 'magazine-categories-category-id':
      return { slot: 'MagazineList', extra: { category: ref('category') } };
    case 'magazine-tags':
      return { slot: 'MagazineList', extra: { tagsIndex: true } };
    case 'magazine-tags-tag-id':
      return { slot: 'MagazineList', extra: { tag: ref('tag') } };
    case 'magazine-slug-id':
      return { slot: 'MagazineArticle', extra: params };
    case 'productions':
      return { slot: 'ProductionList', extra: {} };
    case 'productions-slug-id':
      return { slot: 'ProductionDetail', extra: params };
    case 'team':
      return { slot: 'TeamList', extra: {} };
    case 'team-slug-id':
      return { slot: 'TeamMember', extra: params };
    case 'venues-slug-id':
      return { slot: 'VenueDetail', extra: params };
    case 'series-slug-id':
    case 'series-id':
      return { slot: 'SeriesDetail', extra: params };
    case 'forms-slug-id':
      return { slot: 'FormPage', extra: params };
    default:
      return { slot: 'Page', extra: { path: pathname, ...params } };
  }
}

function renderBar(locale: Locale) {
  const bar = document.getElementById('harness-bar')!;
  const other: Locale = locale === 'de' ? 'en' : 'de';
  bar.innerHTML = '';
  const label = document.createElement('strong');
  label.textContent = 'mf-content';
  const switcher = document.createElement('button');
  switcher.textContent = other.toUpperCase();
  switcher.setAttribute('aria-label', other === 'en' ? 'English' : 'Deutsch');
  switcher.onclick = () => navigate(switchLocalePath(location.pathname, other, currentPage?.urls));
  bar.append(label, switcher);
}

let currentPage: Page | null = null;

async function render() {
  if (location.pathname === '/') history.replaceState(null, '', '/de');
  const locale = localeOfPath(location.pathname);
  document.documentElement.lang = locale;
  renderBar(locale);
  const { slot, extra } = slotFor(location.pathname);
  if (slot === 'Page') currentPage = await pageFor(locale, location.pathname);
  const props: SlotBaseProps & Record<string, unknown> = {
    locale,
    host: { navigate },
    auth: ANONYMOUS,
    settings: null,
    query: Object.fromEntries(new URLSearchParams(location.search)),
    ...extra,
    ...(slot === 'Page' ? { page: currentPage } : {}),
    // The harness has no header of its own: list slots bring theirs.
    withHeader: true,
  };
  if (current?.slot === slot) {
    await current.parcel.update?.(props);
    return;
  }
  if (current) await current.parcel.unmount();
  const config = await SLOTS[slot]();
  const parcel = mountRootParcel(config, { ...props, domElement: document.getElementById('slot')! });
  current = { slot, parcel };
  await parcel.mountPromise;
}

window.addEventListener('popstate', () => void render());
void render();
