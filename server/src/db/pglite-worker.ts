import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type WorkerRequest, type WorkerResponse, serializeError } from './pglite-protocol';

/**
 * PGlite on its own thread: PGlite runs every query on the thread that owns it, so a slow query blocks this thread, never the request thread.
 * PGlite has one connection, so a transaction would see every other query sent while it is open. The worker therefore
 * runs one transaction at a time: while transaction T is open, requests that do not belong to T wait in a queue and
 * run, in arrival order, after T commits or rolls back.
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker must run in a worker thread');

const { dataDir } = workerData as { dataDir?: string };
let db: PGlite;
let activeTx: number | null = null;
const waiting: WorkerRequest[] = [];

const reply = (message: WorkerResponse) => port.postMessage(message);

function belongsToActive(req: WorkerRequest): boolean {
  return activeTx !== null && 'tx' in req && req.tx === activeTx;
}

function dispatch(req: WorkerRequest): void {
  if (activeTx !== null && !belongsToActive(req)) {
    waiting.push(req);
    return;
  }
  if (req.op === 'begin') activeTx = req.tx;
  void run(req);
}

async function run(req: WorkerRequest): Promise<void> {
  try {
    switch (req.op) {
      case 'query': {
        const result = await db.query(req.sql, req.params as never[]);
        reply({ id: req.id, ok: true, rows: result.rows });
        return;
      }
      case 'exec':
        await db.exec(req.sql);
        break;
      case 'begin':
        await db.exec('BEGIN');
        break;
      case 'commit':
      case 'rollback':
        try {
          await db.exec(req.op === 'commit' ? 'COMMIT' : 'ROLLBACK');
        } finally {
          endTransaction(req.tx);
        }
        break;
      case 'close':
        await db.close();
        break;
    }
    reply({ id: req.id, ok: true });
  } catch (error) {
    if (req.op === 'begin') endTransaction(req.tx);
    reply({ id: req.id, ok: false, error: serializeError(error) });
  }
}

function endTransaction(tx: number): void {
  if (activeTx !== tx) return;
  activeTx = null;
  // Drain in arrival order; a queued BEGIN opens the next transaction and re-queues what follows it.
  const queued = waiting.splice(0);
  for (const req of queued) dispatch(req);
}

PGlite.create({ dataDir, extensions: { pg_trgm, unaccent } })
  .then((instance) => {
    db = instance;
    port.on('message', (req: WorkerRequest) => dispatch(req));
    reply({ id: -1, ready: true });
  })
  .catch((error) => reply({ id: -1, ready: false, error: serializeError(error) }));
