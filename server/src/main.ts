import path from 'node:path';
import { REMOTES, SHELL_SERVER, type RemoteMap, type RemoteName, type ServerContainer, type ServerRemoteMap, defaultRemoteMap, serverManifestUrl } from 'shared-contracts/slots';
import { buildApp } from './app';
import { type ServerEnv, readServerEnv } from './lib/server-env';
import { systemClock } from './context';
import { migrate } from './db/migrate';
import { DataDirLockedError, openDatabase, scheduleVacuum } from './db/open';
import { setMediaRoot } from './seed/images';
import { keepDemoDatesCurrent } from './seed/demo-dates';
import { seedDemoContent } from './seed/seed';
import { seedEmptySite } from './seed/site/empty-site';
import { type TrustProxy, trustProxyFromEnv } from './lib/trust-proxy';
import { trustedOriginsFromEnv } from './features/auth/request-origin';
import { type DeployTokens, deployTokensFromEnv } from './features/remote-registry/deploy-tokens';

export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface RuntimeConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  appsRoot: string;
  remoteMap: RemoteMap;
  /** Federation name → manifest URL of the remote's Node build, for rendering on the server. */
  serverRemoteMap: ServerRemoteMap;
  secureCookies: boolean;
  trustProxy: TrustProxy;
  trustedOrigins: string[];
  mail: { smtpUrl?: string; outboxDir: string; siteUrl?: string };
  /** How long a shutdown waits for open requests before the process stops anyway. */
  shutdownTimeoutMs: number;
  /** DOCUMENT_CACHE_MS: how long anonymous documents are kept; 0 turns that cache off. */
  documentCacheMs?: number;
  /** SERVER_RENDER=0 turns rendering pages on the server off. */
  serverRender: boolean;
  /** SLOT_BUDGET_MS: one slot's server render budget. */
  slotBudgetMs?: number;
  /** RENDER_CONCURRENCY: how many pages are rendered at once (default: the number of cores). */
  renderConcurrency?: number;
  /** TICKET_SIGNING_KEY: the key that signs tickets' QR codes; without it a random key is kept in the database. */
  ticketSigningKey?: string;
  /** DOCUMENT_S_MAXAGE / DOCUMENT_STALE_SECONDS: how long a shared cache keeps an anonymous page, and serves it stale. */
  sharedMaxAgeSeconds?: number;
  sharedStaleSeconds?: number;
  /** PURGE_URL: the CDN's or proxy's purge-by-surrogate-key endpoint, called after every change pages show. */
  purgeUrl?: string;
  /** SITE_INDEXABLE=1: search engines may index this instance. */
  indexable: boolean;
  /** DEPLOY_TOKENS: each remote's pipeline token for the deploy API (`mf_events=<token>,mf_shop=<token>`). */
  deployTokens: DeployTokens;
  /** PREVIEW_TOKENS: per remote, the token its QA previews candidates with (`mf_events=<token>,…`, as DEPLOY_TOKENS). */
  previewTokens: DeployTokens;
}

/** Advisory lock key for seeding and the demo date shift (any number no other code uses). */
const SEED_LOCK = 7240012;

/**
 * The remote map: REMOTES (a JSON object, federation name → manifest URL) overrides per name, then
 * REMOTE_MF_EVENTS_URL-style variables per remote, then the local builds under /remotes/<folder>/.
 */
export function remoteMapFromEnv(env: NodeJS.ProcessEnv): RemoteMap {
  const map = { ...defaultRemoteMap() };
  const e = readServerEnv(env) as ServerEnv & Record<string, string | undefined>;
  for (const name of Object.keys(REMOTES) as RemoteName[]) {
    const value = e[`REMOTE_${name.toUpperCase()}_URL`];
    if (value) map[name] = value;
  }
  if (e.REMOTES) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(e.REMOTES);
    } catch {
      throw new Error('REMOTES must be a JSON object: {"mf_events": "https://…/mf-manifest.json", …}');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('REMOTES must be a JSON object');
    for (const [name, url] of Object.entries(parsed)) {
      if (!(name in REMOTES)) throw new Error(`REMOTES: unknown remote ${name} (known: ${Object.keys(REMOTES).join(', ')})`);
      if (typeof url !== 'string' || !url) throw new Error(`REMOTES: ${name} needs a manifest URL`);
      map[name as RemoteName] = url;
    }
  }
  return map;
}

