jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null, loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { type RouteAnswer, mockFetch } from 'site-config/jest/mock-fetch';
import { LOCALES } from 'shared-contracts/locales';
import { ROUTE_SCREENS, type RouteName, buildPath } from 'shared-contracts/routes';
import { ShellRoutes } from './router';


const page = (overrides: Record<string, unknown> = {}) => ({
  id: 1, urls: { de: '/de/x', en: '/en/x' }, content_type: 'page', title: 'Seite', headline: 'Überschrift', is_online: true, is_clickable: true,
  in_menu: false, in_footer: false, is_landing_page: false, parent: null, siblings: [], meta_title: '', meta_description: '', og_title: '',
  og_description: '', og_image: null, og_type: 'website', og_image_thumbnails: null, og_image_thumbs: null, modules: [], settings_url: null, version_id: 1,
  ...overrides,
});
const settings = (online = true) => ({
  status: 200,
  data: { is_site_online: online, is_shop_online: true, html_header: { code: '' }, html_footer_top: { code: '' }, html_footer_bottom: { code: '' }, html_footer_logos: null, design: { error_pages: [], sticky_overlay_button: false, header_basket_link: '/webshop/cart/' } },
});

/** The shell's calls with a visitor's answers; `routes` replace or add answers by URL part. */
function serve(routes: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    '/pageeditor-api/settings': settings(),
    '/pageeditor-api/nav': { menu: [], secondary_menu: [], footer: [] },
    '/pageeditor-api/user': () => ({ status: 401, body: {} }),
    '/pageeditor-api/page/': page(),
    '/api/user-details/': { is_logged_in: false, login_url: '/de/login/' },
    '/api/breaking-news/': [],
    '/api/article-categories/': [],
    '/api/opening-hours-today/': { opening_hours: [], opening_hours_exceptions: [] },
    ...routes,
  });
}

/** The same declarative router as bootstrap.tsx, in memory; `state.location` mirrors what the app sees. */
function renderAt(path: string) {
  const state = { location: null as unknown as Location, navigate: null as unknown as NavigateFunction };
  function Spy() {
    state.location = useLocation();
    state.navigate = useNavigate();
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ShellRoutes />
        <Spy />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { state };
}

const slotOnPage = () => document.querySelector('main [data-slot]')?.getAttribute('data-slot');

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  serve();
});
afterEach(() => jest.restoreAllMocks());

/** Values for every route parameter, so each route gets a real address in each language. */
const SAMPLE_PARAMS = { slug: 'beispiel', id: '12', category: 'kunst', tag: 'barock', '*': 'ausstellung/raeume' };
const visitorRoutes = (Object.keys(ROUTE_SCREENS) as RouteName[]).filter((name) => ROUTE_SCREENS[name] && !ROUTE_SCREENS[name]!.staff);

describe('routes mount the slot the route table names', () => {
  it.each(LOCALES.flatMap((locale) => visitorRoutes.map((name) => [buildPath(name, locale, SAMPLE_PARAMS), ROUTE_SCREENS[name]!.slot.join('/')])))(
    '%s → %s',
    async (path, slot) => {
      renderAt(path);
      await waitFor(() => expect(slotOnPage()).toBe(slot));
    },
  );

  it('mounts the search page for a category and page too', async () => {
    renderAt('/en/search/events/2');
    await waitFor(() => expect(slotOnPage()).toBe('mf_search/SearchPage'));
  });

  it('renders the user screens and the content hub in the shell', async () => {
    renderAt('/de/user/profile');
    expect(await screen.findByRole('heading', { name: 'Mein Profil' })).toBeInTheDocument();
    expect(await screen.findByText('Bitte melden Sie sich an, um diesen Bereich zu sehen.')).toBeInTheDocument();
  });
});

