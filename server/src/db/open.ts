import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { openPgliteWorker } from './pglite-client';
import { openPostgres } from './postgres';
import type { Db } from './types';

export interface OpenedDatabase {
  db: Db;
  /** Closes the database and releases the data-folder lock. */
  close(): Promise<void>;
}

export class DataDirLockedError extends Error {}

/**
 * PostgreSQL when a URL is given; otherwise PGlite in a worker thread, persisted in `<dataDir>/pglite`.
 * PGlite takes no lock of its own and two processes on one folder silently lose writes, so the folder is locked first.
 */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<OpenedDatabase> {
  if (opts.databaseUrl) {
    const db = await openPostgres(opts.databaseUrl);
    return { db, close: () => db.close() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(opts.dataDir, {
      lockfilePath: path.join(opts.dataDir, 'server.lock'),
      // The holder refreshes the lock every 5 s; a lock untouched for 15 s belongs to a crashed process.
      stale: 15_000,
      update: 5_000,
      retries: 0,
      onCompromised: (error) => console.error(`data folder lock lost: ${error.message}`),
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The data folder ${opts.dataDir} is in use by another server process. ` +
          'PGlite cannot be opened by two processes at once; stop the other server or start this one with another DATA_DIR.',
      );
    }
    throw error;
  }
  try {
    const db = await openPgliteWorker(path.join(opts.dataDir, 'pglite'));
    return {
      db,
      close: async () => {
        await db.close();
        await release().catch(() => undefined);
      },
    };
  } catch (error) {
    await release().catch(() => undefined);
    throw error;
  }
}

/**
 * PGlite has no autovacuum, so dead rows pile up unless someone vacuums: run VACUUM ANALYZE now and then every hour.
 * PostgreSQL has autovacuum, so nothing is scheduled there. The timer never keeps the process alive.
 */
export function scheduleVacuum(
  db: Db,
  log: (message: string) => void,
  everyMs = 60 * 60 * 1000,
): { stop: () => void; first: Promise<void> } {
  if (db.kind !== 'pglite') return { stop: () => undefined, first: Promise.resolve() };
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    const started = Date.now();
    try {
      await db.exec('VACUUM ANALYZE');
      log(`VACUUM ANALYZE done in ${Date.now() - started} ms`);
    } catch (error) {
      log(`VACUUM ANALYZE failed: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  // The first run blocks the database for a moment: main.ts awaits it before listening, so no request waits on it.
  const first = run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), first };
}
