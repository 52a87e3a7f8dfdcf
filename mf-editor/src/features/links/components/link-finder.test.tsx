import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageModule } from 'shared-contracts/site';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { ModuleDialog } from '../../page-editing/components/module-dialog';

const hit = (id: number, type: string, title: string, url: string) => ({ id, type, title, text: '', url, date: null, image_obj: null });
const paged = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

const linkModule = { id: 5, content_type: 'link', slug: null, parent: 2, object_id: null, position: 0, data: { link_text: 'Mehr', link: '/de', extra_class: 'button' } } as unknown as PageModule;

function open() {
  const urls: string[] = [];
  const answer = (body: unknown) => (url: string) => (urls.push(url), { status: 200, body });
  mockFetch({
    '/pageeditor-api/choices/events/': answer([{ id: 44, name: 'Nachtführung', date: '2026-07-03T19:30:00Z', url: '/de/veranstaltungen/nachtfuehrung/44' }]),
    '/pageeditor-api/choices/': answer([]),
    '/api/search/': answer({ query: 'orgel', events: paged([hit(12, 'event', 'Orgelkonzert', '/de/veranstaltungen/orgelkonzert/12')]), others: paged([hit(3, 'page', 'Besuch', '/de/besuch')]) }),
  });
  const onSave = jest.fn();
  renderSlot(<ModuleDialog module={linkModule} saving={false} serverErrors={{}} needsLogin={false} loginUrl="/de/login/" onSave={onSave} onClose={jest.fn()} />);
  return { onSave, urls };
}

describe('LinkFinder', () => {
  it('finds pages and events through the site search and inserts the internal link', async () => {
    const { onSave, urls } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Ziel suchen' }));
    const finder = screen.getByRole('dialog', { name: 'Link-Ziel wählen' });
    await userEvent.type(within(finder).getByLabelText('Seiten, Veranstaltungen, Artikel und Produktionen suchen'), 'Orgel');
    await userEvent.click(await within(finder).findByRole('button', { name: /Veranstaltung Orgelkonzert/ }));
    expect(urls.some((u) => u.includes('/api/search/') && u.includes('query=orgel'))).toBe(true);
    expect(screen.getByLabelText('Link')).toHaveValue('/de/veranstaltungen/orgelkonzert/12');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).toHaveBeenCalledWith({ link_text: 'Mehr', link: '/de/veranstaltungen/orgelkonzert/12', extra_class: 'button' });
  });

  it('takes an external address only with https', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Ziel suchen' }));
    const finder = screen.getByRole('dialog', { name: 'Link-Ziel wählen' });
    const external = within(finder).getByLabelText('Oder eine externe Adresse (https)');
    await userEvent.clear(external);
    await userEvent.type(external, 'http://example.org');
    await userEvent.click(within(finder).getByRole('button', { name: 'Adresse übernehmen' }));
    expect(within(finder).getByRole('alert')).toHaveTextContent('Bitte eine vollständige Adresse mit https:// eingeben.');
    await userEvent.clear(external);
    await userEvent.type(external, 'https://example.org/plan');
    await userEvent.click(within(finder).getByRole('button', { name: 'Adresse übernehmen' }));
    await waitFor(() => expect(screen.getByLabelText('Link')).toHaveValue('https://example.org/plan'));
  });

  it('chooses an event from the event list by name and date (the event finder)', async () => {
    const { onSave, urls } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Ziel suchen' }));
    const finder = screen.getByRole('dialog', { name: 'Link-Ziel wählen' });
    expect(within(finder).getByLabelText('Liste')).toHaveValue('events');
    await userEvent.click(await within(finder).findByRole('button', { name: 'Wählen: Nachtführung, 3. Juli 2026, 21:30 Uhr' }));
    expect(urls.some((u) => u.startsWith('/de/pageeditor-api/choices/events/'))).toBe(true);
    expect(screen.getByLabelText('Link')).toHaveValue('/de/veranstaltungen/nachtfuehrung/44');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).toHaveBeenCalledWith({ link_text: 'Mehr', link: '/de/veranstaltungen/nachtfuehrung/44', extra_class: 'button' });
  });
});
