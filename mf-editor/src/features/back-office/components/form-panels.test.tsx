import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { editorUser } from '../../../testing/fixtures';
import { BackOffice } from './back-office';

const form = { id: 3, version: 1, title_de: 'Führungsanfrage', title_en: 'Tour request', slug_de: 'fuehrung', slug_en: 'tour', intro_de: '', intro_en: '', success_de: '', success_en: '' };
const field = (id: number, label: string, sort: number, type = 1, required = false) => ({ id, version: 1, form_id: 3, label_de: label, label_en: label, slug: label.toLowerCase(), field_type: type, required, visible: true, choices: '', help_de: '', help_en: '', placeholder_de: '', placeholder_en: '', sort });
const columns = [
  { slug: 'name', label: 'Name', field_type: 1 },
  { slug: 'plan', label: 'Plan', field_type: 11 },
];
const entries = [
  { id: 8, created_at: '2026-05-06T10:00:00.000Z', locale: 'de', field_values: { name: 'Berta', plan: null } },
  { id: 7, created_at: '2026-05-05T10:00:00.000Z', locale: 'en', field_values: { name: 'Anna', plan: 'f-1' } },
];

function routes() {
  return mockFetch({
    '/de/pageeditor-api/resources/forms/3/history/': [],
    '/de/pageeditor-api/resources/forms/3/': form,
    '/de/pageeditor-api/resources/form-fields/11/': (_url, init) => ({ status: 200, body: { ...field(11, 'Plan', 10, 11), version: 2, method: init?.method } }),
    '/de/pageeditor-api/resources/form-fields/10/': { ...field(10, 'Name', 20), version: 2 },
    '/de/pageeditor-api/resources/form-fields/': { items: [field(10, 'Name', 10, 1, true), field(11, 'Plan', 20, 11)], count: 2, page: 1, page_size: 200 },
    '/de/pageeditor-api/forms/3/entries/7/': (_url, init) =>
      init?.method === 'DELETE' ? { status: 204, body: null } : { status: 200, body: { form: { id: 3, title: 'Führungsanfrage' }, columns, entry: entries[1], files: [{ id: 'f-1', name: 'plan.pdf', size: 10 }] } },
    '/de/pageeditor-api/forms/3/entries/': (_url, init) =>
      init?.method === 'DELETE' ? { status: 200, body: { deleted: 2 } } : { status: 200, body: { form: { id: 3, title: 'Führungsanfrage' }, columns, items: entries, count: 2, page: 1, page_size: 20 } },
  });
}

describe('a form in the back office', () => {
  beforeEach(() => jest.spyOn(window, 'confirm').mockReturnValue(true));
  afterEach(() => jest.restoreAllMocks());

  it('lists its fields in order and moves one up by renumbering', async () => {
    const fetchMock = routes();
    renderSlot(<BackOffice user={editorUser} kind="forms" id="3" />);
    const panel = await screen.findByRole('region', { name: 'Felder dieses Formulars' });
    expect(await within(panel).findByRole('link', { name: 'Name bearbeiten' })).toHaveAttribute('href', '/de/cms-hub/form-fields/10');
    expect(within(panel).getByText('Textzeile', { exact: false, selector: 'span' }).textContent).toContain('Pflichtfeld');
    expect(within(panel).getByRole('button', { name: 'Name nach oben' })).toBeDisabled();
    await userEvent.click(within(panel).getByRole('button', { name: 'Plan nach oben' }));
    await waitFor(() => expect(fetchMock.mock.calls.filter((c) => c[1]?.method === 'PATCH')).toHaveLength(2));
    const patches = fetchMock.mock.calls.filter((c) => c[1]?.method === 'PATCH').map((c) => [String(c[0]), JSON.parse(String(c[1]?.body))]);
    expect(patches).toEqual([
      [expect.stringContaining('/form-fields/11/'), { version: 1, sort: 10 }],
      [expect.stringContaining('/form-fields/10/'), { version: 1, sort: 20 }],
    ]);
    expect(within(panel).getByRole('link', { name: 'Feld hinzufügen' })).toHaveAttribute('href', '/de/cms-hub/form-fields/new');
  });

  it('lists entries newest first, opens one with its file, exports CSV and deletes all after asking', async () => {
    const fetchMock = routes();
    renderSlot(<BackOffice user={editorUser} kind="forms" id="3" />);
    const panel = await screen.findByRole('region', { name: 'Einsendungen' });
    const rows = await within(panel).findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Berta');
    expect(rows[2]).toHaveTextContent('Anna');
    expect(within(panel).getByRole('link', { name: 'Als CSV exportieren' })).toHaveAttribute('href', '/de/pageeditor-api/forms/3/entries/csv/');
    await userEvent.click(within(panel).getByRole('button', { name: 'Einsendung 7 öffnen' }));
    expect(await within(panel).findByRole('link', { name: 'plan.pdf herunterladen' })).toHaveAttribute('href', '/de/pageeditor-api/forms/3/entries/7/files/plan/');
    await userEvent.type(within(panel).getByRole('searchbox', { name: 'Suche in den Einsendungen' }), 'Anna');
    await userEvent.click(within(panel).getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContainEqual(expect.stringContaining('entries/?page=1&q=Anna')));
    await userEvent.clear(within(panel).getByRole('searchbox', { name: 'Suche in den Einsendungen' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Suchen' }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Alle Einsendungen löschen' }));
    expect(window.confirm).toHaveBeenCalledWith(expect.stringContaining('alle 2 Einsendungen von „Führungsanfrage“'));
    expect(await within(panel).findByText('2 Einsendungen gelöscht.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.find((c) => c[1]?.method === 'DELETE')?.[0]).toEqual(expect.stringContaining('/forms/3/entries/?confirm=delete-all'));
  });
});
