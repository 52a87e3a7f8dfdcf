import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus } from 'shared-contracts/events';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { editorUser } from '../../../testing/fixtures';
import { Toolbar } from '../../toolbar/components/toolbar';

const publication = (dirty: boolean, extra = {}) => ({
  page_id: 7, version_id: 12, published_version_id: 10, published_at: '2026-07-01T08:05:00Z', published_by: 'editor', has_unpublished_changes: dirty, ...extra,
});

beforeEach(() => {
  document.cookie = 'csrftoken=abc';
});

describe('PublishControls in the toolbar', () => {
  it('marks unpublished changes and publishes them with the page version it is based on', async () => {
    let dirty = true;
    const fetchMock = mockFetch({
      '/de/pageeditor-api/page/besuch': { id: 7, version_id: 12, modules: [] },
      '/publication/': () => ({ status: 200, body: publication(dirty) }),
      '/publish/': () => ((dirty = false), { status: 200, body: publication(false, { published_version_id: 13 }) }),
    });
    const updates: unknown[] = [];
    const off = createBus().on('page.updated', (p) => updates.push(p));
    renderSlot(<Toolbar user={editorUser} pathname="/de/besuch" />);
    expect(await screen.findByText('Unveröffentlichte Änderungen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    // Publish asks for an optional note first.
    const form = screen.getByRole('form', { name: 'Veröffentlichen' });
    expect(screen.getByLabelText('Notiz zur Veröffentlichung (optional)')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Notiz zur Veröffentlichung (optional)'), 'Neue Öffnungszeiten');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/publish/'))).toBe(false);
    await userEvent.click(within(form).getByRole('button', { name: 'Jetzt veröffentlichen' }));
    expect(await screen.findByText('Veröffentlicht: Besucherinnen und Besucher sehen jetzt diese Fassung.')).toBeInTheDocument();
    expect(screen.getByText('Veröffentlicht')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Veröffentlichen' })).toBeDisabled();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/publish/'))!;
    expect(call[0]).toBe('/de/pageeditor-api/pages/7/publish/');
    expect((call[1]?.headers as Record<string, string>)['X-Page-Version']).toBe('12');
    expect((call[1]?.headers as Record<string, string>)['X-CSRFToken']).toBe('abc');
    expect(JSON.parse(String(call[1]?.body))).toEqual({ note: 'Neue Öffnungszeiten' });
    expect(updates).toEqual([{ pageId: 7, path: '/de/besuch' }]);
    off();

    // The next edit makes the draft differ again: the old "Veröffentlicht: …" message leaves the bar.
    dirty = true;
    act(() => createBus().emit('page.updated', { pageId: 7, path: '/de/besuch' }));
    expect(await screen.findByText('Unveröffentlichte Änderungen')).toBeInTheDocument();
    expect(screen.queryByText('Veröffentlicht: Besucherinnen und Besucher sehen jetzt diese Fassung.')).not.toBeInTheDocument();
  });

  it('discards the draft only after a confirmation, in English', async () => {
    let dirty = true;
    const fetchMock = mockFetch({
      '/en/pageeditor-api/page/visit': { id: 7, version_id: 12, modules: [] },
      '/publication/': () => ({ status: 200, body: publication(dirty) }),
      '/discard/': () => ((dirty = false), { status: 200, body: publication(false) }),
    });
    renderSlot(<Toolbar user={editorUser} pathname="/en/visit" />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Discard draft' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/discard/'))).toBe(false);
    expect(screen.getByRole('group', { name: 'Discard all unpublished changes?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, discard' }));
    expect(await screen.findByText('Draft discarded: the published version is the current state again.')).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
  });

  it('says who changed the page when Publish meets a newer version (409)', async () => {
    mockFetch({
      '/en/pageeditor-api/page/visit': { id: 7, version_id: 12, modules: [] },
      '/publication/': publication(true),
      '/publish/': () => ({
        status: 409,
        body: { message: 'version: changed', field: 'version', version_id: 14, changed_by: 'Lea Lektorin', changed_at: '2026-07-01T08:05:00Z', change: { action: 'update', kind: 'headline', detail: null } },
      }),
    });
    renderSlot(<Toolbar user={editorUser} pathname="/en/visit" />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Not done: Lea Lektorin changed the page in the meantime (Headline changed, 01/07/2026, 10:05).'));
  });

  it('shows nothing on pages outside the CMS', async () => {
    mockFetch({});
    renderSlot(<Toolbar user={editorUser} pathname="/de/veranstaltungen/x/3" />);
    await screen.findByText(/Angemeldet als/);
    expect(screen.queryByRole('button', { name: 'Veröffentlichen' })).not.toBeInTheDocument();
  });

  it('switches to the visitors\' view of the published version and back, staying logged in', async () => {
    mockFetch({
      '/de/pageeditor-api/page/besuch': { id: 7, version_id: 12, modules: [] },
      '/publication/': publication(true),
      '/versions/': [],
    });
    const first = renderSlot(<Toolbar user={editorUser} pathname="/de/besuch" />, { query: { edit: '' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Als Besucher ansehen' }));
    expect(first.navigate).toHaveBeenCalledWith('/de/besuch?v=10&preview');
    first.unmount();

    const { navigate } = renderSlot(<Toolbar user={editorUser} pathname="/de/besuch" />, { query: { v: '10', preview: '' } });
    const bar = await screen.findByRole('region', { name: 'Besuchervorschau' });
    expect(bar).toHaveTextContent('So sehen Besucherinnen und Besucher diese Seite');
    expect(screen.queryByRole('region', { name: 'Version der Seite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Veröffentlichen' })).not.toBeInTheDocument();
    const toggle = await screen.findByRole('button', { name: 'Als Besucher ansehen' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(navigate).toHaveBeenCalledWith('/de/besuch');
  });

  it('schedules publishing and going offline in Berlin time, and shows what is planned', async () => {
    let scheduled = {};
    const fetchMock = mockFetch({
      '/de/pageeditor-api/page/besuch': { id: 7, version_id: 12, modules: [] },
      '/publication/': () => ({ status: 200, body: publication(true, scheduled) }),
      '/schedule/': () => ((scheduled = { publish_at: '2026-12-01T09:00:00.000Z', offline_at: null }), { status: 200, body: publication(true, scheduled) }),
    });
    renderSlot(<Toolbar user={editorUser} pathname="/de/besuch" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Zeitplan' }));
    const form = screen.getByRole('form', { name: 'Zeitplan' });
    await userEvent.type(within(form).getByLabelText('Veröffentlichen am'), '2026-12-01T10:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Zeitplan speichern' }));
    expect(await screen.findByText('Wird am 01.12.26, 10:00 veröffentlicht')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/schedule/'))!;
    expect(call[0]).toBe('/de/pageeditor-api/pages/7/schedule/');
    expect(JSON.parse(String(call[1]?.body))).toEqual({ publish_at: '2026-12-01T10:00:00+01:00', offline_at: null });
  });
});
