import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RemoteDeployAnswer, RemoteHistory, RemoteSummary } from 'shared-contracts/remote-registry';
import type { ServerContainer } from 'shared-contracts/slots';
import { publishCacheMessage } from '../../lib/cache-sync';
import { hashPassword } from '../../lib/passwords/password-hash';
import { remoteRegistry } from '../../lib/remote-registry';
import { type BuildHost, type BuildSpec, startBuildHost, writeRemoteBuild, writeShellBuild } from '../../testing/remote-builds';
import { type Client, client } from '../../testing/session';
import { type TestApp, secondApp, testApp } from '../../testing/test-app';

const EVENTS_TOKEN = 'events-pipeline-0123456789abcdef0123';
const SHOP_TOKEN = 'shop-pipeline-0123456789abcdef012345';
const DEPLOY_TOKENS = { mf_events: EVENTS_TOKEN, mf_shop: SHOP_TOKEN };
const NOW = new Date('2026-05-06T10:00:00Z');
const REPO_ROOT = path.resolve(__dirname, '../../../..');

let t: TestApp;
let host: BuildHost;
let admin: Client;
let editor: Client;

before(async () => {
  host = await startBuildHost();
  t = await testApp({ seed: false, now: NOW, appsRoot: writeShellBuild(), config: { deployTokens: DEPLOY_TOKENS } });
  for (const [username, role] of [['chefin', 'admin'], ['redakteur', 'editor']]) {
    await t.db.query("INSERT INTO users (username, email, password_hash, first_name, last_name, is_staff, role) VALUES ($1, $2, $3, '', '', true, $4)", [
      username,
      `${username}@example.org`,
      await hashPassword(`${username}-password`),
      role,
    ]);
  }
  admin = client(t.app);
  assert.equal((await admin.login('chefin', 'chefin-password')).statusCode, 200);
  editor = client(t.app);
  assert.equal((await editor.login('redakteur', 'redakteur-password')).statusCode, 200);
});
after(async () => {
  await t?.close();
  await host?.close();
});

/** Publishes a build on the second origin and answers the deploy body that names it. */
function build(folder: string, spec: BuildSpec): { manifest_url: string } {
  writeRemoteBuild(host.root, folder, spec);
  return { manifest_url: host.manifestUrl(folder) };
}

