import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { MediaLibrary } from './media-library';

const image = {
  kind: 'image',
  id: 3,
  url: '/media/plakat-0123456789.jpg',
  thumbnail: '/media/plakat-0123456789-sq50-50.jpg',
  title: 'Plakat',
  alt_de: 'Ein Plakat',
  alt_en: '',
  caption_de: '',
  caption_en: '',
  focal: { x: 0.5, y: 0.5 },
  width: 800,
  height: 400,
  size: 204800,
  updated_at: '2026-11-14T18:30:00Z',
};
const video = { ...image, kind: 'video', id: 1, url: '/media/files/film-0123456789.mp4', thumbnail: null, title: 'Film', focal: null, width: null, height: null, size: 3 * 1024 * 1024 };
const usedIn = [{ type: 'page', id: 2, title: 'Ausstellung' }, { type: 'article', id: 4, title: 'Glas und Licht' }];

function bodies(fetchMock: jest.Mock, method: string) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null }));
}

describe('MediaLibrary', () => {
  it('lists thumbnails, searches and filters by kind', async () => {
    const fetchMock = mockFetch({ '/de/api/media-library/': [image, video] });
    renderSlot(<MediaLibrary />);
    expect(await screen.findByRole('button', { name: /^Plakat Bild · 200 kB/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Film Video · 3 MB/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suche in der Mediathek' }), 'plakat');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Art' }), 'video');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContainEqual('/de/api/media-library/?q=plakat&kind=video'));
  });

  it('edits alt text and caption per language and moves the focal point by click and by keyboard', async () => {
    const fetchMock = mockFetch({
      '/de/api/media-library/image/3/': (_url, init) => ({ status: 200, body: { ...image, ...(init?.body ? JSON.parse(String(init.body)) : {}), used_in: usedIn } }),
      '/de/api/media-library/': [image],
    });
    renderSlot(<MediaLibrary />);
    await userEvent.click(await screen.findByRole('button', { name: /^Plakat/ }));
    const altEn = await screen.findByRole('textbox', { name: 'Alternativtext (Englisch)' });
    await userEvent.type(altEn, 'A poster');
    await userEvent.type(screen.getByRole('textbox', { name: 'Bildunterschrift (Deutsch)' }), 'Foto: Archiv');
    const focal = screen.getByRole('button', { name: /Fokuspunkt setzen/ });
    jest.spyOn(focal, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 200, height: 100, right: 200, bottom: 100, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.click(focal, { clientX: 50, clientY: 80, detail: 1 });
    expect(screen.getByText('Fokuspunkt: 25 % von links, 80 % von oben')).toBeInTheDocument();
    focal.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    expect(screen.getByText('Fokuspunkt: 30 % von links, 75 % von oben')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Gespeichert.');
    const [patch] = bodies(fetchMock, 'PATCH');
    expect(patch.url).toBe('/de/api/media-library/image/3/');
    expect(patch.body).toEqual({ title: 'Plakat', alt_de: 'Ein Plakat', alt_en: 'A poster', caption_de: 'Foto: Archiv', caption_en: '', focal: { x: 0.3, y: 0.75 } });
    const used = screen.getByRole('list', { name: 'Verwendet in' });
    expect(within(used).getByRole('link', { name: 'Artikel: Glas und Licht' })).toHaveAttribute('href', '/de/cms-hub/articles/4');
    expect(within(used).getByText('Seite: Ausstellung')).toBeInTheDocument();
  });

  it('a refused delete names the places; a free item is deleted and leaves the list', async () => {
    let refuse = true;
    mockFetch({
      '/de/api/media-library/video/1/': (_url, init) =>
        init?.method === 'DELETE'
          ? refuse
            ? { status: 409, body: { message: 'still used in 2 place(s)', used_in: usedIn } }
            : { status: 204, body: '' }
          : { status: 200, body: { ...video, used_in: refuse ? usedIn : [] } },
      '/de/api/media-library/': [video],
    });
    renderSlot(<MediaLibrary />);
    await userEvent.click(await screen.findByRole('button', { name: /^Film/ }));
    expect(screen.queryByRole('button', { name: /Fokuspunkt/ })).toBeNull();
    expect(screen.queryByText('Datei ersetzen')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Löschen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Nicht gelöscht: noch an 2 Stellen verwendet: Seite „Ausstellung“, Artikel „Glas und Licht“.');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Die Datei ist gelöscht.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
  });
});
