import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBus } from 'shared-contracts/events';
import type { Page } from 'shared-contracts/site';
import { jsonResponse, renderSlot } from 'site-config/jest/render-slot';
import { PageEditor } from './page-editor';

const headline = { id: 3, content_type: 'headline', slug: null, parent: 2, object_id: null, position: 0, data: { headline_level: 2, content: 'Willkommen' } };
const page = {
  id: 7,
  modules: [{ id: 2, content_type: 'container', slug: null, parent: null, object_id: null, position: 0, data: {}, layout: '100', columns: [{ classes: '', children: [headline] }] }],
} as unknown as Page;

function renderedPage() {
  document.body.innerHTML = `<main>
    <div data-module-id="2" data-module-kind="container" style="display:contents"><section>
      <div data-module-id="3" data-module-kind="headline" style="display:contents"><h2>Willkommen</h2></div>
    </section></div></main>`;
}

function serve(patch: (body: unknown) => Response) {
  const calls: { url: string; init?: RequestInit }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    if (init?.method === 'PATCH') return patch(JSON.parse(String(init.body)));
    return jsonResponse(page);
  }) as unknown as typeof fetch;
  return calls;
}

beforeEach(renderedPage);

describe('PageEditor', () => {
  it('validates, saves with CSRF, shows the alert for 4 s and undoes from the section backup', async () => {
    document.cookie = 'csrftoken=abc';
    const calls = serve((body) => jsonResponse({ ...headline, ...(body as object) }));
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

    await userEvent.click(await screen.findByRole('button', { name: 'Letzte Änderung zurücknehmen' }));
    await waitFor(() => expect(calls.filter((c) => c.init?.method === 'PATCH')).toHaveLength(2));
    expect(JSON.parse(String(calls.filter((c) => c.init?.method === 'PATCH')[1].init?.body))).toEqual({ data: { headline_level: 2, content: 'Willkommen' } });
    off();
    offUpdated();
  });

  it('opens the login modal on 401 and shows an error alert on other failures', async () => {
    let status = 401;
    serve(() => jsonResponse({ message: 'nope' }, status));
    renderSlot(<PageEditor pathname="/de/besuch" loginUrl="/de/login/?next=/de/besuch" />, { locale: 'en', query: { edit: '' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Headline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/de/login/?next=/de/besuch');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Session expired' })).getByRole('button', { name: 'Close' }));
    status = 500;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saving failed. Please try again.');
  });
});
