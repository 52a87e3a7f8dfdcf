import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { editorUser } from '../../../testing/fixtures';
import { BackOffice } from './back-office';

const adminUser = { ...editorUser, role: 'admin' as const };
const settings = { id: 1, version: 3, is_site_online: true, is_shop_online: true, html_footer_top: '<p>Adresse</p>', html_footer_bottom: '', html_footer_logos: '' };

describe('site settings in the back office', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks before the shop goes offline, saying what stops, and saves only when confirmed', async () => {
    const fetchMock = mockFetch({
      '/de/pageeditor-api/resources/site-settings/1/history/': [],
      '/de/pageeditor-api/resources/site-settings/1/': (_url, init) =>
        init?.method === 'PATCH' ? { status: 200, body: { ...settings, version: 4, is_shop_online: false } } : { status: 200, body: settings },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderSlot(<BackOffice user={adminUser} kind="site-settings" id="1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Website-Einstellungen' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Ticketshop online' }));
    const patches = () => fetchMock.mock.calls.filter((c) => (c[1] as RequestInit | undefined)?.method === 'PATCH');

    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/Ticketshop geht offline.*Bestehende Bestellungen und Tickets bleiben gültig/s));
    expect(patches()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(JSON.parse(String((patches()[0][1] as RequestInit).body))).toMatchObject({ version: 3, is_shop_online: false, is_site_online: true });
    expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
  });

  it('saves other changes without asking, and the list offers no second settings entry', async () => {
    const fetchMock = mockFetch({
      '/de/pageeditor-api/resources/site-settings/': { items: [settings], count: 1, page: 1, page_size: 20 },
      '/de/pageeditor-api/resources/site-settings/1/history/': [],
      '/de/pageeditor-api/resources/site-settings/1/': (_url, init) => (init?.method === 'PATCH' ? { status: 200, body: { ...settings, version: 4 } } : { status: 200, body: settings }),
    });
    const confirm = jest.spyOn(window, 'confirm');
    const { unmount } = renderSlot(<BackOffice user={adminUser} kind="site-settings" id={null} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Website-Einstellungen' })).toBeInTheDocument();
    expect(await screen.findByText('1 Eintrag', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Neu anlegen' })).toBeNull();
    unmount();

    renderSlot(<BackOffice user={adminUser} kind="site-settings" id="1" />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Fußzeile unten (HTML)' }), '<p>Neu</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(fetchMock.mock.calls.some((c) => (c[1] as RequestInit | undefined)?.method === 'PATCH')).toBe(true));
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('menus in the back office', () => {
  it('names the entry above by its label in the list', async () => {
    const items = [
      { id: 1, version: 1, locale: 'de', menu: 'menu', parent_id: null, position: 0, title: 'Programm', url: '/de/veranstaltungen', has_tab_navigation: false },
      { id: 7, version: 1, locale: 'de', menu: 'menu', parent_id: 1, position: 2, title: 'Führungen', url: '/de/fuehrungen', has_tab_navigation: false },
    ];
    mockFetch({ '/de/pageeditor-api/resources/menu-items/': { items, count: 2, page: 1, page_size: 20, labels: { parent_id: { '1': 'Programm' } } } });
    renderSlot(<BackOffice user={editorUser} kind="menu-items" id={null} />);
    const row = (await screen.findByRole('link', { name: 'Führungen bearbeiten' })).closest('tr')!;
    await waitFor(() => expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toContain('Programm'));
    expect(within(row).getByText('Hauptmenü')).toBeInTheDocument();
  });
});
