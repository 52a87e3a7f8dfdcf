import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Clock, ServerConfig } from '../context';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { migrate } from '../db/migrate';
import type { Db } from '../db/types';

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

/**
 * A fresh, migrated database per test file: PGlite in memory, or a real PostgreSQL when TEST_DATABASE_URL is set
 * (then a schema of its own per call, so test files never see each other's rows).
 */
export async function testDb(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  let db: Db;
  if (url) {
    const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await openPostgres(url);
    await admin.exec(`CREATE SCHEMA ${schema}`);
    await admin.close();
    const sep = url.includes('?') ? '&' : '?';
    const scoped = await openPostgres(`${url}${sep}options=-c%20search_path%3D${schema},public`);
    // Closing the test database also drops its schema, so repeated runs leave nothing behind.
    db = {
      ...scoped,
      close: async () => {
        await scoped.close();
        const cleanup = await openPostgres(url);
        await cleanup.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => cleanup.close());
      },
    };
  } else {
    db = await openPglite();
  }
  await migrate(db);
  return db;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ReturnType<typeof fakeClock>;
  /** The server's configuration as it reads it: a test may change a setting the server reads on each request. */
  config: ServerConfig;
  close(): Promise<void>;
}

export async function testApp(
  options: { seed?: boolean; now?: Date; appsRoot?: string; remoteMap?: Record<string, string>; outboxDir?: string; config?: Partial<ServerConfig> } = {},
): Promise<TestApp> {
  const db = await testDb();
  const clock = fakeClock(options.now);
  if (options.seed !== false) {
    const { seedDemoContent } = await import('../seed/seed');
    await seedDemoContent(db, clock);
  }
  const config: ServerConfig = { appsRoot: options.appsRoot ?? process.cwd(), remoteMap: options.remoteMap ?? {}, secureCookies: false, uploadsDir: fs.mkdtempSync(path.join(os.tmpdir(), 'site-uploads-test-')), mail: { outboxDir: options.outboxDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')) }, ...options.config };
  const app = await buildApp({ db, clock, config });
  await app.ready();
  return {
    app,
    db,
    clock,
    config,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/**
 * A second server process's view of a test app on PostgreSQL: its own connection pool and app on the same schema,
 * as when two instances run behind a load balancer (the clock is shared, so both agree on "now").
 */
export async function secondInstance(t: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || t.db.kind !== 'postgres') throw new Error('secondInstance needs TEST_DATABASE_URL');
  const [{ schema }] = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const db = await openPostgres(`${url}${url.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema},public`);
  const app = await buildApp({ db, clock: t.clock, config: { appsRoot: process.cwd(), remoteMap: {}, secureCookies: false } });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
