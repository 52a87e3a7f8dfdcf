import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { PageEditor } from '../../page-editing/components/page-editor';

const versions = [
  { version_id: 12, created_at: '2026-07-01T08:05:00Z', note: 'update module 3', created_by: 'Eda Editor', change: { action: 'update', kind: 'headline', detail: null } },
  { version_id: 10, created_at: '2026-03-02T09:00:00Z', note: 'publish: Neue Öffnungszeiten', created_by: 'Lea Lektorin', change: { action: 'publish', kind: null, detail: 'Neue Öffnungszeiten' } },
  { version_id: 9, created_at: '2026-01-15T17:30:00Z', note: 'create headline', created_by: 'Erika Muster', change: { action: 'create', kind: 'headline', detail: null } },
];

it('lists the versions, opens one by address and restores an older one with a save alert', async () => {
  document.body.innerHTML = '';
  const calls: { method: string; url: string; body: unknown }[] = [];
  mockFetch({
    '/pageeditor-api/': (url, init) => {
      calls.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : null });
      return { status: 200, body: url.endsWith('/versions/') ? versions : { id: 7, modules: [] } };
    },
  });
  const { navigate } = renderSlot(<PageEditor pathname="/de/besuch" loginUrl="/de/login/" />, { query: { edit: '' } });
  await userEvent.click(await screen.findByRole('button', { name: 'Versionen' }));
  const panel = screen.getByRole('complementary', { name: 'Versionen der Seite' });
  expect(await within(panel).findByText('Version 12 · 01.07.2026, 10:05 · Eda Editor')).toBeInTheDocument();
  // Each version says what it changed in words, with the publish note, never a module id.
  const items = within(panel).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Überschrift geändert · Das ist die aktuelle Version.');
  expect(items[1]).toHaveTextContent('Veröffentlicht: „Neue Öffnungszeiten“');
  expect(items[2]).toHaveTextContent('Überschrift hinzugefügt');
  expect(panel).not.toHaveTextContent('update module');
  expect(within(panel).queryByRole('button', { name: 'Version 12 wiederherstellen' })).not.toBeInTheDocument();

  await userEvent.click(within(panel).getByRole('link', { name: 'Version 9 ansehen' }));
  expect(navigate).toHaveBeenCalledWith('/de/besuch?v=9');

  await userEvent.click(within(panel).getByRole('button', { name: 'Version 9 wiederherstellen' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Version als Entwurf wiederhergestellt.'));
  expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', url: '/de/pageeditor-api/pages/7/restore/', body: { version_id: 9 } });
});

it('compares an older version with the current state module by module, in English too', async () => {
  document.body.innerHTML = '';
  const headline = (content: string) => ({ id: 3, content_type: 'headline', slug: null, parent: 2, object_id: null, position: 0, data: { headline_level: 2, content } });
  const section = (children: unknown[]) => ({ id: 2, content_type: 'container', slug: null, parent: null, object_id: null, position: 0, data: {}, layout: '50-50', columns: [{ classes: '', children }, { classes: '', children: [] }] });
  const current = { id: 7, title: 'Besuch', headline: 'Besuch', modules: [section([headline('Neu'), { id: 5, content_type: 'text', slug: null, parent: 2, object_id: null, position: 1, data: { content: '<p>Hinzu</p>' } }])] };
  const older = { id: 7, title: 'Besuch', headline: 'Besuch', modules: [section([headline('Alt')]), { id: 8, content_type: 'quote', slug: null, parent: null, object_id: null, position: 1, data: { content: 'Weg' } }] };
  // The page itself under any other address.
  mockFetch({ '/': current, '/versions/': versions, 'version_id=9': older });
  renderSlot(<PageEditor pathname="/en/visit" loginUrl="/en/login/" />, { locale: 'en', query: { edit: '' } });
  await userEvent.click(await screen.findByRole('button', { name: 'Versions' }));
  const panel = screen.getByRole('complementary', { name: 'Page versions' });
  expect(within(panel).getByText(/Restoring makes a version the draft/)).toBeInTheDocument();
  await userEvent.click(await within(panel).findByRole('button', { name: 'Compare version 9 with the current state' }));
  const compare = await within(panel).findByRole('region', { name: 'Version 9 → current state' });
  const items = await within(compare).findAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual([
    'Changed Headline “Neu”ContentAlt → Neu',
    'Added Text “Hinzu”',
    'Removed Quote “Weg”',
  ]);
  expect(within(compare).getByText('Alt').tagName).toBe('DEL');
  expect(within(compare).getByText('Neu', { selector: 'ins' })).toBeInTheDocument();
});
