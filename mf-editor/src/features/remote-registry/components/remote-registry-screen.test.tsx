import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteDeployFailure, RemoteDeployment, RemoteHistory, RemoteSummary } from 'shared-contracts/remote-registry';
import { REMOTES, type RemoteName } from 'shared-contracts/slots';
import { type RouteHandler, mockFetch, renderSlot } from 'site-config/jest/render-slot';
import { editorUser } from '../../../testing/fixtures';
import { RemoteRegistryScreen } from './remote-registry-screen';

const adminUser = { ...editorUser, username: 'chefin', role: 'admin' as const };
const CDN = 'https://cdn.example.org/remotes';

function deployment(id: number, version: string, at: string, more: Partial<RemoteDeployment> = {}): RemoteDeployment {
  return {
    id,
    name: 'mf_events',
    version,
    contract_version: '1.0.0',
    manifest_url: `${CDN}/mf-events/${version}/mf-manifest.json`,
    server_manifest_url: `${CDN}/mf-events/${version}/server/mf-manifest.json`,
    deployed_by: 'mf_events',
    deployed_via: 'token',
    deployed_at: at,
    current: false,
    rolled_back_by: null,
    rolled_back_at: null,
    ...more,
  };
}

const refusal: RemoteDeployFailure = {
  manifest_url: `${CDN}/mf-events/2.0.0/mf-manifest.json`,
  message: '@tanstack/react-query: the remote needs ^6.0.0, the shell provides 5.90.2',
  attempted_by: 'mf_events',
  failed_at: '2026-05-05T16:45:00Z',
};

type Answer = { status: number; body: unknown };

/**
 * A small registry: mf_events has three deployments (1.4.1 rolled back), the others run their start-up build. A
 * rollback switches mf_events back to 1.4.0 unless the test answers it otherwise; a deploy answers `deployAnswer`.
 */
function registry(answers: { rollback?: Answer; deploy?: (body: unknown) => Answer } = {}) {
  let events: RemoteDeployment[] = [
    deployment(3, '1.4.2', '2026-05-06T10:00:00Z', { current: true }),
    deployment(2, '1.4.1', '2026-05-04T08:00:00Z', { rolled_back_by: 'chefin', rolled_back_at: '2026-05-04T09:30:00Z', deployed_by: 'chefin', deployed_via: 'session' }),
    deployment(1, '1.4.0', '2026-05-01T07:00:00Z'),
  ];
  const current = () => events.find((d) => d.current) ?? null;
  const summaries = (): RemoteSummary[] =>
    (Object.keys(REMOTES) as RemoteName[]).map((name) => (name === 'mf_events' ? { name, version: current()!.version, deployed_at: current()!.deployed_at } : { name, version: null, deployed_at: null }));
  const history = (name: RemoteName): RemoteHistory =>
    name === 'mf_events'
      ? { name, deployments: events, failures: [refusal], rollback_to: events.find((d) => !d.current && !d.rolled_back_at && d.id < current()!.id) ?? null }
      : { name, deployments: [], failures: [], rollback_to: null };
  const route: RouteHandler = (url, init) => {
    const [, name, rest] = /\/api\/remotes\/(?:([a-z_]+)\/)?(.*)$/.exec(url)!;
    if (init?.method === 'POST' && rest === 'rollback/') {
      if (answers.rollback) return answers.rollback;
      const from = current()!;
      events = events.map((d) => (d.id === from.id ? { ...d, current: false, rolled_back_by: 'chefin', rolled_back_at: '2026-05-06T11:00:00Z' } : d.id === 1 ? { ...d, current: true } : d));
      return { status: 200, body: { deployment: current(), warnings: [] } };
    }
    if (init?.method === 'PUT') return answers.deploy!(JSON.parse(String(init.body)));
    if (!name) return { status: 200, body: summaries() };
    return { status: 200, body: history(name as RemoteName) };
  };
  return mockFetch({ '/api/remotes/': route });
}

