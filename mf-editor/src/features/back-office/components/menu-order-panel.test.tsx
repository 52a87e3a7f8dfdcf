import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderSlot } from 'site-config/jest/render-slot';
import { MenuOrderPanel } from './menu-order-panel';

type Entry = { id: number; version: number; title: string; url: string; parent_id: number | null; position: number };
const entry = (id: number, title: string, position: number, parent_id: number | null = null): Entry => ({ id, version: 1, title, url: `/de/${id}`, parent_id, position });

/** A tiny server: the list answers the current order, a move reorders it (or answers 409 once when told to). */
function server(initial: Entry[], conflict = false) {
  let rows = [...initial];
  const moves: Array<{ url: string; body: unknown }> = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { version: number; to: number };
      moves.push({ url, body });
      if (conflict) return jsonResponse({ message: 'version: changed', field: 'version', changed_by: 'lektorin' }, 409);
      const id = Number(/menu-items\/(\d+)\/move/.exec(url)![1]);
      const moved = rows.find((r) => r.id === id)!;
      const siblings = rows.filter((r) => r.parent_id === moved.parent_id && r.id !== id).sort((a, b) => a.position - b.position);
      siblings.splice(body.to, 0, moved);
      rows = rows.map((r) => {
        const at = siblings.findIndex((s) => s.id === r.id);
        return at < 0 ? r : { ...r, position: (at + 1) * 10, version: r.version + 1 };
      });
      return jsonResponse(rows.find((r) => r.id === id));
    }
    const sorted = [...rows].sort((a, b) => a.position - b.position);
    return jsonResponse({ items: sorted, count: sorted.length, page: 1, page_size: 200 });
  }) as unknown as typeof fetch;
  return moves;
}

const titles = () => screen.getAllByRole('listitem').map((li) => li.querySelector('[data-title]')?.textContent);

describe('MenuOrderPanel', () => {
  it('moves an entry with its buttons, one call per move, the focus following it; entries below stay with theirs', async () => {
    const moves = server([entry(1, 'Besuch', 10), entry(2, 'Programm', 20), entry(3, 'Führungen', 10, 2), entry(4, 'Magazin', 30)]);
    renderSlot(<MenuOrderPanel canWrite />);
    await screen.findByText('Besuch');
    expect(titles()).toEqual(['Besuch', 'Programm', 'Führungen', 'Magazin']);
    expect(screen.getByRole('button', { name: 'Besuch nach oben' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Besuch nach unten' }));
    expect(moves).toEqual([{ url: '/de/pageeditor-api/resources/menu-items/1/move/', body: { version: 1, to: 1 } }]);
    await waitFor(() => expect(titles()).toEqual(['Programm', 'Führungen', 'Besuch', 'Magazin']));
    expect(screen.getByRole('status')).toHaveTextContent('„Besuch“ steht jetzt an Stelle 2.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Besuch nach unten' })).toHaveFocus());
    // The moved entry's next move names its new version.
    await userEvent.click(screen.getByRole('button', { name: 'Besuch nach unten' }));
    expect(moves[1].body).toEqual({ version: 2, to: 2 });
    await waitFor(() => expect(titles()).toEqual(['Programm', 'Führungen', 'Magazin', 'Besuch']));
    // At the end its down button is off, so the focus goes to its up button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Besuch nach oben' })).toHaveFocus());
  });

  it('drags an entry onto another of its siblings; a drop among other siblings does nothing', async () => {
    const moves = server([entry(1, 'Besuch', 10), entry(2, 'Programm', 20), entry(3, 'Führungen', 10, 2), entry(4, 'Magazin', 30)]);
    renderSlot(<MenuOrderPanel canWrite />);
    const item = (title: string) => screen.getByText(title).closest('li')!;
    await screen.findByText('Magazin');
    fireEvent.dragStart(item('Führungen'), { dataTransfer: { setData: jest.fn(), effectAllowed: '' } });
    fireEvent.drop(item('Besuch'), { dataTransfer: {} });
    expect(moves).toEqual([]);
    fireEvent.dragStart(item('Magazin'), { dataTransfer: { setData: jest.fn(), effectAllowed: '' } });
    fireEvent.drop(item('Besuch'), { dataTransfer: {} });
    await waitFor(() => expect(moves).toEqual([{ url: '/de/pageeditor-api/resources/menu-items/4/move/', body: { version: 1, to: 0 } }]));
    await waitFor(() => expect(titles()).toEqual(['Magazin', 'Besuch', 'Programm', 'Führungen']));
  });

  it('says so when someone else moved first, and offers no moving without the right to write', async () => {
    server([entry(1, 'Visit', 10), entry(2, 'Programme', 20)], true);
    const { unmount } = renderSlot(<MenuOrderPanel canWrite />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Visit down' }));
    expect(await screen.findByText('Changed by lektorin meanwhile; the order has been reloaded. Please move it again.')).toBeInTheDocument();
    unmount();
    renderSlot(<MenuOrderPanel canWrite={false} />, { locale: 'en' });
    await screen.findByText('Visit');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Visit').closest('li')).toHaveAttribute('draggable', 'false');
  });
});