function deploy(app: FastifyInstance, name: string, body: unknown, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'PUT', url: `/api/remotes/${name}/`, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

function rollback(name: string, token: string, app: FastifyInstance = t.app): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/remotes/${name}/rollback/`, headers: { authorization: `Bearer ${token}` } });
}

async function live(app: FastifyInstance = t.app): Promise<Record<string, RemoteSummary>> {
  const res = await app.inject('/api/remotes/');
  assert.equal(res.statusCode, 200, res.body);
  return Object.fromEntries((res.json() as RemoteSummary[]).map((r) => [r.name, r]));
}

function assertDeployed(res: LightMyRequestResponse, version: string): RemoteDeployAnswer {
  assert.equal(res.statusCode, 200, res.body);
  const answer = res.json() as RemoteDeployAnswer;
  assert.equal(answer.deployment.version, version);
  assert.equal(answer.deployment.current, true);
  return answer;
}

function assertRefused(res: LightMyRequestResponse, status: number, field: string): { message: string; code?: string; problems?: string[] } {
  assert.equal(res.statusCode, status, res.body);
  const body = res.json() as { message: string; field: string; code?: string; problems?: string[] };
  assert.equal(body.field, field, body.message);
  return body;
}

async function within(ms: number, done: () => boolean): Promise<boolean> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe('GET /api/remotes/', () => {
  it('lists every remote without a version before any deploy; currentMaps() is the start-up map', async () => {
    const remotes = await live();
    assert.deepEqual(Object.keys(remotes), ['mf_content', 'mf_events', 'mf_booking', 'mf_search', 'mf_editor', 'mf_shop']);
    assert.deepEqual(remotes.mf_events, { name: 'mf_events', version: null, deployed_at: null });
    const maps = remoteRegistry(t.ctx).currentMaps();
    assert.equal(maps.browser.mf_events, '/remotes/mf-events/mf-manifest.json');
    assert.equal(maps.server.mf_events, '/remotes/mf-events/server/mf-manifest.json');
    assert.equal(maps.server.shell, '/server/mf-manifest.json');
  });
});

describe('PUT /api/remotes/{name}/', () => {
  it("goes live with the pipeline's token: currentMaps() switches, the list shows the version, listeners hear the remote", async () => {
    const heard: ServerContainer[] = [];
    const stop = remoteRegistry(t.ctx).onRemotesChanged((name) => heard.push(name));
    const body = build('mf-events-1.4.0', { name: 'mf_events', version: '1.4.0' });
    const answer = assertDeployed(await deploy(t.app, 'mf-events', body, EVENTS_TOKEN), '1.4.0');
    stop();
    assert.equal(answer.deployment.name, 'mf_events');
    assert.equal(answer.deployment.deployed_by, 'mf_events');
    assert.equal(answer.deployment.deployed_via, 'token');
    assert.equal(answer.deployment.contract_version, '1.0.0');
    assert.equal(answer.deployment.server_manifest_url, `${host.origin}/mf-events-1.4.0/server/mf-manifest.json`);
    assert.deepEqual(answer.warnings, []);

    const maps = remoteRegistry(t.ctx).currentMaps();
    assert.equal(maps.browser.mf_events, body.manifest_url);
    assert.equal(maps.server.mf_events, `${host.origin}/mf-events-1.4.0/server/mf-manifest.json`);
    assert.equal(maps.browser.mf_shop, '/remotes/mf-shop/mf-manifest.json', 'the other remotes keep the start-up map');
    assert.deepEqual(heard, ['mf_events']);

    const res = await t.app.inject('/api/remotes/');
    const events = (res.json() as RemoteSummary[]).find((r) => r.name === 'mf_events');
    assert.deepEqual(events, { name: 'mf_events', version: '1.4.0', deployed_at: NOW.toISOString() });
    assert.ok(!res.body.includes(EVENTS_TOKEN) && !res.body.includes(host.origin) && !res.body.includes('deployed_by'), 'public facts only');
  });

  it("refuses no token and an unknown one (401) and another remote's (403); an unknown remote is 404; nothing changes", async () => {
    const body = build('mf-events-9.9.9', { name: 'mf_events', version: '9.9.9' });
    assertRefused(await deploy(t.app, 'mf_events', body), 401, 'authorization');
    assertRefused(await deploy(t.app, 'mf_events', body, 'not-a-token-of-anyone-0123456789abcdef'), 401, 'authorization');
    assertRefused(await t.app.inject({ method: 'PUT', url: '/api/remotes/mf_events/', payload: body, headers: { authorization: `Basic ${EVENTS_TOKEN}` } }), 401, 'authorization');
    const other = assertRefused(await deploy(t.app, 'mf_events', body, SHOP_TOKEN), 403, 'authorization');
    assert.match(other.message, /deploys mf_shop only/);
    assertRefused(await rollback('mf_events', SHOP_TOKEN), 403, 'authorization');
    assertRefused(await deploy(t.app, 'mf_tickets', body, EVENTS_TOKEN), 404, 'remote');
    assert.equal((await live()).mf_events.version, '1.4.0');
  });

  it('answers 400 naming the field of a bad body', async () => {
    const good = build('mf-events-1.4.1', { name: 'mf_events', version: '1.4.1' });
    assertRefused(await deploy(t.app, 'mf_events', {}, EVENTS_TOKEN), 400, 'manifest_url');
    assertRefused(await deploy(t.app, 'mf_events', { manifest_url: 42 }, EVENTS_TOKEN), 400, 'manifest_url');
    assertRefused(await deploy(t.app, 'mf_events', { manifest_url: 'ftp://cdn.example.org/mf-events/mf-manifest.json' }, EVENTS_TOKEN), 400, 'manifest_url');
    assertRefused(await deploy(t.app, 'mf_events', { manifest_url: '/remotes/mf-events/mf-manifest.json' }, EVENTS_TOKEN), 400, 'manifest_url');
    assertRefused(await deploy(t.app, 'mf_events', { manifest_url: 'https://cdn.example.org/mf-events/remote.json' }, EVENTS_TOKEN), 400, 'server_manifest_url');
    assertRefused(await deploy(t.app, 'mf_events', { ...good, server_manifest_url: 'nope' }, EVENTS_TOKEN), 400, 'server_manifest_url');
    const typo = await deploy(t.app, 'mf_events', { ...good, server_manifest: good.manifest_url }, EVENTS_TOKEN);
    assert.equal(typo.statusCode, 400, 'a misspelt key is not ignored');
    assert.equal((await live()).mf_events.version, '1.4.0');
  });
});

describe('the compatibility gate', () => {
  it('refuses a singleton range the shell does not satisfy, naming it and both versions; the live build stays', async () => {
    const before = remoteRegistry(t.ctx).currentMaps();
    const body = build('mf-events-2.0.0', { name: 'mf_events', version: '2.0.0', shared: [{ name: '@tanstack/react-query', version: '6.0.0', requiredVersion: '^6.0.0' }] });
    const refused = assertRefused(await deploy(t.app, 'mf_events', body, EVENTS_TOKEN), 409, 'manifest_url');
    assert.equal(refused.code, 'incompatible');
    assert.match(refused.message, /@tanstack\/react-query: the remote needs \^6\.0\.0, the shell provides 5\.90\.2/);
    assert.equal((await live()).mf_events.version, '1.4.0');
    assert.equal(remoteRegistry(t.ctx).currentMaps(), before);
  });

  it("without the shell's build, checks against the packages installed for the shell", async () => {
    const installed = ['shell/node_modules', 'node_modules']
      .map((dir) => path.join(REPO_ROOT, dir, '@tanstack/react-query/package.json'))
      .find((file) => fs.existsSync(file))!;
    const version = (JSON.parse(fs.readFileSync(installed, 'utf8')) as { version: string }).version;
    // A shell that is installed but not built: its packages are found the way Node finds them from its folder.
    const appsRoot = t.config.appsRoot;
    const unbuilt = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-unbuilt-'));
    fs.mkdirSync(path.join(unbuilt, 'shell'));
    fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(unbuilt, 'shell', 'node_modules'));
    t.config.appsRoot = unbuilt;
    try {
      const body = build('mf-events-2.0.1', { name: 'mf_events', version: '2.0.1', shared: [{ name: '@tanstack/react-query', version: '6.0.0', requiredVersion: '^6.0.0' }] });
      const refused = assertRefused(await deploy(t.app, 'mf_events', body, EVENTS_TOKEN), 409, 'manifest_url');
      assert.ok(refused.message.includes(`@tanstack/react-query: the remote needs ^6.0.0, the shell provides ${version}`), refused.message);
      assertDeployed(await deploy(t.app, 'mf_events', build('mf-events-1.4.2', { name: 'mf_events', version: '1.4.2' }), EVENTS_TOKEN), '1.4.2');
    } finally {
      t.config.appsRoot = appsRoot;
    }
  });

  it('refuses a build of another contract major; a newer minor passes, and a build without a contract version passes with a warning', async () => {
    const old = assertRefused(await deploy(t.app, 'mf_shop', build('mf-shop-0.9', { name: 'mf_shop', version: '0.9.0', contractVersion: '0.9.0' }), SHOP_TOKEN), 409, 'manifest_url');
    assert.equal(old.code, 'incompatible');
    assert.match(old.message, /contract version: the remote is built against 0\.9\.0, the shell's contract is 1\.0\.0/);
    const ahead = assertRefused(await deploy(t.app, 'mf_shop', build('mf-shop-2.1', { name: 'mf_shop', version: '2.1.0', contractVersion: '2.1.0', contractVersionIn: 'buildInfo' }), SHOP_TOKEN), 409, 'manifest_url');
    assert.match(ahead.message, /built against 2\.1\.0/);
    assert.equal((await live()).mf_shop.version, null);

    const minor = assertDeployed(await deploy(t.app, 'mf_shop', build('mf-shop-1.3', { name: 'mf_shop', version: '1.3.0', contractVersion: '1.3.0', contractVersionIn: 'buildInfo' }), SHOP_TOKEN), '1.3.0');
    assert.equal(minor.deployment.contract_version, '1.3.0');
    const unstamped = assertDeployed(await deploy(t.app, 'mf_shop', build('mf-shop-1.2', { name: 'mf_shop', version: '1.2.0', contractVersion: null }), SHOP_TOKEN), '1.2.0');
    assert.equal(unstamped.deployment.contract_version, null);
    assert.ok(unstamped.warnings.some((w) => /the remote names no contract version/.test(w)), unstamped.warnings.join('\n'));
  });

  it('refuses a manifest that cannot be fetched or read, or that names another remote', async () => {
    const missing = assertRefused(await deploy(t.app, 'mf_events', { manifest_url: host.manifestUrl('nowhere') }, EVENTS_TOKEN), 409, 'manifest_url');
    assert.match(missing.message, /could not be fetched: it answered 404/);

    build('mf-events-broken', { name: 'mf_events', version: '1.4.3' });
    fs.writeFileSync(path.join(host.root, 'mf-events-broken', 'mf-manifest.json'), '<html>not found</html>');
    assert.match(assertRefused(await deploy(t.app, 'mf_events', { manifest_url: host.manifestUrl('mf-events-broken') }, EVENTS_TOKEN), 409, 'manifest_url').message, /is not JSON/);

    const body = build('mf-events-unversioned', { name: 'mf_events', version: '1.4.3' });
    const file = path.join(host.root, 'mf-events-unversioned', 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { metaData: { buildInfo: Record<string, unknown> } };
    delete manifest.metaData.buildInfo.buildVersion;
    fs.writeFileSync(file, JSON.stringify(manifest));
    assert.match(assertRefused(await deploy(t.app, 'mf_events', body, EVENTS_TOKEN), 409, 'manifest_url').message, /is not a federation manifest: metaData\.buildInfo\.buildVersion/);

    const mixedUp = assertRefused(await deploy(t.app, 'mf_events', build('mf-shop-as-events', { name: 'mf_shop', version: '1.4.3' }), EVENTS_TOKEN), 409, 'manifest_url');
    assert.match(mixedUp.message, /the manifest is mf_shop's \(its federation name\), not mf_events's/);
    assert.equal((await live()).mf_events.version, '1.4.2');
  });

  it('checks the Node build too: its shares against the server, and that it comes from the same build', async () => {
    const react19 = build('mf-events-node-react19', { name: 'mf_events', version: '1.5.0', nodeShared: [{ name: 'react', version: '19.1.0', requiredVersion: '^19.1.0' }] });
    const refused = assertRefused(await deploy(t.app, 'mf_events', react19, EVENTS_TOKEN), 409, 'server_manifest_url');
    const serverReact = (JSON.parse(fs.readFileSync(require.resolve('react/package.json'), 'utf8')) as { version: string }).version;
    assert.ok(refused.message.includes(`react: the remote's Node build needs ^19.1.0, the server provides ${serverReact}`), refused.message);

    const twoRuns = assertRefused(await deploy(t.app, 'mf_events', build('mf-events-two-runs', { name: 'mf_events', version: '1.5.0', nodeVersion: '1.4.9' }), EVENTS_TOKEN), 409, 'server_manifest_url');
    assert.match(twoRuns.message, /the Node build is version 1\.4\.9, the browser build 1\.5\.0/);

    const elsewhere = build('mf-events-split', { name: 'mf_events', version: '1.5.0' });
    const named = assertRefused(await deploy(t.app, 'mf_events', { ...elsewhere, server_manifest_url: host.manifestUrl('nowhere') }, EVENTS_TOKEN), 409, 'server_manifest_url');
    assert.match(named.message, /the Node build manifest .*nowhere\/mf-manifest\.json could not be fetched/);
  });

  it('gives up on a manifest that does not answer in time', async () => {
    const body = build('mf-events-slow', { name: 'mf_events', version: '1.5.1' });
    host.delay('mf-events-slow', 1_000);
    t.config.deployGateTimeoutMs = 150;
    try {
      const refused = assertRefused(await deploy(t.app, 'mf_events', body, EVENTS_TOKEN), 409, 'manifest_url');
      assert.match(refused.message, /no answer within 150 ms/);
    } finally {
      delete t.config.deployGateTimeoutMs;
    }
  });
});

