import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DbError, type WorkerRequest, type WorkerResponse } from './pglite-protocol';
import { singleProcessParts } from './single-process';
import type { Db, Queryable } from './types';

type Pending = { resolve: (rows: unknown[] | undefined) => void; reject: (error: Error) => void };
type Outgoing = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * The Db interface over a PGlite that lives in a worker thread (pglite-worker.ts). The request thread only posts
 * messages, so static files and documents stay fast while the database works. `dataDir` undefined = in memory.
 */
export async function openPgliteWorker(dataDir?: string): Promise<Db> {
  // The worker is TypeScript too; on Node 20 `--import tsx` does not reach worker threads, so register tsx's
  // require hook inside the worker before loading it.
  const entry = path.join(__dirname, 'pglite-worker.ts');
  const worker = new Worker(`require('tsx/cjs'); require(${JSON.stringify(entry)});`, { eval: true, workerData: { dataDir } });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let nextTx = 1;
  let closed = false;

  await new Promise<void>((resolve, reject) => {
    const onMessage = (msg: WorkerResponse) => {
      if (msg.id !== -1 || !('ready' in msg)) return;
      worker.off('message', onMessage);
      if (msg.ready) resolve();
      else reject(new DbError(msg.error));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });

  worker.on('message', (msg: WorkerResponse) => {
    if ('ready' in msg) return;
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    if (msg.ok) p.resolve(msg.rows);
    else p.reject(new DbError(msg.error));
  });
  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  const health = { available: true, lastError: null as string | null };
  worker.on('exit', (code) => {
    closed = true;
    health.available = false;
    health.lastError = `PGlite worker exited (code ${code})`;
    failAll(new Error(`PGlite worker exited (code ${code})`));
  });

  const send = (req: Outgoing): Promise<unknown[] | undefined> => {
    if (closed) return Promise.reject(new Error('database is closed'));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...req, id });
    });
  };
  const queryable = (tx: number | null): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return ((await send({ op: 'query', sql, params, tx })) ?? []) as T[];
    },
  });

  return {
    kind: 'pglite',
    ...singleProcessParts(health),
    ...queryable(null),
    async transaction(fn) {
      const tx = nextTx++;
      await send({ op: 'begin', tx });
      try {
        const result = await fn(queryable(tx));
        await send({ op: 'commit', tx });
        return result;
      } catch (error) {
        await send({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
    },
    exec: async (sql) => {
      await send({ op: 'exec', sql, tx: null });
    },
    close: async () => {
      if (closed) return;
      await send({ op: 'close' }).catch(() => undefined);
      closed = true;
      await worker.terminate();
    },
  };
}