describe('error routes', () => {
  it('shows 404 Not Found when the CMS page fetch fails', async () => {
    serve({ '/pageeditor-api/page/gibt-es-nicht': () => ({ status: 404, body: {} }) });
    renderAt('/de/gibt-es-nicht');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
  });

  it('treats an offline page as not found for visitors', async () => {
    serve({ '/pageeditor-api/page/': page({ is_online: false }) });
    renderAt('/en/hidden');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
  });

  it('gives 500 for an unknown guard name', async () => {
    serve({ '/pageeditor-api/page/': page({ middleware: ['sparkle'] }) });
    renderAt('/de/geheim');
    expect(await screen.findByRole('heading', { name: 'Unknown middleware sparkle' })).toBeInTheDocument();
  });

  it('shows "This page could not be found" outside every route', async () => {
    renderAt('/nirgendwo/hin');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('shows 503 Website offline when the site is offline or settings fail', async () => {
    serve({ '/pageeditor-api/settings': settings(false) });
    renderAt('/de/veranstaltungen');
    expect(await screen.findByRole('heading', { name: 'Website offline' })).toBeInTheDocument();
  });

  it('shows 503 when the settings call fails', async () => {
    serve({ '/pageeditor-api/settings': () => ({ status: 500, body: {} }) });
    renderAt('/en');
    expect(await screen.findByRole('heading', { name: 'Website offline' })).toBeInTheDocument();
  });
});

describe('navigation rules', () => {
  it('opens the events overlay for ?overlay=true and keeps the flag in the address while it is open', async () => {
    const router = renderAt('/de/veranstaltungen?overlay=true');
    await waitFor(() => expect(document.querySelector('[data-slot="mf_events/EventOverlay"]')).not.toBeNull());
    expect(router.state.location.search).toBe('?overlay=true');
  });

  it('going back to the page the overlay was open on opens it again, as its address says', async () => {
    const router = renderAt('/de/besuch?overlay=true');
    // An open overlay holds the page's scroll lock.
    const open = () => document.documentElement.classList.contains('scroll-locked');
    await waitFor(() => expect(open()).toBe(true));
    await act(async () => router.state.navigate('/de/veranstaltungen/wassermusik/32'));
    await waitFor(() => expect(open()).toBe(false));
    await act(async () => router.state.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?overlay=true'));
    await waitFor(() => expect(open()).toBe(true));
  });

  it('puts the overlay flag into the address when the bottom bar opens the overlay', async () => {
    const router = renderAt('/de/veranstaltungen?room=3');
    expect(router.state.location.search).toBe('?room=3');
    await userEvent.click((await screen.findAllByRole('button', { name: /Programm und Karten/ }))[0]);
    await waitFor(() => expect(router.state.location.search).toBe('?room=3&overlay=true'));
    expect(router.state.location.pathname).toBe('/de/veranstaltungen');
  });

  it('redirects the shop event list to the events page', async () => {
    const router = renderAt('/webshop/events');
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/veranstaltungen'));
  });

  it('keeps ?v until the user call answered; staff then get that version of the page', async () => {
    let answerUser: (value: RouteAnswer) => void = () => undefined;
    const pageUrls: string[] = [];
    serve({
      '/pageeditor-api/page/': (url) => (pageUrls.push(url), { status: 200, body: page() }),
      '/pageeditor-api/user': () => new Promise((resolve) => (answerUser = resolve)),
    });
    const router = renderAt('/de/ausstellung?v=5');
    await waitFor(() => expect(global.fetch).toHaveBeenCalledWith(expect.stringContaining('/pageeditor-api/user'), expect.anything()));
    expect(router.state.location.search).toBe('?v=5');
    expect(pageUrls).toEqual([]);
    answerUser({ status: 200, body: { id: 1, username: 'editor', email: 'e@example.org', admin_menus: [] } });
    await waitFor(() => expect(pageUrls).toHaveLength(1));
    expect(pageUrls[0]).toContain('version_id=5');
    expect(router.state.location.search).toBe('?v=5');
  });

  it('removes ?v for visitors once the user call said they are not staff', async () => {
    const router = renderAt('/de/ausstellung?v=5');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
