import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageModule } from 'shared-contracts/site';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { ModuleDialog } from '../../page-editing/components/module-dialog';

const videos = [
  { url: '/media/files/rundgang-1a2b3c4d5e.mp4', kind: 'video', title: 'Rundgang', alt: 'Kamerafahrt durch den Kreuzgang', content_type: 'video/mp4', size: 3_145_728 },
  { url: '/media/demo-rundgang.mp4', kind: 'video', title: 'Demo', alt: '', content_type: '', size: 0 },
];

function serve() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const record = (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : null });
    return method;
  };
  mockFetch({
    '/api/temp-files/': (url, init) => (record(url, init), { status: 201, body: { id: '7f1c2d3e-0000-4000-8000-000000000002' } }),
    '/pageeditor-api/media/files/': (url, init) => {
      if (record(url, init) === 'POST') return { status: 201, body: { ...videos[0], url: '/media/files/fuehrung-0011223344.mp4', title: 'Führung' } };
      const q = new URL(url, 'http://x').searchParams.get('q');
      return { status: 200, body: q ? videos.filter((v) => v.title.toLowerCase().includes(q)) : videos };
    },
  });
  return calls;
}

const videoModule = { id: 8, content_type: 'video_self_hosted', slug: null, parent: 2, object_id: null, position: 0, data: { file: '/media/demo-rundgang.mp4', title: 'Demo' } } as unknown as PageModule;

function open() {
  const onSave = jest.fn();
  renderSlot(<ModuleDialog module={videoModule} saving={false} serverErrors={{}} needsLogin={false} loginUrl="/de/login/" onSave={onSave} onClose={jest.fn()} />);
  return onSave;
}

describe('FileFinder', () => {
  it('offers no typed address: the file comes from the library list of videos, searched by title', async () => {
    const calls = serve();
    const onSave = open();
    expect(screen.queryByRole('textbox', { name: 'Datei' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Video auswählen' }));
    const finder = screen.getByRole('dialog', { name: 'Video auswählen' });
    expect(calls[0].url).toBe('/de/pageeditor-api/media/files/?kind=video');
    const first = await within(finder).findByRole('button', { name: 'Datei wählen: Rundgang' });
    expect(first).toHaveTextContent('Kamerafahrt durch den Kreuzgang · 3.0 MB');
    await userEvent.type(within(finder).getByLabelText('Mediathek durchsuchen'), 'rund');
    await waitFor(() => expect(calls.some((c) => c.url === '/de/pageeditor-api/media/files/?kind=video&q=rund')).toBe(true));
    await userEvent.click(await within(finder).findByRole('button', { name: 'Datei wählen: Rundgang' }));
    expect(screen.queryByRole('dialog', { name: 'Video auswählen' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).toHaveBeenCalledWith({ file: '/media/files/rundgang-1a2b3c4d5e.mp4', title: 'Demo' });
  });

  it('uploads a video through the temp-files call with titles and alt text in both languages, then chooses it', async () => {
    const calls = serve();
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Video auswählen' }));
    const finder = screen.getByRole('dialog', { name: 'Video auswählen' });
    expect(within(finder).getByLabelText('Datei (MP4, WebM, Ogg oder MOV)')).toHaveAttribute('accept', expect.stringContaining('video/mp4'));
    await userEvent.upload(within(finder).getByLabelText('Datei (MP4, WebM, Ogg oder MOV)'), new File(['mp4'], 'fuehrung.mp4', { type: 'video/mp4' }));
    await userEvent.type(within(finder).getByLabelText('Titel (Deutsch)'), 'Führung');
    await userEvent.type(within(finder).getByLabelText('Titel (Englisch)'), 'Tour');
    await userEvent.type(within(finder).getByLabelText('Beschreibung für Screenreader (Deutsch)'), 'Eine Führung');
    await userEvent.type(within(finder).getByLabelText('Beschreibung für Screenreader (Englisch)'), 'A tour');
    await userEvent.click(within(finder).getByRole('button', { name: 'Hochladen und wählen' }));
    await waitFor(() => expect(screen.getByText('/media/files/fuehrung-0011223344.mp4')).toBeInTheDocument());
    expect((calls.find((c) => c.url === '/de/api/temp-files/')!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(calls.find((c) => c.url === '/de/pageeditor-api/media/files/' && c.method === 'POST')!.body).toEqual({
      temp_file_id: '7f1c2d3e-0000-4000-8000-000000000002',
      kind: 'video',
      title_de: 'Führung',
      title_en: 'Tour',
      alt_de: 'Eine Führung',
      alt_en: 'A tour',
    });
  });

  it('shows the server reason when the content is not a video', async () => {
    const refuseWrites = (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? { status: 400, body: { message: 'file: content is not a valid video/mp4 file', field: 'file' } } : { status: 200, body: [] };
    mockFetch({ '/api/temp-files/': refuseWrites, '/pageeditor-api/media/files/': refuseWrites });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Video auswählen' }));
    const finder = screen.getByRole('dialog', { name: 'Video auswählen' });
    await userEvent.upload(within(finder).getByLabelText('Datei (MP4, WebM, Ogg oder MOV)'), new File(['text'], 'fake.mp4', { type: 'video/mp4' }));
    await userEvent.click(within(finder).getByRole('button', { name: 'Hochladen und wählen' }));
    expect(await within(finder).findByRole('alert')).toHaveTextContent('content is not a valid video/mp4 file');
  });
});
