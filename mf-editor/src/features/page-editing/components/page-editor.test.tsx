import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus } from 'shared-contracts/events';
import type { Page } from 'shared-contracts/site';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { PageEditor } from './page-editor';

const headline = { id: 3, content_type: 'headline', slug: null, parent: 2, object_id: null, position: 0, data: { headline_level: 2, content: 'Willkommen' } };
const page = {
  id: 7,
  version_id: 4,
  modules: [{ id: 2, content_type: 'container', slug: null, parent: null, object_id: null, position: 0, data: {}, layout: '100', columns: [{ classes: '', children: [headline] }] }],
} as unknown as Page;

function renderedPage() {
  document.body.innerHTML = `<main>
    <div data-module-id="2" data-module-kind="container" style="display:contents"><section>
      <div data-module-id="3" data-module-kind="headline" style="display:contents"><h2>Willkommen</h2></div>
    </section></div></main>`;
}

type Answer = { status: number; body: unknown };
const answer = (body: unknown, status = 200): Answer => ({ status, body });

function serve(patch: (body: unknown, url: string) => Answer) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const handle = (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (init?.method === 'PATCH' || init?.method === 'POST') return patch(init.body ? JSON.parse(String(init.body)) : null, url);
    return answer(page);
  };
  // The editor's calls, and the login the dialog posts when a save answers 401.
  mockFetch({ '/pageeditor-api/': handle, '/login/': handle });
  return calls;
}

/** A server that keeps what was written: the page answer shows the headline's data as last saved. */
function serveStateful() {
  return serve((body, url) => {
    const data = (body as { data: Record<string, unknown> }).data;
    const current = page.modules[0].columns![0].children[0];
    const next = url.endsWith('/modules/3/') && body && typeof body === 'object' ? { ...current, data: { ...current.data, ...data } } : current;
    for (const [k, v] of Object.entries(next.data)) if (v === null) delete (next.data as Record<string, unknown>)[k];
    page.modules[0].columns![0].children[0] = next as never;
    return answer(next);
  });
}

beforeEach(() => {
  renderedPage();
  window.sessionStorage.clear();
  page.modules[0].columns![0].children[0] = headline as never;
});

