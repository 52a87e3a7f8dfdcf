import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../lib/ts-worker';
import { DbError, type WorkerRequest, type WorkerResponse } from './pglite-protocol';
import { singleProcessParts } from './single-process';
import type { Db, Queryable } from './types';
import { DatabaseUnavailableError } from './unavailable';

type Pending = { resolve: (rows: unknown[] | undefined) => void; reject: (error: Error) => void };
type Outgoing = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export interface PgliteWorkerOptions {
  log?: (message: string) => void;
  /**
   * Called when the worker keeps crashing (more than `maxCrashes` within `crashWindowMs`): restarting it again would
   * not help, so the server should end and let its process manager start it afresh. Without it the database simply
   * stays unavailable (503) after that.
   */
  onGiveUp?: (reason: string) => void;
  maxCrashes?: number;
  crashWindowMs?: number;
}

/** The worker thread currently behind a Db, for tests that need to crash it. */
const workers = new WeakMap<Db, () => Worker>();
export const pgliteWorkerOf = (db: Db): Worker | undefined => workers.get(db)?.();

/**
 * The Db interface over a PGlite that lives in a worker thread (pglite-worker.ts). The request thread only posts
 * messages, so static files and documents stay fast while the database works. `dataDir` undefined = in memory.
 *
 * A worker that dies (an uncaught error or out of memory inside it) is restarted on the same data folder, which PGlite
 * recovers like after a process crash: committed transactions are kept, open ones are gone. Requests in flight at that
 * moment and queries of a transaction begun on the dead worker fail with DatabaseUnavailableError (503); queries sent
 * while the new worker opens wait for it. See decision 049.
 */
export async function openPgliteWorker(dataDir?: string, options: PgliteWorkerOptions = {}): Promise<Db> {
  const log = options.log ?? (() => undefined);
  const maxCrashes = options.maxCrashes ?? 5;
  const crashWindowMs = options.crashWindowMs ?? 60_000;
  const pending = new Map<number, Pending>();
  const health = { available: true, lastError: null as string | null };
  let nextId = 1;
  let nextTx = 1;
  let closing = false;
  let closed = false;
  /** Counts workers: a transaction remembers the one it began on and never continues on another. */
  let generation = 0;
  let crashes: number[] = [];

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };

  const start = async (): Promise<Worker> => {
    const next = startTsWorker(path.join(__dirname, 'pglite-worker.ts'), { workerData: { dataDir } });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (msg: WorkerResponse) => {
        if (msg.id !== -1 || !('ready' in msg)) return;
        next.off('message', onMessage);
        next.off('exit', onEarlyExit);
        if (msg.ready) resolve();
        else reject(new DbError(msg.error));
      };
      const onEarlyExit = (code: number) => reject(new Error(`PGlite worker exited while opening (code ${code})`));
      next.on('message', onMessage);
      next.once('exit', onEarlyExit);
      next.once('error', reject);
    });
    next.on('message', (msg: WorkerResponse) => {
      if ('ready' in msg) return;
      const p = pending.get(msg.id);
      if (!p) return;
      pending.delete(msg.id);
      if (msg.ok) p.resolve(msg.rows);
      else p.reject(new DbError(msg.error));
    });
    next.on('error', (error) => log(`PGlite worker failed: ${error.message}`));
    next.on('exit', (code) => onExit(next, code));
    generation += 1;
    return next;
  };

  let worker = await start();
  /** Set while a crashed worker is being replaced; queries sent meanwhile wait for it. */
  let restarting: Promise<void> | null = null;

  const onExit = (dead: Worker, code: number) => {
    if (dead !== worker) return;
    const reason = `PGlite worker exited (code ${code})`;
    failAll(new DatabaseUnavailableError(new Error(reason)));
    if (closing) {
      closed = true;
      return;
    }
    health.available = false;
    health.lastError = reason;
    const now = Date.now();
    crashes = [...crashes.filter((t) => now - t < crashWindowMs), now];
    if (crashes.length > maxCrashes) {
      closed = true;
      const why = `${reason}; it crashed ${crashes.length} times within ${crashWindowMs / 1000} s, so it is not restarted again`;
      log(why);
      options.onGiveUp?.(why);
      return;
    }
    log(`${reason}; restarting it on the same data folder`);
    restarting = restart(1);
  };

  const restart = async (attempt: number): Promise<void> => {
    try {
      worker = await start();
      health.available = true;
      health.lastError = null;
      restarting = null;
      log('PGlite worker restarted');
    } catch (error) {
      health.lastError = `PGlite worker restart failed: ${(error as Error).message}`;
      if (closing || attempt >= maxCrashes) {
        closed = true;
        restarting = null;
        log(health.lastError);
        if (!closing) options.onGiveUp?.(health.lastError);
        return;
      }
      await new Promise((r) => setTimeout(r, Math.min(5_000, 200 * 2 ** attempt)));
      return restart(attempt + 1);
    }
  };

  const send = async (req: Outgoing, onGeneration?: number): Promise<unknown[] | undefined> => {
    if (restarting && onGeneration === undefined) await restarting;
    if (closed) throw closing ? new Error('database is closed') : new DatabaseUnavailableError(new Error(health.lastError ?? 'PGlite worker stopped'));
    if (onGeneration !== undefined && (restarting || onGeneration !== generation)) {
      throw new DatabaseUnavailableError(new Error('the PGlite worker restarted during this transaction; it was rolled back'));
    }
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...req, id });
    });
  };
  const queryable = (tx: number | null, onGeneration?: number): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return ((await send({ op: 'query', sql, params, tx }, onGeneration)) ?? []) as T[];
    },
  });

  const db: Db = {
    kind: 'pglite',
    ...singleProcessParts(health),
    ...queryable(null),
    async transaction(fn) {
      const tx = nextTx++;
      if (restarting) await restarting;
      const began = generation;
      await send({ op: 'begin', tx }, began);
      try {
        const result = await fn(queryable(tx, began));
        await send({ op: 'commit', tx }, began);
        return result;
      } catch (error) {
        if (generation === began) await send({ op: 'rollback', tx }, began).catch(() => undefined);
        throw error;
      }
    },
    exec: async (sql) => {
      await send({ op: 'exec', sql, tx: null });
    },
    close: async () => {
      if (closing) return;
      closing = true;
      if (restarting) await restarting;
      if (closed) return;
      await send({ op: 'close' }).catch(() => undefined);
      closed = true;
      await worker.terminate();
    },
  };
  workers.set(db, () => worker);
  return db;
}
