import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { editorUser } from '../../../testing/fixtures';
import { BackOffice } from './back-office';

const adminUser = { ...editorUser, role: 'admin' as const };
const redirect = { id: 5, version: 2, locale: 'de', old_path: '/de/alt', new_path: '/de/neu' };

describe('BackOffice', () => {
  it('lists only the kinds the server names for the role, by group', async () => {
    mockFetch({ '/de/pageeditor-api/resources/': [{ kind: 'articles', label: 'Magazin-Artikel', group: 'content', can_write: true }] });
    renderSlot(<BackOffice user={editorUser} kind={null} id={null} />);
    const nav = await screen.findByRole('navigation', { name: 'Inhalte' });
    expect(within(nav).getByRole('link', { name: 'Magazin-Artikel' })).toHaveAttribute('href', '/de/cms-hub/articles');
    expect(screen.queryByRole('link', { name: /Benutzer/ })).toBeNull();
  });

  it('renders any kind as a list: columns from the descriptor, search, sorting and a link to each form', async () => {
    const fetchMock = mockFetch({ '/de/pageeditor-api/resources/redirects/': { items: [redirect], count: 1, page: 1, page_size: 20 } });
    renderSlot(<BackOffice user={editorUser} kind="redirects" id={null} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Weiterleitungen' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: '/de/alt bearbeiten' });
    expect(link).toHaveAttribute('href', '/de/cms-hub/redirects/5');
    expect(screen.getByRole('columnheader', { name: /Neue Adresse/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suche in Weiterleitungen' }), 'alt');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContainEqual(expect.stringContaining('q=alt')));
    await userEvent.click(screen.getByRole('button', { name: 'Sortieren nach Neue Adresse' }));
    await waitFor(() => expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContainEqual(expect.stringContaining('sort=new_path')));
    expect(screen.getByRole('link', { name: 'Neu anlegen' })).toHaveAttribute('href', '/de/cms-hub/redirects/new');
  });

  it('names the seat group a price belongs to by the title the list answered, not by its number', async () => {
    const price = { id: 7, version: 1, seat_group_id: 42, sale_type_id: 901, name_de: 'Vollpreis', name_en: 'Full price', text_de: '', text_en: '', price: '18.50', has_discounts: false, sort: 0 };
    const orphan = { ...price, id: 8, seat_group_id: 43, name_de: 'Ermäßigt' };
    mockFetch({ '/en/pageeditor-api/resources/prices/': { items: [price, orphan], count: 2, page: 1, page_size: 20, labels: { seat_group_id: { '42': 'Balcony' } } } });
    renderSlot(<BackOffice user={editorUser} kind="prices" id={null} />, { locale: 'en' });
    const row = (await screen.findByRole('link', { name: 'Edit Vollpreis' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Balcony' })).toBeInTheDocument();
    expect(within(row).queryByRole('cell', { name: '42' })).toBeNull();
    // An entry the answer names no title for keeps its number.
    const other = screen.getByRole('link', { name: 'Edit Ermäßigt' }).closest('tr')!;
    expect(within(other).getByRole('cell', { name: '43' })).toBeInTheDocument();
  });

  it('shows the server’s 400 at the field it names and explains a 409 without losing the input', async () => {
    let answer: { status: number; body: unknown } = { status: 400, body: { message: 'new_path: points at the old address itself', field: 'new_path', errors: { new_path: 'points at the old address itself' } } };
    mockFetch({
      '/de/pageeditor-api/resources/redirects/5/history/': [],
      '/de/pageeditor-api/resources/redirects/5/': (_url, init) => (init?.method === 'PATCH' ? answer : { status: 200, body: redirect }),
    });
    renderSlot(<BackOffice user={editorUser} kind="redirects" id="5" />);
    const newPath = await screen.findByRole('textbox', { name: 'Neue Adresse' });
    await userEvent.clear(newPath);
    await userEvent.type(newPath, '/de/alt');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('points at the old address itself')).toBeInTheDocument();
    expect(newPath).toHaveAttribute('aria-invalid', 'true');
    expect(newPath).toHaveAccessibleDescription(/points at the old address itself/);

    answer = { status: 409, body: { message: 'version: changed by lektorin since version 2', field: 'version', changed_by: 'lektorin' } };
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/Inzwischen hat lektorin diesen Eintrag geändert/)).toBeInTheDocument();
    expect(newPath).toHaveValue('/de/alt');
    expect(screen.getByRole('button', { name: 'Aktuelle Fassung laden' })).toBeInTheDocument();
  });

  it('creates an entry, shows a one-time password once, and offers the kind’s actions', async () => {
    const fetchMock = mockFetch({
      '/en/pageeditor-api/resources/users/': (_url, init) =>
        init?.method === 'POST'
          ? { status: 201, body: { id: 9, version: 1, username: 'kasse2', email: '', first_name: '', last_name: '', role: 'boxoffice', is_active: true, one_time_password: 'Xy12345678abcdef' } }
          : { status: 200, body: { items: [], count: 0, page: 1, page_size: 20 } },
    });
    const { navigate } = renderSlot(<BackOffice user={adminUser} kind="users" id="new" />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'New User' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'kasse2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'boxoffice');
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/One-time password .*Xy12345678abcdef/)).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/en/cms-hub/users/9');
    const sent = JSON.parse(String(fetchMock.mock.calls.find((c) => c[1]?.method === 'POST')![1]!.body));
    expect(sent).toEqual({ username: 'kasse2', email: '', first_name: '', last_name: '', role: 'boxoffice', is_active: true });
  });

  it('is read-only for a role that may not write, and says so', async () => {
    mockFetch({ '/de/pageeditor-api/resources/users/3/history/': [], '/de/pageeditor-api/resources/users/3/': { id: 3, version: 1, username: 'x', email: '', first_name: '', last_name: '', role: 'editor', is_active: true } });
    renderSlot(<BackOffice user={editorUser} kind="users" id="3" />);
    expect(await screen.findByText('Nur lesen: Ihre Rolle darf diese Einträge nicht ändern.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Benutzername' })).toBeDisabled();
  });

  it('edits a date-time as Berlin wall time and sends it with its offset', async () => {
    const alert = { id: 4, version: 1, title_de: 'Sturm', title_en: 'Storm', text_de: 'Zu', text_en: 'Closed', link_url_de: '', link_url_en: '', link_title_de: '', link_title_en: '', is_active: true, show_from: '2026-07-01T08:00:00Z', show_until: null, sort: 0 };
    const fetchMock = mockFetch({
      '/de/pageeditor-api/resources/breaking-news/4/history/': [],
      '/de/pageeditor-api/resources/breaking-news/4/': (_url, init) => (init?.method === 'PATCH' ? { status: 200, body: { ...alert, version: 2 } } : { status: 200, body: alert }),
    });
    renderSlot(<BackOffice user={editorUser} kind="breaking-news" id="4" />);
    const from = await screen.findByLabelText('Anzeigen ab');
    expect(from).toHaveValue('2026-07-01T10:00');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-24T18:30');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
    const sent = JSON.parse(String(fetchMock.mock.calls.find((c) => c[1]?.method === 'PATCH')![1]!.body));
    expect(sent.show_from).toBe('2026-12-24T18:30:00+01:00');
    expect(sent.show_until).toBeNull();
    expect(sent.version).toBe(1);
  });

  it('changes the own password on the start screen; a wrong current password is shown at its field', async () => {
    let status = 400;
    mockFetch({
      '/de/pageeditor-api/resources/': [],
      '/de/pageeditor-api/password/': () => (status === 400 ? { status, body: { message: 'current_password: is not your current password', field: 'current_password' } } : { status: 204, body: '' }),
    });
    renderSlot(<BackOffice user={editorUser} kind={null} id={null} />);
    await userEvent.click(await screen.findByText('Eigenes Passwort ändern'));
    await userEvent.type(screen.getByLabelText('Aktuelles Passwort'), 'falsch');
    await userEvent.type(screen.getByLabelText('Neues Passwort (mindestens 10 Zeichen, kein gängiges)'), 'ganz-neu-1');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('is not your current password')).toBeInTheDocument();
    status = 204;
    await userEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ihr Passwort ist geändert.');
  });
});

describe('a one-time password', () => {
  it('shows only the form to choose an own password, then leads on to the back office', async () => {
    const fetchMock = mockFetch({ '/en/pageeditor-api/password/': { status: 204, body: '' } as never });
    renderSlot(<BackOffice user={{ ...editorUser, must_change_password: true }} kind="articles" id={null} />, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Choose your own password' })).toBeInTheDocument();
    expect(screen.getByText(/nothing else works until you have/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await userEvent.type(screen.getByLabelText('Current password'), 'Xy12345678abcdef');
    await userEvent.type(screen.getByLabelText('New password (at least 10 characters, not a common one)'), 'mein-eigenes-pw');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('link', { name: 'Continue to the back office' })).toHaveAttribute('href', '/en/cms-hub');
    // Nothing but the password call: the hub's lists would answer 403 until now.
    expect(fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('pageeditor-api'))).toEqual(['/en/pageeditor-api/password/']);
  });
});

describe('the hub for editors', () => {
  it('lists the open 404s with counts and turns a row into a redirect; links the page tree', async () => {
    const fetchMock = mockFetch({
      '/de/pageeditor-api/resources/redirects/': { status: 201, body: { id: 7, version: 1 } } as never,
      '/de/pageeditor-api/resources/': [],
      '/de/api/dashboard-error-log/summary/': [{ path: '/de/alt-seite', locale: 'de', count: 3, last_seen: '2026-11-14T18:30:00Z' }],
      '/de/api/dashboard-search-keywords/': [{ term: 'bernstein', total: 3, per_day: [{ day: '2026-11-14', count: 2 }, { day: '2026-11-13', count: 1 }] }],
      '/de/api/dashboard-page-activities/': [{ version_id: 4, page_id: 2, title: 'Ausstellung', url: '/de/ausstellung', note: 'publish', changed_by: 'Eda Editor', changed_at: '2026-11-14T18:30:00Z' }],
    });
    renderSlot(<BackOffice user={editorUser} kind={null} id={null} />);
    expect(await screen.findByRole('link', { name: 'Seitenbaum' })).toHaveAttribute('href', '/de/cms-hub/seiten');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(await screen.findByText(/publish, Eda Editor/)).toBeInTheDocument();
    expect(await screen.findByText(/3 Suchen; 14\. Nov\. 2026: 2, 13\. Nov\. 2026: 1/)).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Weiterleitung für /de/alt-seite anlegen' }));
    const target = screen.getByRole('textbox', { name: 'Neue Adresse für /de/alt-seite' });
    await userEvent.clear(target);
    await userEvent.type(target, '/de/ausstellung');
    await userEvent.click(screen.getByRole('button', { name: 'Weiterleitung speichern' }));
    expect(await screen.findByText('/de/alt-seite leitet jetzt auf /de/ausstellung weiter.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url, init]) => String(url).includes('/resources/redirects/') && init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ locale: 'de', old_path: '/de/alt-seite', new_path: '/de/ausstellung' });
  });

  it('shows the box office neither the page tree nor the error log', async () => {
    mockFetch({ '/de/pageeditor-api/resources/': [] });
    renderSlot(<BackOffice user={{ ...editorUser, role: 'boxoffice' }} kind={null} id={null} />);
    expect(await screen.findByText('Ihre Rolle bearbeitet hier keine Einträge.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Seitenbaum' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Website-Teile und Versionen' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Nicht gefundene Adressen (404)' })).toBeNull();
  });
});

describe('the hub for admins', () => {
  it('offers the remote registry to admins only, at its own address in each language', async () => {
    mockFetch({ '/pageeditor-api/resources/': [] });
    const { unmount } = renderSlot(<BackOffice user={editorUser} kind={null} id={null} />);
    expect(await screen.findByRole('link', { name: 'Seitenbaum' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Website-Teile und Versionen' })).toBeNull();
    unmount();
    const german = renderSlot(<BackOffice user={adminUser} kind={null} id={null} />);
    expect(await screen.findByRole('link', { name: 'Website-Teile und Versionen' })).toHaveAttribute('href', '/de/cms-hub/website-teile');
    german.unmount();
    renderSlot(<BackOffice user={adminUser} kind={null} id={null} />, { locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Remotes and versions' })).toHaveAttribute('href', '/en/cms-hub/remotes');
  });
});
