import { screen, within } from '@testing-library/react';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { editorUser } from '../../../testing/fixtures';
import { BackOffice } from './back-office';

const overview = [
  { kind: 'image', count: 12, total_size: 3 * 1024 * 1024, used: 9, unused: 3 },
  { kind: 'video', count: 1, total_size: 512 * 1024, used: 0, unused: 1 },
  { kind: 'audio', count: 0, total_size: 0, used: 0, unused: 0 },
];
const versions = [
  { source: 'entry', kind: 'articles', entity_id: 4, title: 'Glas und Licht', action: 'update', changed_by: 'lektorin', changed_at: '2026-11-14T18:30:00Z' },
  { source: 'page', kind: 'pages', entity_id: 2, title: 'Ausstellung', action: 'publish', changed_by: 'Eda Editor', changed_at: '2026-11-14T17:00:00Z' },
];

describe('the hub’s versions and asset overview', () => {
  it('shows media by kind with count, size, used and unused, and links the media library', async () => {
    mockFetch({ '/de/pageeditor-api/resources/': [], '/de/api/dashboard-asset-overview/': overview, '/de/api/dashboard-versions/': versions });
    renderSlot(<BackOffice user={editorUser} kind={null} id={null} />);
    const section = await screen.findByRole('region', { name: 'Medien im Überblick' });
    const images = await within(section).findByRole('row', { name: /Bilder/ });
    expect(within(images).getAllByRole('cell').map((c) => c.textContent)).toEqual(['12', '3 MB', '9', '3']);
    expect(within(section).getByRole('row', { name: /Videos/ })).toHaveTextContent('512 kB');
    expect(within(section).getByRole('link', { name: 'Zur Mediathek' })).toHaveAttribute('href', '/de/cms-hub/medien');
    expect(screen.getByRole('link', { name: 'Medien verwalten' })).toHaveAttribute('href', '/de/cms-hub/medien');
  });

  it('lists the newest versions of pages and entries together, in English too', async () => {
    mockFetch({ '/en/pageeditor-api/resources/': [], '/en/api/dashboard-asset-overview/': overview, '/en/api/dashboard-versions/': versions });
    renderSlot(<BackOffice user={editorUser} kind={null} id={null} />, { locale: 'en' });
    const section = await screen.findByRole('region', { name: 'Latest versions' });
    const items = await within(section).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^articles “Glas und Licht”: update, lektorin, /);
    expect(items[1]).toHaveTextContent(/^Page “Ausstellung”: publish, Eda Editor, /);
  });

  it('says so when a call fails instead of showing empty numbers', async () => {
    mockFetch({ '/de/pageeditor-api/resources/': [] });
    renderSlot(<BackOffice user={editorUser} kind={null} id={null} />);
    const section = await screen.findByRole('region', { name: 'Medien im Überblick' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Konnte nicht geladen werden.');
    expect(within(section).queryByRole('table')).toBeNull();
  });
});
