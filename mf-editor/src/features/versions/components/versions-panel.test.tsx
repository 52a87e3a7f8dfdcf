import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderSlot } from 'site-config/jest/render-slot';
import { PageEditor } from '../../page-editing/components/page-editor';

const versions = [
  { version_id: 12, created_at: '2026-07-01T08:05:00Z', note: 'update module 3', created_by: 'editor' },
  { version_id: 9, created_at: '2026-01-15T17:30:00Z', note: 'create headline', created_by: 'erika' },
];

it('lists the versions, opens one by address and restores an older one with a save alert', async () => {
  document.body.innerHTML = '';
  const calls: { method: string; url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.endsWith('/versions/')) return jsonResponse(versions);
    if (url.endsWith('/restore/')) return jsonResponse({ id: 7, modules: [] });
    return jsonResponse({ id: 7, modules: [] });
  }) as unknown as typeof fetch;
  const { navigate } = renderSlot(<PageEditor pathname="/de/besuch" loginUrl="/de/login/" />, { query: { edit: '' } });
  await userEvent.click(await screen.findByRole('button', { name: 'Versionen' }));
  const panel = screen.getByRole('complementary', { name: 'Versionen der Seite' });
  expect(await within(panel).findByText('Version 12 · 01.07.2026, 10:05 · editor')).toBeInTheDocument();
  expect(within(panel).getByText('Das ist die aktuelle Version.')).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Version 12 wiederherstellen' })).not.toBeInTheDocument();

  await userEvent.click(within(panel).getByRole('link', { name: 'Version 9 ansehen' }));
  expect(navigate).toHaveBeenCalledWith('/de/besuch?v=9');

  await userEvent.click(within(panel).getByRole('button', { name: 'Version 9 wiederherstellen' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Version wiederhergestellt.'));
  expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', url: '/de/pageeditor-api/pages/7/restore/', body: { version_id: 9 } });
});
