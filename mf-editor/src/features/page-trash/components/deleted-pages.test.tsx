import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import type { DeletedPage } from 'shared-contracts/page-versions';
import { DeletedPages } from './deleted-pages';

const PROBE: DeletedPage = { id: 7, title: 'Sommerfest', path: 'sommerfest', url: '/de/sommerfest', deleted_at: '2026-11-26T15:30:00Z', deleted_by: 'editor', version_count: 4 };

describe('DeletedPages', () => {
  it('lists deleted pages with when, who and the old address, and restores one through the trash call', async () => {
    let trash = [PROBE];
    const fetchMock = mockFetch({
      '/de/pageeditor-api/pages/deleted/': () => ({ status: 200, body: trash }),
      '/de/pageeditor-api/pages/deleted/7/restore/': (_url, init) => {
        expect(init?.method).toBe('POST');
        trash = [];
        return { status: 200, body: { id: 7 } };
      },
    });
    renderSlot(<DeletedPages />);
    const list = await screen.findByRole('list', { name: 'Papierkorb' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('Sommerfest');
    expect(row).toHaveTextContent(/Gelöscht am 26\. Nov\. 2026, 16:30 Uhr von editor · war \/de\/sommerfest/);

    await userEvent.click(within(row).getByRole('button', { name: 'Sommerfest wiederherstellen' }));
    expect(await screen.findByText(/Seite wiederhergestellt/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Der Papierkorb ist leer.')).toBeInTheDocument());
    const restoreCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/restore/'))!;
    expect((restoreCall[1]?.headers as Record<string, string>)['X-CSRFToken']).toBeDefined();
  });

  it('says so when a page cannot come back, and keeps it in the trash', async () => {
    mockFetch({
      '/de/pageeditor-api/pages/deleted/': [PROBE],
      '/de/pageeditor-api/pages/deleted/7/restore/': () => ({ status: 409, body: { message: 'page: the address is taken', field: 'path' } }),
    });
    renderSlot(<DeletedPages />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sommerfest wiederherstellen' }));
    expect(await screen.findByText(/konnte nicht wiederhergestellt werden/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sommerfest wiederherstellen' })).toBeEnabled();
  });
});
