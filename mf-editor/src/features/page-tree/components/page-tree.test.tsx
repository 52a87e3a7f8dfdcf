import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageTreeNode } from 'shared-contracts/page-tree';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { PageTree } from './page-tree';

const node = (id: number, parent_id: number | null, position: number, title: string, url: string, extra: Partial<PageTreeNode> = {}): PageTreeNode => ({
  id, parent_id, position, title, url, published: true, has_draft: false, in_menu: true, version: id * 10, ...extra,
});
const nodes = [
  node(1, null, 0, 'Start', '/de'),
  node(2, null, 1, 'Ausstellung', '/de/ausstellung'),
  node(3, 2, 0, 'Bereiche', '/de/ausstellung/bereiche'),
  node(4, 2, 1, 'Räume', '/de/ausstellung/raeume', { published: false, has_draft: true }),
];
const calls = (fetchMock: jest.Mock, part: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).includes(part) && init?.method === 'POST').map(([, init]) => ({ body: JSON.parse(String(init.body)), headers: init.headers }));

describe('PageTree', () => {
  it('shows the pages as nested lists with their state, and moves a page by keyboard with its version', async () => {
    const fetchMock = mockFetch({ '/de/pageeditor-api/page-tree/': nodes, '/de/pageeditor-api/page-tree/4/move/': { id: 4 } });
    renderSlot(<PageTree />);
    const tree = await screen.findByRole('navigation', { name: 'Seitenbaum' });
    const ausstellung = within(tree).getByRole('link', { name: 'Ausstellung' }).closest('li')!;
    expect(within(ausstellung).getByRole('link', { name: 'Räume' })).toBeInTheDocument();
    expect(within(ausstellung).getByText('Entwurf')).toBeInTheDocument();

    const actions = screen.getByText('Aktionen für „Räume“');
    actions.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '„Räume“ nach unten' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '„Räume“ eine Ebene höher' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: '„Räume“ nach oben' }));
    expect(await screen.findByText('„Räume“ ist nach oben verschoben.')).toBeInTheDocument();
    const [move] = calls(fetchMock, '/4/move/');
    expect(move.body).toEqual({ parent: 2, position: 0 });
    expect(move.headers).toMatchObject({ 'X-Page-Version': '40' });
    await waitFor(() => expect(screen.getByText('Aktionen für „Räume“')).toHaveFocus());
    // The home page is not moved, deleted or duplicated.
    await userEvent.click(screen.getByText('Aktionen für „Start“'));
    expect(screen.queryByRole('button', { name: '„Start“ nach unten' })).toBeNull();
    expect(screen.queryByRole('button', { name: '„Start“ löschen' })).toBeNull();
  });

  it('creates a page under the chosen parent: segments follow the titles, and a 400 is shown at its field', async () => {
    let answer = { status: 400, body: { message: 'translations.de.segment: a page under this parent already has the address /de/ausstellung/neu', field: 'translations.de.segment' } };
    const fetchMock = mockFetch({ '/de/pageeditor-api/page-tree/': (_url, init) => (init?.method === 'POST' ? answer : { status: 200, body: nodes }) });
    renderSlot(<PageTree />);
    await userEvent.click(await screen.findByText('Aktionen für „Ausstellung“'));
    await userEvent.click(screen.getByRole('button', { name: 'Unterseite von „Ausstellung“ anlegen' }));
    expect(screen.getByRole('combobox', { name: 'Übergeordnete Seite' })).toHaveValue('2');
    const [deTitle, enTitle] = screen.getAllByRole('textbox', { name: 'Titel' });
    await userEvent.type(deTitle, 'Neue Räume');
    await userEvent.type(enTitle, 'New rooms');
    const [deSegment] = screen.getAllByRole('textbox', { name: 'Adresse (letzter Teil)' });
    expect(deSegment).toHaveValue('neue-raeume');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Spalten des ersten Abschnitts' }), '50-50');
    await userEvent.click(screen.getByRole('button', { name: 'Seite anlegen' }));
    expect(await screen.findByText('a page under this parent already has the address /de/ausstellung/neu')).toBeInTheDocument();
    expect(deSegment).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock, '/de/pageeditor-api/page-tree/')[0].body).toEqual({
      parent: 2, layout: '50-50', in_menu: false,
      translations: { de: { title: 'Neue Räume', segment: 'neue-raeume' }, en: { title: 'New rooms', segment: 'new-rooms' } },
    });
    answer = { status: 201, body: { id: 9 } } as unknown as typeof answer;
    await userEvent.click(screen.getByRole('button', { name: 'Seite anlegen' }));
    expect(await screen.findByText('„Neue Räume“ ist als Entwurf angelegt.')).toBeInTheDocument();
  });

  it('deletes a page with a 301 to the page chosen', async () => {
    const fetchMock = mockFetch({ '/de/pageeditor-api/page-tree/': nodes, '/de/pageeditor-api/page-tree/3/delete/': { status: 204, body: null } as never });
    renderSlot(<PageTree />);
    await userEvent.click(await screen.findByText('Aktionen für „Bereiche“'));
    await userEvent.click(screen.getByRole('button', { name: '„Bereiche“ löschen' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Besucher von /de/ausstellung/bereiche weiterleiten (301) zu' }), '2');
    await userEvent.click(screen.getByRole('button', { name: '„Bereiche“ in den Papierkorb legen' }));
    expect(await screen.findByText('„Bereiche“ ist gelöscht; /de/ausstellung/bereiche leitet jetzt weiter.')).toBeInTheDocument();
    expect(calls(fetchMock, '/3/delete/')[0].body).toEqual({ redirect_to: 2 });
  });
  it('keeps the trash under the tree: a page put back from it is in the tree again at once', async () => {
    let trash = [{ id: 9, title: 'Sommerfest', path: 'sommerfest', url: '/de/sommerfest', deleted_at: '2026-11-26T15:30:00Z', deleted_by: 'editor', version_count: 4 }];
    let pages = nodes;
    mockFetch({
      '/de/pageeditor-api/page-tree/': () => ({ status: 200, body: pages }),
      '/de/pageeditor-api/pages/deleted/': () => ({ status: 200, body: trash }),
      '/de/pageeditor-api/pages/deleted/9/restore/': () => {
        trash = [];
        pages = [...nodes, node(9, null, 5, 'Sommerfest', '/de/sommerfest')];
        return { status: 200, body: { id: 9 } };
      },
    });
    renderSlot(<PageTree />);
    const tree = await screen.findByRole('navigation', { name: 'Seitenbaum' });
    expect(within(tree).queryByRole('link', { name: 'Sommerfest' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Sommerfest wiederherstellen' }));
    expect(await within(tree).findByRole('link', { name: 'Sommerfest' })).toBeInTheDocument();
    expect(await screen.findByText('Der Papierkorb ist leer.')).toBeInTheDocument();
  });
});
