import fs from 'node:fs';
import os from 'node:os';
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
export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl?: string;
  log?: (message: string) => void;
  /** PGlite only: its worker thread keeps crashing and is not restarted again (see openPgliteWorker). */
  onGiveUp?: (reason: string) => void;
}): Promise<OpenedDatabase> {
  if (opts.databaseUrl) {
    const db = await openPostgres(opts.databaseUrl, { log: opts.log });
    return { db, close: () => db.close() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const release = await lockDataDir(opts.dataDir, opts.log ?? (() => undefined));
  try {
    const db = await openPgliteWorker(path.join(opts.dataDir, 'pglite'), { log: opts.log, onGiveUp: opts.onGiveUp });
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

const LOCK_NAME = 'server.lock';
/** Who holds the lock: written right after taking it, so a later start can tell a crashed holder from a live one. */
const OWNER_NAME = 'server.lock.owner';

interface LockOwner {
  pid: number;
  hostname: string;
}

function readOwner(dataDir: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(dataDir, OWNER_NAME), 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.hostname === 'string' ? (owner as LockOwner) : null;
  } catch {
    return null;
  }
}

/** Linux: a process that has ended but was not yet reaped by its parent (Z) still answers signal 0. */
function endedButNotReaped(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !endedButNotReaped(pid);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A holder killed a moment ago (kill -9 and an immediate restart) can still be tearing down its threads: it answers
 * signal 0 for a short while. Give it that while to go before calling the folder taken.
 */
const OWNER_EXIT_WAIT_MS = 3_000;

async function ownerEnds(pid: number): Promise<boolean> {
  const until = Date.now() + OWNER_EXIT_WAIT_MS;
  while (processAlive(pid)) {
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

const tryLock = (dataDir: string) =>
  lockfile.lock(dataDir, {
    lockfilePath: path.join(dataDir, LOCK_NAME),
    // The holder refreshes the lock every 5 s; a lock untouched for 15 s belongs to a crashed process even when its
    // owner cannot be checked (another machine sharing the folder).
    stale: 15_000,
    update: 5_000,
    retries: 0,
    onCompromised: (error) => console.error(`data folder lock lost: ${error.message}`),
  });

/**
 * Locks the data folder for this process. A lock left behind by a process that no longer runs on this machine (kill -9,
 * a crash, a power cut) is taken over at once, so a restart never waits for the lock to go stale.
 */
export async function lockDataDir(dataDir: string, log: (message: string) => void): Promise<() => Promise<void>> {
  let release: () => Promise<void>;
  try {
    release = await tryLock(dataDir);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    const owner = readOwner(dataDir);
    if (owner && owner.hostname === os.hostname() && owner.pid !== process.pid && (await ownerEnds(owner.pid))) {
      log(`taking over the data folder lock of process ${owner.pid}, which no longer runs`);
      fs.rmSync(path.join(dataDir, LOCK_NAME), { recursive: true, force: true });
      release = await tryLock(dataDir).catch((again: unknown) => {
        throw (again as { code?: string }).code === 'ELOCKED' ? lockedError(dataDir, readOwner(dataDir)) : again;
      });
    } else {
      throw lockedError(dataDir, owner);
    }
  }
  fs.writeFileSync(path.join(dataDir, OWNER_NAME), JSON.stringify({ pid: process.pid, hostname: os.hostname() } satisfies LockOwner));
  return release;
}

function lockedError(dataDir: string, owner: LockOwner | null): DataDirLockedError {
  const who = owner ? ` (process ${owner.pid} on ${owner.hostname})` : '';
  return new DataDirLockedError(
    `The data folder ${dataDir} is in use by another server process${who}. ` +
      'PGlite cannot be opened by two processes at once; stop the other server or start this one with another DATA_DIR.',
  );
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
