import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppContext, Clock, ServerConfig } from '../context';
import { openPostgres } from '../db/postgres';
import { migrate } from '../db/migrate';
import type { Db } from '../db/types';
import { pgliteFromSnapshot } from './pglite-snapshot';
import { postgresFromTemplate } from './postgres-template';
import { snapshotKey, type StartState } from './snapshot-key';

/** A controllable clock for holds and "today". */
export function fakeClock(start = new Date()): Clock & { set(d: Date): void; advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    set: (d) => {
      now = d;
    },
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** Where each test database lives on PostgreSQL, so a second instance can open the same one. */
const postgresUrls = new WeakMap<Db, string>();

/**
 * A fresh database per call in `state`: PGlite in memory, or a database of its own on a real PostgreSQL when
 * TEST_DATABASE_URL is set, so test files never see each other's rows. Both start from a saved copy of the state
 * (snapshot-key.ts names it), built by the first test file that needs it.
 */
async function startDb(state: StartState, clock: Clock): Promise<Db> {
  const build = async (db: Db) => {
    await migrate(db);
    if (state.seed) {
      const { seedDemoContent } = await import('../seed/seed');
      await seedDemoContent(db, clock);
    }
  };
  const key = snapshotKey(state);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return pgliteFromSnapshot(key, build, state.seed);
  const { db, url: dbUrl } = await postgresFromTemplate(url, key, build);
  postgresUrls.set(db, dbUrl);
  return db;
}

/** A fresh, migrated database without demo content (see `startDb`). */
export async function testDb(): Promise<Db> {
  return startDb({ seed: false }, fakeClock());
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ReturnType<typeof fakeClock>;
  /** The server's configuration as it reads it: a test may change a setting the server reads on each request. */
  config: ServerConfig;
  /** What the app was built with, for the registries kept per app (the remote registry). */
  ctx: AppContext;
  close(): Promise<void>;
}

export async function testApp(
  options: { seed?: boolean; now?: Date; appsRoot?: string; remoteMap?: Record<string, string>; outboxDir?: string; config?: Partial<ServerConfig> } = {},
): Promise<TestApp> {
  const clock = fakeClock(options.now);
  const state: StartState = options.seed === false ? { seed: false } : { seed: true, now: clock.now(), nowGiven: options.now !== undefined };
  const db = await startDb(state, clock);
  const config: ServerConfig = { appsRoot: options.appsRoot ?? process.cwd(), remoteMap: options.remoteMap ?? {}, secureCookies: false, uploadsDir: fs.mkdtempSync(path.join(os.tmpdir(), 'site-uploads-test-')), mail: { outboxDir: options.outboxDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')) }, ...options.config };
  const ctx: AppContext = { db, clock, config };
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    db,
    clock,
    config,
    ctx,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/**
 * A second server process's view of a test app on PostgreSQL: its own connection pool and app on the same schema,
 * as when two instances run behind a load balancer (the clock is shared, so both agree on "now"). `config` adds to
 * its configuration, as a second process started with the same environment would have it.
 */
export async function secondInstance(t: TestApp, config: Partial<ServerConfig> = {}): Promise<{ app: FastifyInstance; ctx: AppContext; close(): Promise<void> }> {
  const url = postgresUrls.get(t.db);
  if (!url) throw new Error('secondInstance needs TEST_DATABASE_URL');
  const db = await openPostgres(url);
  const ctx: AppContext = { db, clock: t.clock, config: { appsRoot: process.cwd(), remoteMap: {}, secureCookies: false, ...config } };
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/**
 * Another instance on the test app's database: on PostgreSQL `secondInstance` (its own pool; changes reach it
 * through NOTIFY); on PGlite, which only one process opens, a second app on the same database handle (the change
 * messages stay in the process, as they do on PGlite). Closing it leaves the test app's database open.
 */
export async function secondApp(t: TestApp, config: Partial<ServerConfig> = {}): Promise<{ app: FastifyInstance; ctx: AppContext; close(): Promise<void> }> {
  if (t.db.kind === 'postgres') return secondInstance(t, config);
  const ctx: AppContext = { db: t.db, clock: t.clock, config: { appsRoot: process.cwd(), remoteMap: {}, secureCookies: false, ...config } };
  const app = await buildApp(ctx);
  await app.ready();
  return { app, ctx, close: () => app.close() };
}
