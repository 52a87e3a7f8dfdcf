jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null, registerRemotes: jest.fn(), loadRemote: jest.fn(() => new Promise(() => undefined)) }));

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { mockFetch } from 'site-config/jest/mock-fetch';
import { renderShell } from '../../../testing/render-shell';
import { Header } from './header';

const nav = {
  menu: [
    { url: '/de/veranstaltungen', menu_name: 'Programm', has_tab_navigation: false, children: [{ url: '/de/produktionen', menu_name: 'Produktionen', children: [], has_tab_navigation: false }] },
    { url: '/de/ausstellung', menu_name: 'Ausstellung', has_tab_navigation: false, children: [{ url: '/de/ausstellung/raeume', menu_name: 'Räume', children: [], has_tab_navigation: false }] },
    { url: '/de/mediathek-de', menu_name: 'Mediathek', has_tab_navigation: false, children: [] },
  ],
  secondary_menu: [],
  footer: [],
};
const data: Array<[unknown[], unknown]> = [
  [['navigation', 'de'], nav],
  [['opening-hours', 'today', 'de'], { opening_hours: [], opening_hours_exceptions: [] }],
];

// The browser's idle moment, under the test's control: the header waits for it before it probes mf-search, and a
// timer standing in for it would make the tests depend on how busy the machine is.
type IdleWindow = Omit<Window, 'requestIdleCallback' | 'cancelIdleCallback'> & { requestIdleCallback?: (callback: () => void) => number; cancelIdleCallback?: (handle: number) => void };
let idleCallbacks = new Map<number, () => void>();
const becomeIdle = () =>
  act(async () => {
    const due = [...idleCallbacks.values()];
    idleCallbacks = new Map();
    due.forEach((callback) => callback());
  });

beforeEach(() => {
  window.scrollTo = jest.fn();
  idleCallbacks = new Map();
  let next = 0;
  (window as unknown as IdleWindow).requestIdleCallback = (callback) => {
    idleCallbacks.set(++next, callback);
    return next;
  };
  (window as unknown as IdleWindow).cancelIdleCallback = (handle) => idleCallbacks.delete(handle);
});
afterEach(() => {
  delete (window as unknown as IdleWindow).requestIdleCallback;
  delete (window as unknown as IdleWindow).cancelIdleCallback;
});

/** The header with mf-search's code held back until the test lets it arrive; then says how it was mounted. */
function searchLoadingLater() {
  const mounted = jest.fn();
  let resolve: (module: unknown) => void = () => undefined;
  (loadRemote as jest.Mock).mockImplementationOnce(() => new Promise((r) => (resolve = r)));
  globalThis.fetch = jest.fn(() => Promise.resolve({ ok: true } as Response)) as unknown as typeof fetch;
  renderShell(<Header landing={false} />, { data });
  return {
    async expectMountedExpanded() {
      await act(async () =>
        resolve({
          bootstrap: () => Promise.resolve(),
          mount: (props: { expanded?: boolean }) => Promise.resolve(mounted(props.expanded)),
          update: () => Promise.resolve(),
          unmount: () => Promise.resolve(),
        }),
      );
      await waitFor(() => expect(mounted).toHaveBeenCalledWith(true));
    },
  };
}

