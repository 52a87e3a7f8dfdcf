import type { RemoteName } from 'shared-contracts/slots';
import type { TrustProxy } from './lib/trust-proxy';
import type { Db } from './db/types';
import type { FreeSpaceProbe } from './lib/upload-disk';
import type { UploadStore } from './lib/upload-store';

/** Time source; tests pass a controllable clock (15-minute holds, opening hours "today"). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export interface ServerConfig {
  /** Folder with each app's `dist` (repo root by default): `<root>/shell/dist`, `<root>/mf-events/dist`, … */
  appsRoot: string;
  /** Federation name → manifest URL, injected into every document. */
  remoteMap: Record<string, string>;
  /** Cookies always get `Secure` (they get it anyway on requests that came over TLS). */
  secureCookies: boolean;
  /**
   * Which proxies may tell us the visitor's address and protocol (X-Forwarded-For/-Proto): Fastify's `trustProxy`
   * (true, a hop count, or addresses/CIDRs). Off by default, so a visitor cannot fake either.
   */
  trustProxy?: TrustProxy;
  /** Other sites whose pages may post here (TRUSTED_ORIGINS); our own host and SITE_URL always may. */
  trustedOrigins?: string[];
  /** Folder for uploaded files (DATA_DIR/uploads); a folder in the system's temp dir when not set. */
  uploadsDir?: string;
  /** Where uploads are stored; a disk folder (`uploadsDir`) when not set. */
  uploadStore?: UploadStore;
  /** Free bytes on the uploads' disk; `statfs` when not set. */
  freeSpaceProbe?: FreeSpaceProbe;
  /** Order confirmations: SMTP when `smtpUrl` is set, else .eml files in `outboxDir` (default `<DATA_DIR>/outbox`). */
  mail?: { smtpUrl?: string; outboxDir: string; siteUrl?: string };
  /** How long anonymous documents are kept (ms); 0 turns the document cache off (benchmarks). Default 5 s. */
  documentCacheMs?: number;
  /** Federation name → manifest URL of each remote's Node build (server rendering); beside the browser builds by default. */
  serverRemoteMap?: Record<string, string>;
  /** Seconds a shared cache may keep an anonymous document (s-maxage; DOCUMENT_S_MAXAGE, default 1). */
  sharedMaxAgeSeconds?: number;
  /** Seconds past that it may serve it while it revalidates (stale-while-revalidate; DOCUMENT_STALE_SECONDS, default 30). */
  sharedStaleSeconds?: number;
  /** Called with the surrogate keys to drop when something shown on pages changed (PURGE_URL; a CDN's or proxy's purge). */
  purgeUrl?: string;
  /** SITE_INDEXABLE=1: the production instance, open to search engines (robots, robots.txt, sitemap.xml). */
  indexable?: boolean;
  /** SERVER_RENDER=0 answers every route with the empty shell, as before pages were rendered on the server. */
  serverRender?: boolean;
  /** How long one slot's server render may take before its skeleton goes out instead (SLOT_BUDGET_MS). */
  slotBudgetMs?: number;
  /** How many pages are rendered at once; more wait their turn (RENDER_CONCURRENCY, default the number of cores). */
  renderConcurrency?: number;
  /**
   * Load every remote's Node build once the server listens, so the first pages after a start have their slots. The
   * site's start does; tests load what they use (the federation runtime keeps a container per remote name in the
   * process, so a warmed one would stand in for a test's own build of that remote).
   */
  warmRemotes?: boolean;
  /** Key that signs the tickets' QR codes (TICKET_SIGNING_KEY); without it the server keeps a random one in the database. */
  ticketSigningKey?: string;
  /** Each remote's pipeline token for the deploy API (DEPLOY_TOKENS); a remote without one is deployed by admins only. */
  /** Per remote, the token a team's QA presents to preview a candidate build in its own browser (PREVIEW_TOKENS). */
  previewTokens?: Partial<Record<RemoteName, string>>;
  deployTokens?: Partial<Record<RemoteName, string>>;
  /** How long the deploy gate waits for each candidate manifest (ms, default 5000). */
  deployGateTimeoutMs?: number;
}

export interface AppContext {
  db: Db;
  clock: Clock;
  config: ServerConfig;
}
