import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page } from 'shared-contracts/site';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { PageEditor } from '../../page-editing/components/page-editor';

const mod = (id: number, content_type: string, data: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ id, content_type, slug: null, parent: null, object_id: null, position: 0, data, ...extra });
const page = {
  id: 7,
  modules: [
    mod(2, 'container', {}, { layout: '50-50', columns: [{ classes: '', children: [mod(3, 'headline', { content: 'Willkommen', headline_level: 2 })] }, { classes: '', children: [] }] }),
    mod(4, 'teaser_list', { extra_class: 'slider' }, {
      children: [mod(5, 'teaser_item', { headline: 'Bald', online_from: '2999-01-01T00:00:00+01:00' }), mod(6, 'teaser_item', { headline: 'Jetzt' })],
    }),
  ],
} as unknown as Page;

/** The editor's calls; a named section's container answers when one is given, otherwise it does not exist yet. */
function serve(container?: unknown) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  mockFetch({
    '/pageeditor-api/': (url, init) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (method === 'DELETE') return { status: 204, body: '' };
      if (method === 'GET' && url.includes('/container/by-slug/')) return container ? { status: 200, body: container } : { status: 404, body: { message: 'container not found' } };
      if (method !== 'GET') return { status: method === 'POST' ? 201 : 200, body: { id: 99, content_type: 'headline', data: {} } };
      return { status: 200, body: page };
    },
  });
  return calls;
}

async function openStructure(locale: 'de' | 'en' = 'de') {
  const calls = serve();
  renderSlot(<PageEditor pathname="/de/besuch" loginUrl="/de/login/" />, { locale, query: { edit: '' } });
  await userEvent.click(await screen.findByRole('button', { name: locale === 'de' ? 'Struktur' : 'Structure' }));
  return { calls, panel: screen.getByRole('complementary', { name: locale === 'de' ? 'Struktur der Seite' : 'Page structure' }) };
}

describe('StructurePanel', () => {
  it('lists the whole tree, scheduled slider items included', async () => {
    const { panel } = await openStructure();
    expect(within(panel).getByText('Willkommen')).toBeInTheDocument();
    expect(within(panel).getByText('Bald')).toBeInTheDocument();
    expect(within(panel).getByText('geplant')).toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'Spalte 2 (50 %)' })).toHaveTextContent('Leere Spalte');
  });

  it('reorders by keyboard without a save alert; other changes show it', async () => {
    const { calls, panel } = await openStructure();
    await userEvent.click(within(panel).getByRole('button', { name: 'Nach unten: Teaser „Bald“' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/modules/reorder/'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/modules/reorder/'))!.body).toEqual({ ids: [6, 5] });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Duplizieren: Überschrift „Willkommen“' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Änderungen gespeichert.'));
    expect(calls.some((c) => c.method === 'POST' && c.url === '/de/pageeditor-api/modules/3/duplicate/')).toBe(true);
  });

  it('deletes only after confirmation', async () => {
    const { calls, panel } = await openStructure();
    await userEvent.click(within(panel).getByRole('button', { name: 'Löschen: Überschrift „Willkommen“' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(panel).getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/de/pageeditor-api/modules/3/')).toBe(true));
  });

  it('adds a headline into a column through its form, and a 50-50 section to the page', async () => {
    const { calls, panel } = await openStructure('en');
    const column = within(panel).getByRole('region', { name: 'Column 2 (50 %)' });
    await userEvent.selectOptions(within(column).getByLabelText('Add module'), 'Headline');
    await userEvent.click(within(column).getByRole('button', { name: 'Add module' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Headline' });
    await userEvent.type(within(dialog).getByLabelText('Content'), 'Neu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/en/pageeditor-api/modules/')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ content_type: 'headline', parent: 2, column_index: 1, data: { content: 'Neu' } });

    await userEvent.selectOptions(within(panel).getByLabelText('New section with columns'), '50 / 50 %');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add section' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1].body).toEqual({ content_type: 'container', page: 7, data: {}, layout: '50-50' });
  });

  it('changes a layout and moves a module to another column', async () => {
    const { calls, panel } = await openStructure('en');
    await userEvent.selectOptions(within(panel).getByLabelText('Column layout'), '25 / 50 / 25 %');
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ layout: '25-50-25' });

    await userEvent.click(within(panel).getByRole('button', { name: 'Move to another column: Headline „Willkommen“' }));
    await userEvent.selectOptions(within(panel).getByLabelText('Target'), 'Section 1 (Container) · column 2 of 2');
    await userEvent.click(within(panel).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')[1]).toMatchObject({ url: '/en/pageeditor-api/modules/3/', body: { parent: 2, column_index: 1 } });
  });

  it('offers to create a named section the server does not have (404)', async () => {
    const { calls, panel } = await openStructure();
    expect(await within(panel).findByText('Der Abschnitt „events-overlay-intro“ existiert noch nicht.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Abschnitt anlegen' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Änderungen gespeichert.'));
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', url: '/de/pageeditor-api/container/by-slug/events-overlay-intro', body: { layout: '100' } });
  });

  it('says named sections go live at once, and asks before a change there is sent', async () => {
    const intro = mod(40, 'container', {}, { slug: 'events-overlay-intro', layout: '100', columns: [{ classes: '', children: [mod(41, 'headline', { content: 'Intro', headline_level: 2 }, { parent: 40 })] }] });
    const calls = serve(intro);
    renderSlot(<PageEditor pathname="/de/besuch" loginUrl="/de/login/" />, { query: { edit: '' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Struktur' }));
    const panel = screen.getByRole('complementary', { name: 'Struktur der Seite' });
    expect(await within(panel).findByText(/haben keinen Entwurf: Jede Änderung ist sofort für alle sichtbar/)).toBeInTheDocument();

    await userEvent.click(await within(panel).findByRole('button', { name: 'Löschen: Überschrift „Intro“' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Endgültig löschen' }));
    const question = within(panel).getByRole('alertdialog', { name: /sofort für alle Besucherinnen und Besucher sichtbar/ });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(question).getByRole('button', { name: 'Ja, sofort ändern' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/modules/41/'))).toBe(true));

    // A module's form in a named section says it publishes at once, on the Save button too.
    await userEvent.click(within(panel).getByRole('button', { name: 'Bearbeiten: Überschrift „Intro“' }));
    const dialog = screen.getByRole('dialog', { name: 'Überschrift bearbeiten' });
    expect(within(dialog).getByText(/hat keinen Entwurf: Speichern macht die Änderung sofort für alle sichtbar/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Speichern und sofort veröffentlichen' })).toBeInTheDocument();
  });

  it('keeps the plain Save for modules of the page itself', async () => {
    const { panel } = await openStructure();
    await userEvent.click(within(panel).getByRole('button', { name: 'Bearbeiten: Überschrift „Willkommen“' }));
    const dialog = screen.getByRole('dialog', { name: 'Überschrift bearbeiten' });
    expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/keinen Entwurf/)).not.toBeInTheDocument();
  });
});