/**
 * Where the server loads each remote's Node build: SERVER_REMOTES (JSON, like REMOTES), then
 * REMOTE_MF_EVENTS_SERVER_URL-style variables, else the `server/` folder beside the remote's browser manifest, so a
 * remote moved with REMOTE_MF_EVENTS_URL brings its Node build along.
 */
export function serverRemoteMapFromEnv(env: NodeJS.ProcessEnv, browser: RemoteMap = remoteMapFromEnv(env)): ServerRemoteMap {
  const map = { ...Object.fromEntries((Object.keys(REMOTES) as RemoteName[]).map((name) => [name, serverManifestUrl(browser[name])])), [SHELL_SERVER.name]: SHELL_SERVER.manifest } as ServerRemoteMap;
  const e = readServerEnv(env) as ServerEnv & Record<string, string | undefined>;
  for (const name of Object.keys(REMOTES) as RemoteName[]) {
    const value = e[`REMOTE_${name.toUpperCase()}_SERVER_URL`];
    if (value) map[name] = value;
  }
  if (e.SERVER_REMOTES) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(e.SERVER_REMOTES);
    } catch {
      throw new Error('SERVER_REMOTES must be a JSON object: {"mf_events": "https://…/server/mf-manifest.json", …}');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('SERVER_REMOTES must be a JSON object');
    for (const [name, url] of Object.entries(parsed)) {
      if (!(name in map)) throw new Error(`SERVER_REMOTES: unknown remote ${name} (known: ${Object.keys(map).join(', ')})`);
      if (typeof url !== 'string' || !url) throw new Error(`SERVER_REMOTES: ${name} needs a manifest URL`);
      map[name as ServerContainer] = url;
    }
  }
  return map;
}

/** A short key would make forged tickets guessable, so it is refused at start rather than used. */
function ticketSigningKeyOf(value: string | undefined): string | undefined {
  if (value && value.length < 32) throw new Error('TICKET_SIGNING_KEY must be at least 32 characters');
  return value;
}