describe('Header menus', () => {
  it('opens one desktop item at a time and closes it on Escape and outside click', async () => {
    renderShell(<Header landing={false} />, { data });
    const programm = screen.getByRole('button', { name: 'Programm' });
    const ausstellung = screen.getByRole('button', { name: 'Ausstellung' });
    await userEvent.click(programm);
    expect(programm).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(ausstellung);
    expect(programm).toHaveAttribute('aria-expanded', 'false');
    expect(ausstellung).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(ausstellung).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(programm);
    fireEvent.mouseDown(document.body);
    expect(programm).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the burger menu, locks scrolling, and closes on Escape and route change', async () => {
    const { router } = renderShell(<Header landing={false} />, { data });
    await userEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    expect(await screen.findByRole('dialog', { name: 'Menü' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('scroll-locked');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('scroll-locked');

    await userEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await act(() => router.navigate('/de/mediathek-de'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps one burger submenu open at a time', async () => {
    renderShell(<Header landing={false} />, { data });
    await userEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const first = await screen.findByRole('button', { name: 'Untermenü Programm' });
    const second = screen.getByRole('button', { name: 'Untermenü Ausstellung' });
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the top header on landing pages', () => {
    const { unmount } = renderShell(<Header landing={false} />, { data });
    expect(screen.getByRole('link', { name: 'English version of this page' })).toBeInTheDocument();
    unmount();
    renderShell(<Header landing />, { data });
    expect(screen.queryByRole('link', { name: 'English version of this page' })).not.toBeInTheDocument();
  });

  it('disables cart and account with the Webshop offline tooltip when the shop is offline', () => {
    const settings = { is_shop_online: false, design: { header_basket_link: '/webshop/cart/' } } as never;
    renderShell(<Header landing={false} />, { data, shell: { settings } });
    const offline = screen.getAllByTitle('Webshop offline');
    expect(offline).toHaveLength(2);
    offline.forEach((el) => expect(el).toHaveAttribute('aria-disabled', 'true'));
  });

  it('shows the logged-in user with the My Profile / Log out dropdown', async () => {
    const auth = { is_logged_in: true, first_name: 'Eda', last_name: 'Editor', logout_url: '/de/logout/', login_url: '/de/login/' } as never;
    renderShell(<Header landing={false} />, { data, shell: { auth } });
    await userEvent.click(screen.getByRole('button', { name: 'Konto von Eda Editor' }));
    expect(screen.getByRole('link', { name: 'Mein Profil' })).toHaveAttribute('href', '/de/user/profile');
    expect(screen.getByRole('link', { name: 'Abmelden' })).toHaveAttribute('href', '/de/logout/');
  });

  it('links the language switch to the same route in the other locale', () => {
    renderShell(<Header landing={false} />, { data, path: '/de/veranstaltungen/konzert/3?date=01-12-2026' });
    expect(screen.getByRole('link', { name: 'English version of this page' })).toHaveAttribute('href', '/en/events/konzert/3?date=01-12-2026');
  });

  it('draws the collapsed search button itself and loads mf-search only when the visitor turns to it', async () => {
    const load = loadRemote as jest.Mock;
    load.mockClear();
    const fetchMock = mockFetch({ '/remotes/mf-search/mf-manifest.json': {} });
    renderShell(<Header landing={false} />, { data });
    const button = screen.getByRole('button', { name: 'Suche öffnen' });
    // At idle the shell only asks whether mf-search's manifest answers; none of its code is loaded.
    expect(fetchMock).not.toHaveBeenCalled();
    await becomeIdle();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/remotes/mf-search/mf-manifest.json', expect.anything()));
    expect(load).not.toHaveBeenCalledWith('mf_search/SearchBox');
    await userEvent.hover(button);
    expect(load).toHaveBeenCalledWith('mf_search/SearchBox');
  });

  it('mounts mf-search expanded when its button was pressed before the remote had loaded', async () => {
    const search = searchLoadingLater();
    await userEvent.click(screen.getByRole('button', { name: 'Suche öffnen' }));
    await search.expectMountedExpanded();
  });

  it('counts a press from the pointer going down (the remote may take the button\'s place before the release), and leads to the search page before scripts run', async () => {
    const search = searchLoadingLater();
    const button = screen.getByRole('button', { name: 'Suche öffnen' });
    // Without scripts the button submits its form to the search page.
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.closest('form')).toHaveAttribute('action', '/de/search');
    // The pointer goes down, and the release never reaches this button.
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    await search.expectMountedExpanded();
  });

  it('shows a compact localized fallback with the search link and a retry button when mf-search fails', async () => {
    const load = loadRemote as jest.Mock;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The manifest does not answer, so the region mounts at idle time and shows its fallback without any interaction.
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    load.mockRejectedValueOnce(new Error('manifest 404'));
    const { unmount } = renderShell(<Header landing={false} />, { data });
    await becomeIdle();
    expect(await screen.findByText('Suche gerade nicht verfügbar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Suche' })).toHaveAttribute('href', '/de/search');
    load.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(load).toHaveBeenCalledWith('mf_search/SearchBox');
    unmount();

    load.mockRejectedValueOnce(new Error('manifest 404'));
    renderShell(<Header landing={false} />, { data: [[['navigation', 'en'], nav], [['opening-hours', 'today', 'en'], data[1]![1]]], path: '/en', locale: 'en' });
    await becomeIdle();
    expect(await screen.findByText('Search unavailable right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/en/search');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
