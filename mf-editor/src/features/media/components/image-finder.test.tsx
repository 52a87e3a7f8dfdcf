import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageModule } from 'shared-contracts/site';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { ModuleDialog } from '../../page-editing/components/module-dialog';

const library = [
  { url: '/media/halle-1.jpg', title: '', alt: 'Die große Halle', width: 1600, height: 900, thumbnail: '/media/halle-1-small.jpg' },
  { url: '/media/garten-2.jpg', title: 'Garten', alt: '', width: 1600, height: 900, thumbnail: '/media/garten-2-small.jpg' },
];

function serve() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const record = (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : null });
    return method;
  };
  mockFetch({
    '/api/temp-files/': (url, init) => (record(url, init), { status: 201, body: { id: '7f1c2d3e-0000-4000-8000-000000000001' } }),
    '/pageeditor-api/media/': (url, init) => {
      if (record(url, init) === 'POST') return { status: 201, body: { ...library[0], url: '/media/plakat-abc.jpg', alt: 'Plakat' } };
      const q = new URL(url, 'http://x').searchParams.get('q');
      return { status: 200, body: q ? library.filter((i) => i.title.toLowerCase().includes(q)) : library };
    },
  });
  return calls;
}

const imageModule = { id: 5, content_type: 'image', slug: null, parent: 2, object_id: null, position: 0, data: { image: '/media/alt.jpg', format: 'large' } } as unknown as PageModule;

function open() {
  const onSave = jest.fn();
  renderSlot(<ModuleDialog module={imageModule} saving={false} serverErrors={{}} needsLogin={false} loginUrl="/de/login/" onSave={onSave} onClose={jest.fn()} />);
  return onSave;
}

describe('ImageFinder', () => {
  it('shows the library as a grid, searches it and puts the chosen image into the field', async () => {
    const calls = serve();
    const onSave = open();
    await userEvent.click(screen.getByRole('button', { name: 'Bild auswählen' }));
    const finder = screen.getByRole('dialog', { name: 'Bild auswählen' });
    expect(await within(finder).findByRole('button', { name: 'Bild wählen: Die große Halle' })).toBeInTheDocument();
    await userEvent.type(within(finder).getByLabelText('Mediathek durchsuchen'), 'garten');
    await waitFor(() => expect(calls.some((c) => c.url === '/de/pageeditor-api/media/?q=garten')).toBe(true));
    await waitFor(() => expect(within(finder).queryByRole('button', { name: 'Bild wählen: Die große Halle' })).not.toBeInTheDocument());
    await userEvent.click(within(finder).getByRole('button', { name: 'Bild wählen: Garten' }));
    expect(screen.queryByRole('dialog', { name: 'Bild auswählen' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Bild')).toHaveValue('/media/garten-2.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).toHaveBeenCalledWith({ image: '/media/garten-2.jpg', format: 'large' });
  });

  it('uploads through the temp-files call with alt text in both languages and chooses the new image', async () => {
    const calls = serve();
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Bild auswählen' }));
    const finder = screen.getByRole('dialog', { name: 'Bild auswählen' });
    await userEvent.upload(within(finder).getByLabelText('Datei (JPG, PNG oder WebP, höchstens 5 MB)'), new File(['png'], 'plakat.png', { type: 'image/png' }));
    await userEvent.type(within(finder).getByLabelText('Alternativtext (Deutsch)'), 'Plakat');
    await userEvent.type(within(finder).getByLabelText('Alternativtext (Englisch)'), 'Poster');
    await userEvent.click(within(finder).getByRole('button', { name: 'Hochladen und wählen' }));
    await waitFor(() => expect(screen.getByLabelText('Bild')).toHaveValue('/media/plakat-abc.jpg'));
    const temp = calls.find((c) => c.url === '/de/api/temp-files/')!;
    expect((temp.body as FormData).get('file')).toBeInstanceOf(File);
    expect(calls.find((c) => c.url === '/de/pageeditor-api/media/' && c.method === 'POST')!.body).toEqual({ temp_file_id: '7f1c2d3e-0000-4000-8000-000000000001', title: '', alt_de: 'Plakat', alt_en: 'Poster' });
  });
});
