import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editorUser } from '../../../testing/fixtures';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { Toolbar } from './toolbar';

describe('Toolbar', () => {
  it("shows the logged-in user's name and turns edit mode on through the host", async () => {
    const { navigate } = renderSlot(<Toolbar user={editorUser} pathname="/de/besuch" />, { query: { page: '2' } });
    expect(screen.getByText('Angemeldet als Erika Muster')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Bearbeitungsmodus' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(navigate).toHaveBeenCalledWith('/de/besuch?edit&page=2');
  });

  it('turns edit mode off when ?edit is present, in English too', async () => {
    const { navigate } = renderSlot(<Toolbar user={{ ...editorUser, first_name: '', last_name: '' }} pathname="/en/visit" />, {
      query: { edit: '' },
      locale: 'en',
    });
    expect(screen.getByText('Logged in as editor')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Edit mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(navigate).toHaveBeenCalledWith('/en/visit');
  });

  it('folds its tools behind one button on phones (the button says whether they are open)', async () => {
    renderSlot(<Toolbar user={editorUser} pathname="/de/besuch" />);
    const tools = screen.getByRole('button', { name: 'Werkzeuge' });
    const bar = screen.getByRole('region', { name: 'Redaktionswerkzeuge' });
    expect(tools).toHaveAttribute('aria-expanded', 'false');
    expect(tools).toHaveAttribute('aria-controls', bar.id);
    await userEvent.click(tools);
    expect(tools).toHaveAttribute('aria-expanded', 'true');
  });

  it('hides itself with noToolbar', () => {
    const { container } = renderSlot(<Toolbar user={editorUser} pathname="/de" />, { query: { noToolbar: '' } });
    expect(container.querySelector('[role="region"]')).toBeNull();
  });

  it('links to the admin edit page of the entity on a detail route', () => {
    renderSlot(<Toolbar user={editorUser} pathname="/de/produktionen/faust/12" />);
    expect(screen.getByRole('link', { name: 'Im Backend bearbeiten: Produktion' })).toHaveAttribute('href', '/admin/productions/12/edit/');
  });

  it('offers no admin edit link on plain pages', () => {
    renderSlot(<Toolbar user={editorUser} pathname="/de/besuch" />);
    expect(screen.queryByRole('link', { name: /Im Backend/ })).not.toBeInTheDocument();
  });

  it("links a CMS page to its settings screen in this site and opens menu entries through the host's router", async () => {
    const user = { ...editorUser, admin_edit_urls: { pages: '{path}?edit&panel=settings' }, admin_menus: [{ title: 'Seiten', url: '/de?edit&panel=pages' }] };
    const { navigate } = renderSlot(<Toolbar user={user} pathname="/de/besuch" />);
    const link = screen.getByRole('link', { name: 'Im Backend bearbeiten: Seite' });
    expect(link).toHaveAttribute('href', '/de/besuch?edit&panel=settings');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/de/besuch?edit&panel=settings');
    await userEvent.click(screen.getByText('Verwaltung'));
    await userEvent.click(screen.getByRole('link', { name: 'Seiten' }));
    expect(navigate).toHaveBeenCalledWith('/de?edit&panel=pages');
  });

  it('marks an offline page for staff', async () => {
    mockFetch({ '/pageeditor-api/': { id: 9, is_online: false, modules: [] } });
    renderSlot(<Toolbar user={editorUser} pathname="/en/preview" />, { locale: 'en' });
    expect(await screen.findByRole('status')).toHaveTextContent('Offline. Visitors cannot see this page.');
  });

  it('publishes its height so the header sticks below it', () => {
    renderSlot(<Toolbar user={editorUser} pathname="/de" />);
    expect(document.documentElement.style.getPropertyValue('--editor-bar-height')).toMatch(/^\d+px$/);
  });

  it('links a production to the entity screen of this site, which names it, gives its addresses and the pages using it', async () => {
    const user = { ...editorUser, admin_edit_urls: { productions: '{path}?panel=entity&type=productions&id={id}' } };
    const link = renderSlot(<Toolbar user={user} pathname="/de/produktionen/faust/12" />);
    expect(screen.getByRole('link', { name: 'Im Backend bearbeiten: Produktion' })).toHaveAttribute('href', '/de/produktionen/faust/12?panel=entity&type=productions&id=12');
    link.unmount();

    mockFetch({
      '/de/pageeditor-api/entities/productions/12/': { type: 'productions', id: 12, name: 'Faust', date: '2026-10-14', urls: { de: '/de/produktionen/faust/12', en: '/en/productions/faust/12' }, used_on: [{ page_id: 3, title: 'Besuch', url: '/de/besuch', is_online: true }] },
    });
    const { navigate } = renderSlot(<Toolbar user={user} pathname="/de/produktionen/faust/12" />, { query: { panel: 'entity', type: 'productions', id: '12' } });
    const dialog = await screen.findByRole('dialog', { name: 'Produktion: Faust' });
    expect(within(dialog).getByRole('link', { name: '/en/productions/faust/12' })).toHaveAttribute('href', '/en/productions/faust/12');
    expect(within(dialog).getByText('14. Okt. 2026')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Besuch bearbeiten' }));
    expect(navigate).toHaveBeenCalledWith('/de/besuch?edit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(navigate).toHaveBeenLastCalledWith('/de/produktionen/faust/12');
  });

  it('an article card links to its back-office form', async () => {
    mockFetch({ '/pageeditor-api/': { type: 'articles', id: 7, name: 'Glas', date: null, urls: { de: '/de/mediathek-de/glas/7', en: '/en/mediathek-en/glass/7' }, used_on: [] } });
    const { navigate } = renderSlot(<Toolbar user={editorUser} pathname="/de/mediathek-de/glas/7" />, { query: { panel: 'entity', type: 'articles', id: '7' } });
    const dialog = await screen.findByRole('dialog', { name: 'Beitrag: Glas' });
    const link = within(dialog).getByRole('link', { name: 'Im Backoffice bearbeiten' });
    expect(link).toHaveAttribute('href', '/de/cms-hub/articles/7');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/de/cms-hub/articles/7');
  });

  it('gives the box office no edit switch, no publishing and no entity links, only its menu', () => {
    const kasse = { ...editorUser, role: 'boxoffice' as const, admin_menus: [{ title: 'Bestellungen', url: '/de/cms-hub/bestellungen' }] };
    renderSlot(<Toolbar user={kasse} pathname="/de/produktionen/faust/12" />, { query: { edit: '' } });
    expect(screen.queryByRole('button', { name: 'Bearbeitungsmodus' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Im Backend bearbeiten/ })).toBeNull();
    expect(screen.getByText('Bestellungen')).toBeInTheDocument();
  });
});