describe('an admin in the back office', () => {
  const searchBuild = () => build('mf-search-3.0.0', { name: 'mf_search', version: '3.0.0', exposes: ['SearchBox', 'SearchPage'] });

  it('deploys with the session and the CSRF header; without the header 403, an editor 403, no session 401', async () => {
    const body = searchBuild();
    assert.equal((await admin.request({ method: 'PUT', url: '/api/remotes/mf_search/', payload: body, csrf: false })).statusCode, 403);
    assert.match((await editor.request({ method: 'PUT', url: '/api/remotes/mf_search/', payload: body })).json().message, /role: editor may not/);
    assertRefused(await client(t.app).request({ method: 'PUT', url: '/api/remotes/mf_search/', payload: body }), 401, 'authorization');
    const answer = assertDeployed(await admin.request({ method: 'PUT', url: '/api/remotes/mf_search/', payload: body }), '3.0.0');
    assert.equal(answer.deployment.deployed_by, 'chefin');
    assert.equal(answer.deployment.deployed_via, 'session');
  });

  it('reads the history: versions, who, when, the current one, and the last refusals of the gate', async () => {
    assert.equal((await client(t.app).get('/api/remotes/mf_events/history/')).statusCode, 401);
    assert.equal((await editor.get('/api/remotes/mf_events/history/')).statusCode, 403);
    assert.equal((await admin.get('/api/remotes/mf_tickets/history/')).statusCode, 404);
    const res = await admin.get('/api/remotes/mf-events/history/');
    assert.equal(res.statusCode, 200, res.body);
    const history = res.json() as RemoteHistory;
    assert.equal(history.name, 'mf_events');
    assert.deepEqual(
      history.deployments.map((d) => [d.version, d.deployed_by, d.current]),
      [
        ['1.4.2', 'mf_events', true],
        ['1.4.0', 'mf_events', false],
      ],
    );
    assert.equal(history.deployments[0].deployed_at, NOW.toISOString());
    assert.equal(history.rollback_to?.version, '1.4.0', 'the build a rollback would return to');
    assert.equal(history.rollback_to?.current, false);
    const refusal = history.failures.find((f) => f.manifest_url.endsWith('/mf-events-2.0.0/mf-manifest.json'));
    assert.ok(refusal, JSON.stringify(history.failures, null, 2));
    assert.match(refusal.message, /@tanstack\/react-query: the remote needs \^6\.0\.0, the shell provides 5\.90\.2/);
    assert.equal(refusal.attempted_by, 'mf_events');
    assert.equal(refusal.failed_at, NOW.toISOString());
    assert.match(history.failures[0].message, /no answer within 150 ms/, 'newest first');
  });
});

