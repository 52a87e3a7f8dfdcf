jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null, loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));

import { act, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { mockFetch } from 'site-config/jest/mock-fetch';
import { ShellRoutes } from './router';

const page = (title: string, meta_title = '') => ({
  id: 1, urls: { de: '/de', en: '/en' }, content_type: 'page', title, headline: 'Landesausstellung 2026', is_online: true, is_clickable: true,
  in_menu: false, in_footer: false, is_landing_page: false, parent: null, siblings: [], meta_title, meta_description: '', og_title: '',
  og_description: '', og_image: null, og_type: 'website', og_image_thumbnails: null, og_image_thumbs: null, modules: [], settings_url: null, version_id: 1,
});
const settings = {
  status: 200,
  data: { is_site_online: true, is_shop_online: true, html_header: { code: '' }, html_footer_top: { code: '' }, html_footer_bottom: { code: '' }, html_footer_logos: null, design: { error_pages: [], sticky_overlay_button: false, header_basket_link: '/webshop/cart/' } },
};
const PAGES: Record<string, unknown> = {
  '/de/pageeditor-api/page/': page('Startseite', 'Startseite'),
  '/en/pageeditor-api/page/': page('Home'),
  '/de/pageeditor-api/page/ausstellung': page('Ausstellung', 'Die Ausstellung'),
  '/de/pageeditor-api/page/veranstaltungen': page('Veranstaltungen'),
};

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockFetch({
    // Pages by their exact address; any other page is missing.
    '/pageeditor-api/page/': (url) => (url in PAGES ? { status: 200, body: PAGES[url] } : { status: 404, body: {} }),
    '/pageeditor-api/settings': settings,
    '/pageeditor-api/nav': { menu: [], secondary_menu: [], footer: [] },
    '/api/user-details/': { is_logged_in: false, login_url: '/de/login/' },
    '/api/breaking-news/': [],
    '/api/opening-hours-today/': { opening_hours: [], opening_hours_exceptions: [] },
  });
});
afterEach(() => jest.restoreAllMocks());

function renderAt(path: string) {
  const ref = { navigate: null as unknown as NavigateFunction };
  function Spy() {
    ref.navigate = useNavigate();
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
  return (to: string) => act(async () => void ref.navigate(to));
}

const titled = (title: string) => waitFor(() => expect(document.title).toBe(`${title} | Landesausstellung 2026`));

describe('document.title on client-side navigation', () => {
  it('follows CMS pages, list routes, detail routes and the language switch', async () => {
    const go = renderAt('/de');
    await titled('Startseite');
    await go('/de/mediathek-de');
    await titled('Mediathek');
    // A CMS page's meta title wins over its title.
    await go('/de/ausstellung');
    await titled('Die Ausstellung');
    // The events page takes the title of the CMS page at its path (as the server does).
    await go('/de/veranstaltungen');
    await titled('Veranstaltungen');
    await go('/en/events/organ-concert/12');
    await titled('Events');
    await go('/en/productions');
    await titled('Productions');
    await go('/en/team/anna/4');
    await titled('Team');
    await go('/en/search');
    await titled('Search');
    // Language switch to a CMS page without meta title: its title.
    await go('/en');
    await titled('Home');
  });

  it('gives error pages the same suffix', async () => {
    renderAt('/de/gibt-es-nicht');
    await titled('404 Not Found');
  });
});
