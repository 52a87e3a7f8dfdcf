jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null, loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));

import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { ShellRoutes } from './router';

type Handler = (url: string) => { status: number; body?: unknown } | undefined;

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

function mockFetch(...handlers: Handler[]) {
  global.fetch = jest.fn((input: string) => {
    const url = String(input);
    for (const handler of handlers) {
      const answer = handler(url);
      if (answer) return Promise.resolve(respond(answer.status, answer.body));
    }
    if (url.includes('/pageeditor-api/settings')) return Promise.resolve(respond(200, settings()));
    if (url.includes('/pageeditor-api/nav')) return Promise.resolve(respond(200, { menu: [], secondary_menu: [], footer: [] }));
    if (url.includes('/pageeditor-api/user')) return Promise.resolve(respond(401, {}));
    if (url.includes('/pageeditor-api/page/')) return Promise.resolve(respond(200, page()));
    if (url.includes('/api/user-details/')) return Promise.resolve(respond(200, { is_logged_in: false, login_url: '/de/login/' }));
    if (url.includes('/api/breaking-news/')) return Promise.resolve(respond(200, []));
    if (url.includes('/api/article-categories/')) return Promise.resolve(respond(200, []));
    if (url.includes('/api/opening-hours-today/')) return Promise.resolve(respond(200, { opening_hours: [], opening_hours_exceptions: [] }));
    return Promise.resolve(respond(404, {}));
  }) as never;
}
function respond(status: number, body: unknown) {
  return { ok: status < 400, status, json: () => Promise.resolve(body), text: () => Promise.resolve(JSON.stringify(body)) };
}

/** The same declarative router as bootstrap.tsx, in memory; `state.location` mirrors what the app sees. */
function renderAt(path: string) {
  const state = { location: null as unknown as Location };
  function Spy() {
    state.location = useLocation();
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
  mockFetch();
});
afterEach(() => jest.restoreAllMocks());

describe('routes mount the right slot', () => {
  it.each([
    ['/de', 'mf_content/Page'],
    ['/en', 'mf_content/Page'],
    ['/de/veranstaltungen', 'mf_events/EventList'],
    ['/en/events', 'mf_events/EventList'],
    ['/de/veranstaltungen/orgelkonzert/12', 'mf_events/EventDetail'],
    ['/en/events/organ-concert/12', 'mf_events/EventDetail'],
    ['/de/mediathek-de', 'mf_content/MagazineList'],
    ['/en/mediathek-en/categories/art/3', 'mf_content/MagazineList'],
    ['/de/mediathek-de/tags', 'mf_content/MagazineList'],
    ['/de/mediathek-de/tags/barock/2', 'mf_content/MagazineList'],
    ['/en/mediathek-en/a-story/5', 'mf_content/MagazineArticle'],
    ['/de/produktionen', 'mf_content/ProductionList'],
    ['/en/productions/faust/1', 'mf_content/ProductionDetail'],
    ['/de/team', 'mf_content/TeamList'],
    ['/en/team/anna/4', 'mf_content/TeamMember'],
    ['/de/venues/kreuzgang/1', 'mf_content/VenueDetail'],
    ['/de/series/sommer/2', 'mf_content/SeriesDetail'],
    ['/en/series/2', 'mf_content/SeriesDetail'],
    ['/de/forms/anmeldung/1', 'mf_content/FormPage'],
    ['/de/search', 'mf_search/SearchPage'],
    ['/en/search/events/2', 'mf_search/SearchPage'],
    ['/de/agb', 'mf_content/Page'],
    ['/en/datenschutz', 'mf_content/Page'],
    ['/de/impressum', 'mf_content/Page'],
    ['/de/ausstellung/raeume', 'mf_content/Page'],
  ])('%s → %s', async (path, slot) => {
    renderAt(path);
    await waitFor(() => expect(slotOnPage()).toBe(slot));
  });

  it('renders the user screens and the content hub in the shell', async () => {
    renderAt('/de/user/profile');
    expect(await screen.findByRole('heading', { name: 'Mein Profil' })).toBeInTheDocument();
    expect(await screen.findByText('Bitte melden Sie sich an, um diesen Bereich zu sehen.')).toBeInTheDocument();
  });
});

describe('error routes', () => {
  it('shows 404 Not Found when the CMS page fetch fails', async () => {
    mockFetch((url) => (url.includes('/pageeditor-api/page/gibt-es-nicht') ? { status: 404 } : undefined));
    renderAt('/de/gibt-es-nicht');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
  });

  it('treats an offline page as not found for visitors', async () => {
    mockFetch((url) => (url.includes('/pageeditor-api/page/') ? { status: 200, body: page({ is_online: false }) } : undefined));
    renderAt('/en/hidden');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
  });

  it('gives 500 for an unknown guard name', async () => {
    mockFetch((url) => (url.includes('/pageeditor-api/page/') ? { status: 200, body: page({ middleware: ['sparkle'] }) } : undefined));
    renderAt('/de/geheim');
    expect(await screen.findByRole('heading', { name: 'Unknown middleware sparkle' })).toBeInTheDocument();
  });

  it('shows "This page could not be found" outside every route', async () => {
    renderAt('/nirgendwo/hin');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('shows 503 Website offline when the site is offline or settings fail', async () => {
    mockFetch((url) => (url.includes('/pageeditor-api/settings') ? { status: 200, body: settings(false) } : undefined));
    renderAt('/de/veranstaltungen');
    expect(await screen.findByRole('heading', { name: 'Website offline' })).toBeInTheDocument();
  });

  it('shows 503 when the settings call fails', async () => {
    mockFetch((url) => (url.includes('/pageeditor-api/settings') ? { status: 500 } : undefined));
    renderAt('/en');
    expect(await screen.findByRole('heading', { name: 'Website offline' })).toBeInTheDocument();
  });
});

describe('navigation rules', () => {
  it('opens the events overlay for ?overlay=true and removes the flag', async () => {
    const router = renderAt('/de/veranstaltungen?overlay=true');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(document.querySelector('[data-slot="mf_events/EventOverlay"]')).not.toBeNull());
  });

  it('redirects the shop event list to the events page', async () => {
    const router = renderAt('/webshop/events');
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/veranstaltungen'));
  });
});