/** What the server runs with, from the environment (each variable, its default and its meaning: `lib/server-env.ts`). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const e = readServerEnv(env);
  if (e.PORT > 65535) throw new Error(`PORT must be a port number, got ${e.PORT}`);
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appsRoot: path.resolve(REPO_ROOT, e.APPS_ROOT),
    remoteMap: remoteMapFromEnv(env),
    serverRemoteMap: serverRemoteMapFromEnv(env),
    secureCookies: e.SECURE_COOKIES,
    trustProxy: trustProxyFromEnv(e.TRUST_PROXY),
    trustedOrigins: trustedOriginsFromEnv(e.TRUSTED_ORIGINS),
    mail: { smtpUrl: e.SMTP_URL, siteUrl: e.SITE_URL?.replace(/\/+$/, '') || undefined, outboxDir: path.join(dataDir, 'outbox') },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    documentCacheMs: e.DOCUMENT_CACHE_MS,
    serverRender: e.SERVER_RENDER,
    slotBudgetMs: e.SLOT_BUDGET_MS,
    renderConcurrency: e.RENDER_CONCURRENCY,
    ticketSigningKey: ticketSigningKeyOf(e.TICKET_SIGNING_KEY),
    sharedMaxAgeSeconds: e.DOCUMENT_S_MAXAGE,
    sharedStaleSeconds: e.DOCUMENT_STALE_SECONDS,
    purgeUrl: e.PURGE_URL,
    indexable: e.SITE_INDEXABLE,
    deployTokens: deployTokensFromEnv(e.DEPLOY_TOKENS),
    previewTokens: deployTokensFromEnv(e.PREVIEW_TOKENS, 'PREVIEW_TOKENS'),
  };
}

async function main(): Promise<void> {
  const config = configFromEnv();
  const log = (message: string) => console.log(`[server] ${message}`);
  setMediaRoot(path.join(config.dataDir, 'media'));

  let database;
  try {
    database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      log,
      // A PGlite worker that crashes again and again is not helped by a further restart in this process: end it with a
      // failure code, so the process manager starts a fresh one (the data folder lock is taken over at once).
      onGiveUp: (reason) => {
        console.error(`[server] ${reason}; exiting`);
        process.exit(1);
      },
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`[server] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { db } = database;
  log(config.databaseUrl ? 'database: PostgreSQL (DATABASE_URL)' : `database: PGlite in a worker thread, data in ${config.dataDir}`);
  const applied = await migrate(db);
  if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
  // Several instances may start together on one PostgreSQL: one seeds and moves the dates, the others then find
  // nothing to do.
  const demo = demoDataFromEnv(process.env);
  await db.exclusive(SEED_LOCK, async () => {
    if (!demo) return seedEmptySite(db);
    if (await seedDemoContent(db, systemClock)) log('demo content seeded');
    const shifted = await keepDemoDatesCurrent(db, systemClock);
    if (shifted) log(`demo dates moved ${shifted} day(s) forward (the seed had aged)`);
  });
  const vacuum = scheduleVacuum(db, log);
  await vacuum.first;

  const app = await buildApp({ db, clock: systemClock, config: { appsRoot: config.appsRoot, remoteMap: config.remoteMap, secureCookies: config.secureCookies, trustProxy: config.trustProxy, trustedOrigins: config.trustedOrigins, uploadsDir: path.join(config.dataDir, 'uploads'), mail: config.mail, documentCacheMs: config.documentCacheMs, serverRemoteMap: config.serverRemoteMap, serverRender: config.serverRender, slotBudgetMs: config.slotBudgetMs, renderConcurrency: config.renderConcurrency, ticketSigningKey: config.ticketSigningKey, warmRemotes: config.serverRender, sharedMaxAgeSeconds: config.sharedMaxAgeSeconds, sharedStaleSeconds: config.sharedStaleSeconds, purgeUrl: config.purgeUrl, indexable: config.indexable, deployTokens: config.deployTokens, previewTokens: config.previewTokens } }, { logger: { level: readServerEnv().LOG ? 'info' : 'warn' } });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Server listening on http://localhost:${port}`);
  if (demo) console.log('Demo staff accounts: admin / admin, editor / editor, lektorin / lektorin (a second editor), kasse / kasse (box office)');
  else console.log('No demo data (DEMO_DATA=0): create the first admin with `npm run create-admin -w server -- <username>`');

  // A failed promise nobody awaited (a background purge, a lost notification connection) is logged; it must not end
  // a process that is serving visitors.
  process.on('unhandledRejection', (reason) => console.error('[server] unhandled rejection:', reason));

  let stopping = false;
  let appClosed = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down (finishing open requests, then closing the database)`);
    const force = setTimeout(() => {
      console.error(`[server] requests still open after ${config.shutdownTimeoutMs} ms: stopping anyway (open: ${process.getActiveResourcesInfo().join(', ')}; app closed: ${appClosed})`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    vacuum.stop();
    // Stops accepting connections, answers new requests on kept-alive ones with 503 (so /readyz turns 503 and a
    // balancer moves on), and resolves once every request in flight has its answer.
    await app.close().catch((e) => console.error(e));
    appClosed = true;
    await database.close().catch((e) => console.error(e));
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** DEMO_DATA=0 (or false) starts a real deployment: no demo content, no demo accounts. */
export function demoDataFromEnv(env: NodeJS.ProcessEnv): boolean {
  return readServerEnv(env).DEMO_DATA;
}

if (require.main === module) {
  main().catch((error) => {
    console.error('[server] failed to start:', error);
    process.exit(1);
  });
}
