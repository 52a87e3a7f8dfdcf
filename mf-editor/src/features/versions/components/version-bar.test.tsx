import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus } from 'shared-contracts/events';
import { editorUser } from '../../../testing/fixtures';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { Toolbar } from '../../toolbar/components/toolbar';

const versions = [
  { version_id: 12, created_at: '2026-07-01T08:05:00Z', note: 'update module 3', created_by: 'editor', change: { action: 'update', kind: 'headline', detail: null } },
  { version_id: 9, created_at: '2026-01-15T17:30:00Z', note: 'update module 3', created_by: 'erika', change: { action: 'update', kind: 'headline', detail: null } },
];

function serve() {
  const calls: { url: string; init?: RequestInit }[] = [];
  mockFetch({
    '/pageeditor-api/': (url, init) => {
      calls.push({ url, init });
      if (url.endsWith('/versions/')) return { status: 200, body: versions };
      return { status: 200, body: url.endsWith('/restore/') ? { id: 7 } : { id: 7, modules: [] } };
    },
  });
  return calls;
}

describe('VersionBar', () => {
  it('names the version, its time in Berlin and its author, and restores it', async () => {
    const calls = serve();
    const updates: unknown[] = [];
    const off = createBus().on('page.updated', (p) => updates.push(p));
    const { navigate } = renderSlot(<Toolbar user={editorUser} pathname="/de/besuch" />, { query: { v: '9', edit: '' } });
    expect(await screen.findByText('Version 9 · 15.01.2026, 18:30 · erika')).toBeInTheDocument();
    expect(screen.getByText(/Nur zum Ansehen: Zum Bearbeiten stellen Sie diese Version wieder her\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Diese Version wiederherstellen' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/de/besuch?edit'));
    const restore = calls.find((c) => c.url.endsWith('/restore/'))!;
    expect(restore.url).toBe('/de/pageeditor-api/pages/7/restore/');
    expect(JSON.parse(String(restore.init?.body))).toEqual({ version_id: 9 });
    expect(updates).toEqual([{ pageId: 7, path: '/de/besuch' }]);
    off();
  });

  it('in English; the current version offers no restore', async () => {
    serve();
    renderSlot(<Toolbar user={editorUser} pathname="/en/visit" />, { query: { v: '12' }, locale: 'en' });
    expect(await screen.findByText('Version 12 · 1 Jul 2026, 10:05 · editor')).toBeInTheDocument();
    expect(screen.getByText('This is the current version.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the current version' })).toHaveAttribute('href', '/en/visit');
  });
});
