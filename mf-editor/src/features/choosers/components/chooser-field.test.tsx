import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageModule } from 'shared-contracts/site';
import type { Choice } from 'shared-contracts/editor/choices';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { ModuleDialog } from '../../page-editing/components/module-dialog';

const ARTICLES = [
  { id: 3, name: 'Der Einbaum aus dem Moor', date: '2026-05-02', url: '/de/mediathek-de/einbaum/3' },
  { id: 7, name: 'Flößer am Strom', date: '2026-04-11', url: '/de/mediathek-de/floesser/7' },
  { id: 9, name: 'Mühlen am Fluss', date: '2026-03-20', url: '/de/mediathek-de/muehlen/9' },
];
const VENUES = [
  { id: 1, name: 'Kloster Auenstein', date: null, url: '/de/venues/kloster/1' },
  { id: 2, name: 'Schlosspark', date: null, url: '/de/venues/park/2' },
];

function serve() {
  const urls: string[] = [];
  const list = (rows: Choice[]) => (url: string) => {
    urls.push(url);
    const params = new URL(url, 'http://x').searchParams;
    const ids = params.get('ids')?.split(',').map(Number);
    const q = params.get('q')?.toLowerCase();
    return { status: 200, body: rows.filter((r) => (!ids || ids.includes(r.id)) && (!q || r.name.toLowerCase().includes(q))) };
  };
  mockFetch({ '/pageeditor-api/choices/': list(VENUES), '/pageeditor-api/choices/articles/': list(ARTICLES) });
  return urls;
}

const mod = (content_type: string, data: Record<string, unknown>) => ({ id: 4, content_type, slug: null, parent: 2, object_id: null, position: 0, data }) as unknown as PageModule;
function open(module: PageModule) {
  const onSave = jest.fn();
  renderSlot(<ModuleDialog module={module} saving={false} serverErrors={{}} needsLogin={false} loginUrl="/de/login/" onSave={onSave} onClose={jest.fn()} />);
  return onSave;
}

describe('ChooserField', () => {
  it('names the chosen articles, adds one from the searchable list, reorders and removes, and saves ids', async () => {
    const urls = serve();
    const onSave = open(mod('blog_teaser_list', { headline: 'Lesen', items: [3, 7] }));
    const group = screen.getByRole('group', { name: 'Blog-Einträge (1 bis 8)' });
    expect(await within(group).findByText('Der Einbaum aus dem Moor, 2. Mai 2026')).toBeInTheDocument();
    expect(urls).toContain('/de/pageeditor-api/choices/articles/?ids=3,7&limit=200');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();

    await userEvent.click(within(group).getByRole('button', { name: 'Beitrag hinzufügen' }));
    const list = screen.getByRole('dialog', { name: 'Beitrag wählen' });
    expect(await within(list).findByRole('button', { name: 'Wählen: Flößer am Strom, 11. Apr. 2026' })).toBeDisabled();
    await userEvent.type(within(list).getByLabelText('Beiträge durchsuchen'), 'mühlen');
    await waitFor(() => expect(urls.some((u) => u.includes('choices/articles/?q=m%C3%BChlen'))).toBe(true));
    await userEvent.click(await within(list).findByRole('button', { name: 'Wählen: Mühlen am Fluss, 20. März 2026' }));
    expect(await within(group).findByText('Mühlen am Fluss, 20. März 2026')).toBeInTheDocument();

    await userEvent.click(within(group).getByRole('button', { name: 'Mühlen am Fluss, 20. März 2026 nach oben' }));
    await userEvent.click(within(group).getByRole('button', { name: 'Der Einbaum aus dem Moor, 2. Mai 2026 entfernen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).toHaveBeenCalledWith({ headline: 'Lesen', items: [9, 7] });
  });

  it('chooses the one venue of a venue module by name', async () => {
    serve();
    const onSave = open(mod('venue', {}));
    const group = screen.getByRole('group', { name: 'Spielort' });
    expect(within(group).getByText('Noch nichts gewählt.')).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'Spielort wählen' }));
    await userEvent.click(await within(screen.getByRole('dialog', { name: 'Spielort wählen' })).findByRole('button', { name: 'Wählen: Schlosspark' }));
    expect(await within(group).findByText('Schlosspark')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).toHaveBeenCalledWith({ venue: 2 });
  });

  it('validates a required reference like the server', async () => {
    serve();
    const onSave = open(mod('blog_teaser_list', { items: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(within(screen.getByRole('group', { name: 'Blog-Einträge (1 bis 8)' })).getByText('Dieses Feld ist erforderlich!')).toBeInTheDocument();
  });
});