const events = () => screen.findByRole('region', { name: 'Veranstaltungen (mf-events)' });
const calls = (fetchMock: jest.Mock, method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

beforeEach(() => {
  document.cookie = 'csrftoken=abc';
});

describe('RemoteRegistryScreen', () => {
  it('shows each remote’s version and since when, its history and the gate’s latest refusals, in Berlin time', async () => {
    registry();
    renderSlot(<RemoteRegistryScreen user={adminUser} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Website-Teile und Versionen' })).toBeInTheDocument();
    const card = await events();
    expect(within(card).getByText('Läuft mit Version 1.4.2 seit 6. Mai 2026, 12:00 Uhr.')).toBeInTheDocument();

    const history = await within(card).findByRole('table', { name: 'Verlauf: Veranstaltungen' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['1.4.2', '1.4.1', '1.4.0']);
    expect(within(rows[0]).getByRole('cell', { name: 'läuft jetzt' })).toBeInTheDocument();
    expect(within(rows[0]).getByRole('cell', { name: 'mf_events (Pipeline)' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('cell', { name: 'zurückgerollt von chefin am 4. Mai 2026, 11:30 Uhr' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('cell', { name: 'chefin (von Hand)' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('cell', { name: `${CDN}/mf-events/1.4.0/mf-manifest.json` })).toBeInTheDocument();

    const failures = within(card).getByRole('table', { name: 'Von der Prüfung abgelehnt: Veranstaltungen' });
    expect(within(failures).getByRole('cell', { name: '5. Mai 2026, 18:45 Uhr' })).toBeInTheDocument();
    expect(within(failures).getByRole('cell', { name: refusal.manifest_url })).toBeInTheDocument();
    expect(within(failures).getByRole('cell', { name: refusal.message })).toBeInTheDocument();

    // A remote on its start-up build says so and has nothing to roll back.
    const shop = screen.getByRole('region', { name: 'Ticketshop (mf-shop)' });
    expect(within(shop).getByText(/mit dem der Server gestartet wurde/)).toBeInTheDocument();
    expect(await within(shop).findByText('Noch keine Auslieferung.')).toBeInTheDocument();
    expect(within(shop).queryByRole('button', { name: /zurückrollen/ })).toBeNull();
  });

  it('rolls back after a confirmation that names both builds, with the CSRF header, then shows the new current version', async () => {
    const fetchMock = registry();
    renderSlot(<RemoteRegistryScreen user={adminUser} />);
    const card = await events();
    const button = await within(card).findByRole('button', { name: 'Veranstaltungen zurückrollen' });

    // Asking is not doing: cancel leaves everything as it was and gives the focus back.
    await userEvent.click(button);
    await userEvent.click(within(card).getByRole('button', { name: 'Abbrechen' }));
    expect(calls(fetchMock, 'POST')).toEqual([]);
    expect(within(card).getByRole('button', { name: 'Veranstaltungen zurückrollen' })).toHaveFocus();

    await userEvent.click(within(card).getByRole('button', { name: 'Veranstaltungen zurückrollen' }));
    const question = within(card).getByRole('group', { name: /von Version 1\.4\.2 auf Version 1\.4\.0 zurückrollen \(ausgeliefert am 1\. Mai 2026, 09:00 Uhr\)/ });
    expect(calls(fetchMock, 'POST')).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Ja, auf 1.4.0 zurückrollen' }));

    expect(await within(card).findByRole('status')).toHaveTextContent('Veranstaltungen läuft jetzt mit Version 1.4.0.');
    const [post] = calls(fetchMock, 'POST');
    expect(String(post[0])).toBe('/api/remotes/mf_events/rollback/');
    expect(post[1]).toMatchObject({ credentials: 'include', headers: expect.objectContaining({ 'X-CSRFToken': 'abc' }) });
    expect(within(card).getByText('Läuft mit Version 1.4.0 seit 1. Mai 2026, 09:00 Uhr.')).toBeInTheDocument();
    const rows = within(within(card).getByRole('table', { name: 'Verlauf: Veranstaltungen' })).getAllByRole('row');
    expect(within(rows[1]).getByRole('cell', { name: /zurückgerollt von chefin/ })).toBeInTheDocument();
    expect(within(rows[3]).getByRole('cell', { name: 'läuft jetzt' })).toBeInTheDocument();
    // 1.4.0 has nothing before it, so there is no second rollback to offer.
    expect(within(card).queryByRole('button', { name: 'Veranstaltungen zurückrollen' })).toBeNull();
    expect(within(card).getByText('Es gibt keinen früheren Stand, zu dem zurückgerollt werden könnte.')).toBeInTheDocument();
  });

  it('shows the server’s message when the rollback is refused with 409, and keeps the current version', async () => {
    const message = `manifest_url: the manifest ${CDN}/mf-events/1.4.0/mf-manifest.json could not be fetched: it answered 404`;
    registry({ rollback: { status: 409, body: { message, field: 'manifest_url', code: 'incompatible', problems: [message.replace(/^manifest_url: /, '')] } } });
    renderSlot(<RemoteRegistryScreen user={adminUser} />);
    const card = await events();
    await userEvent.click(await within(card).findByRole('button', { name: 'Veranstaltungen zurückrollen' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Ja, auf 1.4.0 zurückrollen' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Nicht zurückgerollt. Die Verträglichkeitsprüfung hat diesen Stand abgelehnt; es läuft weiter der bisherige.');
    expect(alert).toHaveTextContent(`Meldung des Servers: ${message}`);
    expect(within(card).getByText('Läuft mit Version 1.4.2 seit 6. Mai 2026, 12:00 Uhr.')).toBeInTheDocument();
  });

  it('says in English when another deploy of the remote is running', async () => {
    const message = 'remote: a deploy or rollback of mf_events is in progress (started by mf_events at 2026-05-06T10:59:58.000Z)';
    registry({ rollback: { status: 409, body: { message, field: 'remote', code: 'deploy_in_progress' } } });
    renderSlot(<RemoteRegistryScreen user={adminUser} />, { locale: 'en' });
    const card = await screen.findByRole('region', { name: 'Events (mf-events)' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Roll back Events' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Yes, roll back to 1.4.0' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Not rolled back. This part is being deployed or rolled back right now. Please try again in a moment.');
    expect(alert).toHaveTextContent(`The server says: ${message}`);
  });

  it('deploys a manifest URL by hand with the CSRF header; a refusal marks the field it names', async () => {
    let answer: Answer = { status: 400, body: { message: 'server_manifest_url: must be an absolute http(s) URL', field: 'server_manifest_url' } };
    const fetchMock = registry({ deploy: () => answer });
    renderSlot(<RemoteRegistryScreen user={adminUser} />);
    const form = await screen.findByRole('form', { name: 'Version von Hand ausliefern' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Teil der Website' }), 'mf_search');
    const manifest = within(form).getByRole('textbox', { name: 'Adresse des Manifests (mf-manifest.json)' });
    const serverManifest = within(form).getByRole('textbox', { name: 'Adresse des Node-Manifests (freiwillig)' });
    await userEvent.type(manifest, `${CDN}/mf-search/3.0.0/remote.json`);
    await userEvent.type(serverManifest, `${CDN}/mf-search/3.0.0/node.json `);
    await userEvent.click(within(form).getByRole('button', { name: 'Ausliefern' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nicht ausgeliefert.')).toBeInTheDocument();
    expect(within(alert).getByText('Meldung des Servers: server_manifest_url: must be an absolute http(s) URL')).toBeInTheDocument();
    expect(serverManifest).toHaveAttribute('aria-invalid', 'true');
    expect(manifest).not.toHaveAttribute('aria-invalid');

    answer = { status: 200, body: { deployment: { ...deployment(9, '3.0.0', '2026-05-06T11:00:00Z'), name: 'mf_search', current: true }, warnings: ['the remote names no contract version'] } };
    await userEvent.clear(serverManifest);
    await userEvent.click(within(form).getByRole('button', { name: 'Ausliefern' }));
    expect(await screen.findByText('Suche läuft jetzt mit Version 3.0.0. Hinweise der Prüfung: the remote names no contract version')).toHaveAttribute('role', 'status');
    const puts = calls(fetchMock, 'PUT');
    expect(puts.map(([url]) => String(url))).toEqual(['/api/remotes/mf_search/', '/api/remotes/mf_search/']);
    expect(JSON.parse(String(puts[0][1]!.body))).toEqual({ manifest_url: `${CDN}/mf-search/3.0.0/remote.json`, server_manifest_url: `${CDN}/mf-search/3.0.0/node.json` });
    // An empty Node manifest is left out, so the server looks beside the browser manifest.
    expect(JSON.parse(String(puts[1][1]!.body))).toEqual({ manifest_url: `${CDN}/mf-search/3.0.0/remote.json` });
    expect((puts[1][1]!.headers as Record<string, string>)['X-CSRFToken']).toBe('abc');
    expect(manifest).toHaveValue('');
  });

  it('is no screen for the editor role: a sentence instead, and no call to the registry', async () => {
    const fetchMock = registry();
    renderSlot(<RemoteRegistryScreen user={editorUser} />, { locale: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('This page is for administrators only.');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute('href', '/en/cms-hub'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