describe('POST /api/remotes/{name}/rollback/', () => {
  it('switches back to the previous deployment, skipping one rolled back before; past the first it is 409', async () => {
    const v1 = build('mf-booking-1.0.0', { name: 'mf_booking', version: '1.0.0', exposes: ['BookingWidget'] });
    const v2 = build('mf-booking-1.1.0', { name: 'mf_booking', version: '1.1.0', exposes: ['BookingWidget'] });
    const v3 = build('mf-booking-1.2.0', { name: 'mf_booking', version: '1.2.0', exposes: ['BookingWidget'] });
    const write = (url: string, payload?: object) => admin.request({ method: url.endsWith('rollback/') ? 'POST' : 'PUT', url, payload });
    const rollbackTo = async () => ((await admin.get('/api/remotes/mf_booking/history/')).json() as RemoteHistory).rollback_to?.version ?? null;
    assertRefused(await write('/api/remotes/mf_booking/rollback/'), 409, 'remote');
    assert.equal(await rollbackTo(), null, 'nothing deployed, nothing to return to');
    assertDeployed(await write('/api/remotes/mf_booking/', v1), '1.0.0');
    assert.equal(await rollbackTo(), null, 'one deployment has nothing before it');
    assertRefused(await write('/api/remotes/mf_booking/rollback/'), 409, 'remote');
    assertDeployed(await write('/api/remotes/mf_booking/', v2), '1.1.0');
    assert.equal(await rollbackTo(), '1.0.0');

    const back = assertDeployed(await write('/api/remotes/mf_booking/rollback/'), '1.0.0');
    assert.equal(back.deployment.manifest_url, v1.manifest_url);
    assert.equal(remoteRegistry(t.ctx).currentMaps().browser.mf_booking, v1.manifest_url);
    assert.equal((await live()).mf_booking.version, '1.0.0');
    const history = (await admin.get('/api/remotes/mf_booking/history/')).json() as RemoteHistory;
    assert.deepEqual(
      history.deployments.map((d) => [d.version, d.current, d.rolled_back_by]),
      [
        ['1.1.0', false, 'chefin'],
        ['1.0.0', true, null],
      ],
    );

    assertDeployed(await write('/api/remotes/mf_booking/', v3), '1.2.0');
    assert.equal(await rollbackTo(), '1.0.0', 'the rolled-back 1.1.0 is skipped, as the rollback skips it');
    assertDeployed(await write('/api/remotes/mf_booking/rollback/'), '1.0.0');
    assert.equal(await rollbackTo(), null);
    const none = assertRefused(await write('/api/remotes/mf_booking/rollback/'), 409, 'remote');
    assert.equal(none.code, 'no_previous_deployment');
    assert.equal(remoteRegistry(t.ctx).currentMaps().browser.mf_booking, v1.manifest_url);
  });

  it("a pipeline rolls its own remote back with its token; the earlier build passes the gate again", async () => {
    const current = (await live()).mf_events.version;
    assertDeployed(await deploy(t.app, 'mf_events', build('mf-events-1.6.0', { name: 'mf_events', version: '1.6.0' }), EVENTS_TOKEN), '1.6.0');
    assertDeployed(await rollback('mf-events', EVENTS_TOKEN), current!);

    assertDeployed(await deploy(t.app, 'mf_events', build('mf-events-1.6.1', { name: 'mf_events', version: '1.6.1' }), EVENTS_TOKEN), '1.6.1');
    fs.rmSync(path.join(host.root, 'mf-events-1.4.2'), { recursive: true });
    const gone = assertRefused(await rollback('mf_events', EVENTS_TOKEN), 409, 'manifest_url');
    assert.match(gone.message, /mf-events-1\.4\.2\/mf-manifest\.json could not be fetched/);
    assert.equal((await live()).mf_events.version, '1.6.1', 'a rollback to a build that is gone changes nothing');
  });
});