describe('PageEditor', () => {
  it('validates, saves with CSRF, shows the alert for 4 s and undoes from the section backup', async () => {
    document.cookie = 'csrftoken=abc';
    const calls = serveStateful();
    const alerts: unknown[] = [];
    const off = createBus().on('alert.shown', (a) => alerts.push(a));
    const updates: unknown[] = [];
    const offUpdated = createBus().on('page.updated', (p) => updates.push(p));
    renderSlot(<PageEditor pathname="/de/besuch" loginUrl="/de/login/" />, { query: { edit: '' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten: Überschrift' }));
    const content = screen.getByLabelText('Inhalt');
    await userEvent.clear(content);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Dieses Feld ist erforderlich!')).toBeInTheDocument();
    expect(calls.some((c) => c.init?.method === 'PATCH')).toBe(false);

    await userEvent.type(content, 'Hallo');
    jest.useFakeTimers();
    await act(async () => screen.getByRole('button', { name: 'Speichern' }).click());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Änderungen gespeichert.'));
    const patch = calls.find((c) => c.init?.method === 'PATCH')!;
    expect(patch.url).toBe('/de/pageeditor-api/modules/3/');
    expect((patch.init?.headers as Record<string, string>)['X-CSRFToken']).toBe('abc');
    expect(JSON.parse(String(patch.init?.body))).toEqual({ data: { headline_level: 2, content: 'Hallo' } });
    expect(alerts).toEqual([{ kind: 'success', message: 'Änderungen gespeichert.' }]);
    expect(updates).toEqual([{ pageId: 7, path: '/de/besuch' }]);
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    jest.useRealTimers();

    // Undo replaces the module's data whole (POST), so it comes back exactly as it was.
    await userEvent.click(await screen.findByRole('button', { name: 'Letzte Änderung zurücknehmen' }));
    await waitFor(() => expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(1));
    const undo = calls.find((c) => c.init?.method === 'POST')!;
    expect(undo.url).toBe('/de/pageeditor-api/modules/3/');
    expect(JSON.parse(String(undo.init?.body))).toEqual({ data: { headline_level: 2, content: 'Willkommen' } });
    off();
    offUpdated();
  });

  it('shows an old version (?v=N) read-only: no edit buttons, no structure or settings, no keyboard undo', async () => {
    document.cookie = 'csrftoken=abc';
    const calls = serveStateful();
    window.sessionStorage.setItem('mf-editor.undo.de.7', JSON.stringify({ undo: [{ seq: 1, sectionId: 2, moduleId: 3, before: { headline_level: 2, content: 'Alt' }, after: headline.data }], redo: [] }));
    renderSlot(<PageEditor pathname="/de/besuch" loginUrl="/de/login/" />, { query: { edit: '', v: '3' } });
    expect(await screen.findByRole('button', { name: 'Versionen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bearbeiten: Überschrift' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Letzte Änderung zurücknehmen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Struktur' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Seiteneinstellungen' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(calls.filter((c) => c.init?.method === 'POST' || c.init?.method === 'PATCH')).toHaveLength(0);
  });

  it('sends an emptied optional field as null, so it is cleared and not merged back', async () => {
    page.modules[0].columns![0].children[0] = { ...headline, data: { ...headline.data, preline: 'Vorzeile', subline: 'Unterzeile' } } as never;
    const calls = serve((body) => answer({ ...headline, ...(body as object) }));
    renderSlot(<PageEditor pathname="/de/besuch" loginUrl="/de/login/" />, { query: { edit: '' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten: Überschrift' }));
    await userEvent.clear(screen.getByLabelText('Dachzeile'));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PATCH')).toBe(true));
    const body = JSON.parse(String(calls.find((c) => c.init?.method === 'PATCH')!.init?.body));
    expect(body).toEqual({ data: { headline_level: 2, content: 'Willkommen', preline: null, subline: 'Unterzeile' } });
    page.modules[0].columns![0].children[0] = headline as never;
  });

  it('on 401 asks for the login inside the dialog and retries the save with the text kept', async () => {
    let loggedIn = false;
    const calls = serve((body, url) => {
      if (url.endsWith('/login/')) {
        loggedIn = true;
        return answer({ ok: true });
      }
      return loggedIn ? answer({ ...headline, ...(body as object) }) : answer({ message: 'login required' }, 401);
    });
    renderSlot(<PageEditor pathname="/de/besuch" loginUrl="/de/login/?next=/de/besuch" />, { locale: 'en', query: { edit: '' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Headline' }));
    const content = screen.getByLabelText('Content');
    await userEvent.clear(content);
    await userEvent.type(content, 'Neuer Titel');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Headline' });
    expect(within(dialog).getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/de/login/?next=/de/besuch');
    expect(screen.getByLabelText('Content')).toHaveValue('Neuer Titel');
    await userEvent.type(within(dialog).getByLabelText('Username'), 'editor');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'editor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in and continue' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Changes saved.'));
    const login = calls.find((c) => c.url === '/en/login/')!;
    expect(JSON.parse(String(login.init?.body))).toEqual({ username: 'editor', password: 'editor' });
    const patches = calls.filter((c) => c.init?.method === 'PATCH');
    expect(patches).toHaveLength(2);
    expect(JSON.parse(String(patches[1].init?.body)).data.content).toBe('Neuer Titel');
  });

  it('shows an error alert on other failures', async () => {
    serve(() => answer({ message: 'nope' }, 500));
    renderSlot(<PageEditor pathname="/de/besuch" loginUrl="/de/login/" />, { locale: 'en', query: { edit: '' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Headline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saving failed. Please try again.');
  });

  it('sends the page version it is based on; a 409 says who changed the page and keeps the input', async () => {
    const calls = serve(() => answer({ message: 'version: changed', field: 'version', version_id: 5, changed_by: 'Erika Muster', changed_at: '2026-07-01T08:05:00Z', change: { action: 'update', kind: 'text', detail: null } }, 409));
    renderSlot(<PageEditor pathname="/de/besuch" loginUrl="/de/login/" />, { locale: 'en', query: { edit: '' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Headline' }));
    const content = screen.getByLabelText('Content');
    await userEvent.clear(content);
    await userEvent.type(content, 'Meine Fassung');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Headline' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This page was changed by Erika Muster in the meantime (Text changed, 01/07/2026, 10:05).');
    expect(content).toHaveValue('Meine Fassung');
    const patch = calls.find((c) => c.init?.method === 'PATCH')!;
    expect((patch.init?.headers as Record<string, string>)['X-Page-Version']).toBe('4');
  });

  it('keeps undo and redo per section across a reload, with Ctrl+Z and Shift+Ctrl+Z and with buttons', async () => {
    document.cookie = 'csrftoken=abc';
    const calls = serveStateful();
    const first = renderSlot(<PageEditor pathname="/de/besuch" loginUrl="/de/login/" />, { query: { edit: '' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten: Überschrift' }));
    const content = screen.getByLabelText('Inhalt');
    await userEvent.clear(content);
    await userEvent.type(content, 'Hallo');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByRole('button', { name: 'Letzte Änderung zurücknehmen' });
    first.unmount();

    // A reload: a new editor instance reads the section's history from the tab's sessionStorage.
    renderSlot(<PageEditor pathname="/de/besuch" loginUrl="/de/login/" />, { query: { edit: '' } });
    await screen.findByRole('button', { name: 'Letzte Änderung zurücknehmen' });
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(1));
    expect(JSON.parse(String(calls.filter((c) => c.init?.method === 'POST')[0].init?.body))).toEqual({ data: { headline_level: 2, content: 'Willkommen' } });
    expect(await screen.findByRole('button', { name: 'Zurückgenommene Änderung wiederholen' })).toBeInTheDocument();

    await userEvent.keyboard('{Shift>}{Control>}z{/Control}{/Shift}');
    await waitFor(() => expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(2));
    expect(JSON.parse(String(calls.filter((c) => c.init?.method === 'POST')[1].init?.body)).data.content).toBe('Hallo');

    await userEvent.click(await screen.findByRole('button', { name: 'Letzte Änderung zurücknehmen' }));
    await waitFor(() => expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(3));
    expect(JSON.parse(String(calls.filter((c) => c.init?.method === 'POST')[2].init?.body)).data.content).toBe('Willkommen');
  });

  it('redoes two undone edits in the order they were undone, after a reload too', async () => {
    document.cookie = 'csrftoken=abc';
    const calls = serveStateful();
    const posts = () => calls.filter((c) => c.init?.method === 'POST').map((c) => JSON.parse(String(c.init?.body)).data.content);
    const first = renderSlot(<PageEditor pathname="/de/besuch" loginUrl="/de/login/" />, { query: { edit: '' } });
    for (const text of ['Eins', 'Zwei']) {
      await userEvent.click(await screen.findByRole('button', { name: 'Bearbeiten: Überschrift' }));
      await userEvent.clear(screen.getByLabelText('Inhalt'));
      await userEvent.type(screen.getByLabelText('Inhalt'), text);
      await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    await userEvent.click(await screen.findByRole('button', { name: 'Letzte Änderung zurücknehmen' }));
    await waitFor(() => expect(posts()).toEqual(['Eins']));
    await userEvent.click(await screen.findByRole('button', { name: 'Letzte Änderung zurücknehmen' }));
    await waitFor(() => expect(posts()).toEqual(['Eins', 'Willkommen']));
    first.unmount();

    renderSlot(<PageEditor pathname="/de/besuch" loginUrl="/de/login/" />, { query: { edit: '' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Zurückgenommene Änderung wiederholen' }));
    await waitFor(() => expect(posts()).toEqual(['Eins', 'Willkommen', 'Eins']));
    expect(await screen.findByRole('status')).toHaveTextContent('Änderung wiederholt.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zurückgenommene Änderung wiederholen' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Zurückgenommene Änderung wiederholen' }));
    await waitFor(() => expect(posts()).toEqual(['Eins', 'Willkommen', 'Eins', 'Zwei']));
    expect(screen.queryByText(/Dieser Schritt ist nicht mehr möglich/)).not.toBeInTheDocument();
  });

  it('drops an undo step when someone else changed the module since, instead of overwriting it', async () => {
    document.cookie = 'csrftoken=abc';
    let other = false;
    const calls = serve((body) => {
      if (other) return answer({ message: 'version: changed', field: 'version', version_id: 9, changed_by: 'lea', changed_at: '2026-07-01T08:05:00Z' }, 409);
      const saved = { ...headline, data: (body as { data: Record<string, unknown> }).data };
      page.modules[0].columns![0].children[0] = saved as never;
      return answer(saved);
    });
    renderSlot(<PageEditor pathname="/de/besuch" loginUrl="/de/login/" />, { locale: 'en', query: { edit: '' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Headline' }));
    await userEvent.clear(screen.getByLabelText('Content'));
    await userEvent.type(screen.getByLabelText('Content'), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Another editor saves the same headline: the server refuses this editor's undo (409) and the page reloads.
    other = true;
    page.modules[0].columns![0].children[0] = { ...headline, data: { headline_level: 2, content: 'Theirs' } } as never;
    await userEvent.click(await screen.findByRole('button', { name: 'Undo last change' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('changed by lea'));
    // The next try sees the module no longer holds what this editor left there, and drops the step.
    await userEvent.click(await screen.findByRole('button', { name: 'Undo last change' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This step is no longer possible'));
    expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Undo last change' })).not.toBeInTheDocument();
  });
});
