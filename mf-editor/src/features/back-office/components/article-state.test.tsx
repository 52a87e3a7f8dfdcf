import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { editorUser } from '../../../testing/fixtures';
import { BackOffice } from './back-office';

const article = {
  id: 12,
  version: 3,
  title_de: 'Seepferdchen',
  title_en: 'Seahorses',
  slug_de: 'seepferdchen',
  slug_en: 'seahorses',
  teaser_de: '',
  teaser_en: '',
  body_de: '',
  body_en: '',
  image: '',
  author: 'Redaktion',
  date: '2026-12-01',
  category_id: 1,
  tags: [],
  is_online: true,
  publish_at: '2026-12-01T08:30:00Z',
  state: 'scheduled',
};
const list = (items: object[]) => ({ items, count: items.length, page: 1, page_size: 20 });
// The first render loads the kind's remote pieces; on a busy machine that takes longer than the default second.
const SLOW = { timeout: 10_000 };

describe('articles in the back office', () => {
  it('lists the state of each article and filters by it', async () => {
    const fetchMock = mockFetch({
      '/de/pageeditor-api/resources/articles/': (url) => ({
        status: 200,
        body: list(url.includes('state=offline') ? [{ ...article, id: 13, title_de: 'Quallen', is_online: false, state: 'offline' }] : [article]),
      }),
    });
    renderSlot(<BackOffice user={editorUser} kind="articles" id={null} />);
    const row = (await screen.findByRole('link', { name: 'Seepferdchen bearbeiten' }, SLOW)).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Geplant' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Status/ })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Offline (Entwurf)');
    const offline = (await screen.findByRole('link', { name: 'Quallen bearbeiten' }, SLOW)).closest('tr')!;
    expect(within(offline).getByRole('cell', { name: 'Offline (Entwurf)' })).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map((c) => String(c[0]));
    expect(urls).toContainEqual(expect.stringContaining('state=offline'));
    expect(urls.find((u) => u.includes('state=offline'))).toContain('page=1');

    // "Alle" sends no filter again.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Alle');
    expect(await screen.findByRole('link', { name: 'Seepferdchen bearbeiten' }, SLOW)).toBeInTheDocument();
  });

  it('edits the online switch and the publish time (Berlin); the state is shown, not edited', async () => {
    mockFetch({
      '/de/pageeditor-api/resources/articles/12/history/': [],
      '/de/pageeditor-api/resources/articles/12/': article,
      '/de/pageeditor-api/resources/article-categories/': list([]),
      '/de/pageeditor-api/resources/article-tags/': list([]),
    });
    renderSlot(<BackOffice user={editorUser} kind="articles" id="12" />);
    const online = await screen.findByRole('checkbox', { name: 'Online (für Besucher sichtbar)' }, SLOW);
    await waitFor(() => expect(online).toBeChecked(), SLOW);
    // 08:30 UTC on 1 December is 09:30 in Berlin.
    expect(screen.getByLabelText('Veröffentlichen ab')).toHaveValue('2026-12-01T09:30');
    expect(screen.getByLabelText('Veröffentlichen ab')).toHaveAccessibleDescription(/Berliner Zeit/);
    const state = screen.getByRole('combobox', { name: 'Status' });
    expect(state).toBeDisabled();
    expect(state).toHaveDisplayValue('Geplant');
  });
});