describe('two deploys of one remote at once', () => {
  it('refuses the second with 409 while the first is checked, across instances', async () => {
    const other = await secondApp(t, { deployTokens: DEPLOY_TOKENS, appsRoot: t.config.appsRoot });
    try {
      const first = build('mf-shop-4.0.0', { name: 'mf_shop', version: '4.0.0' });
      const second = build('mf-shop-4.0.1', { name: 'mf_shop', version: '4.0.1' });
      host.delay('mf-shop-4.0.0', 300);
      const arrived = host.nextRequest('mf-shop-4.0.0');
      const pending = deploy(t.app, 'mf_shop', first, SHOP_TOKEN);
      await arrived;
      const refused = assertRefused(await deploy(other.app, 'mf_shop', second, SHOP_TOKEN), 409, 'remote');
      assert.equal(refused.code, 'deploy_in_progress');
      assert.match(refused.message, /a deploy or rollback of mf_shop is in progress \(started by mf_shop at /);
      assertDeployed(await pending, '4.0.0');

      // Both at once: exactly one takes the lock.
      const a = build('mf-shop-4.1.0', { name: 'mf_shop', version: '4.1.0' });
      const b = build('mf-shop-4.1.1', { name: 'mf_shop', version: '4.1.1' });
      host.delay('mf-shop-4.1.0', 300);
      host.delay('mf-shop-4.1.1', 300);
      const answers = await Promise.all([deploy(t.app, 'mf_shop', a, SHOP_TOKEN), deploy(other.app, 'mf_shop', b, SHOP_TOKEN)]);
      assert.deepEqual(answers.map((r) => r.statusCode).sort(), [200, 409], answers.map((r) => r.body).join('\n'));
      const winner = (answers.find((r) => r.statusCode === 200)!.json() as RemoteDeployAnswer).deployment.version;
      const current = await t.db.query<{ version: string }>("SELECT version FROM remote_deployments WHERE remote = 'mf_shop' AND is_current");
      assert.deepEqual(current, [{ version: winner }]);
      assert.deepEqual(await t.db.query("SELECT remote FROM remote_deploy_locks WHERE remote = 'mf_shop'"), [], 'the lock is released');
      assertDeployed(await deploy(other.app, 'mf_shop', build('mf-shop-4.2.0', { name: 'mf_shop', version: '4.2.0' }), SHOP_TOKEN), '4.2.0');
    } finally {
      await other.close();
    }
  });
});

describe('several instances on one database', () => {
  it(`a switch on one instance reaches another within 2 s (${process.env.TEST_DATABASE_URL ? 'PostgreSQL NOTIFY' : 'PGlite: the message handler in this process'})`, async () => {
    const other = await secondApp(t, { deployTokens: DEPLOY_TOKENS, appsRoot: t.config.appsRoot });
    try {
      const heard: ServerContainer[] = [];
      remoteRegistry(other.ctx).onRemotesChanged((name) => heard.push(name));
      const body = build('mf-events-1.7.0', { name: 'mf_events', version: '1.7.0' });
      assert.notEqual(remoteRegistry(other.ctx).currentMaps().browser.mf_events, body.manifest_url);
      assertDeployed(await deploy(t.app, 'mf_events', body, EVENTS_TOKEN), '1.7.0');
      assert.ok(await within(2_000, () => remoteRegistry(other.ctx).currentMaps().browser.mf_events === body.manifest_url), 'the other instance switched');
      assert.equal(remoteRegistry(other.ctx).currentMaps().server.mf_events, `${host.origin}/mf-events-1.7.0/server/mf-manifest.json`);
      assert.deepEqual(heard, ['mf_events']);
      assert.equal((await live(other.app)).mf_events.version, '1.7.0');

      // And back, from the other instance.
      assertDeployed(await rollback('mf_events', EVENTS_TOKEN, other.app), '1.6.1');
      assert.ok(await within(2_000, () => remoteRegistry(t.ctx).currentMaps().browser.mf_events === host.manifestUrl('mf-events-1.6.1')), 'the first instance switched back');
    } finally {
      await other.close();
    }
  });

  it('reads the database again when a change message arrives, whoever made the change', async () => {
    // Another process switched mf_shop in the database; this instance only hears that something changed.
    await t.db.query("UPDATE remote_deployments SET is_current = false WHERE remote = 'mf_shop' AND is_current");
    await t.db.query("UPDATE remote_deployments SET is_current = true WHERE id = (SELECT id FROM remote_deployments WHERE remote = 'mf_shop' AND version = '4.0.0')");
    if (t.db.kind === 'postgres') await t.db.notify('site_cache_invalidation', JSON.stringify({ from: 'another-process', message: { kind: 'remotes' } }));
    else publishCacheMessage(t.db, { kind: 'remotes' });
    assert.ok(await within(2_000, () => remoteRegistry(t.ctx).currentMaps().browser.mf_shop === host.manifestUrl('mf-shop-4.0.0')));
    assert.equal((await live()).mf_shop.version, '4.0.0');
  });
});
