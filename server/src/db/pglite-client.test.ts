import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { openPgliteWorker, pgliteWorkerOf } from './pglite-client';
import type { Db } from './types';
import { DatabaseUnavailableError } from './unavailable';

let db: Db;
before(async () => {
  db = await openPgliteWorker();
  await db.exec('CREATE TABLE t (id int PRIMARY KEY, v text)');
});
after(() => db.close());

test('queries run in the worker and return rows', async () => {
  await db.query('INSERT INTO t VALUES ($1, $2)', [1, 'a']);
  assert.deepEqual(await db.query('SELECT id, v FROM t'), [{ id: 1, v: 'a' }]);
  const [ext] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_available_extensions WHERE name IN ('pg_trgm','unaccent')");
  assert.equal(ext.n, 2);
});

test('errors carry the PostgreSQL code', async () => {
  await assert.rejects(db.query('INSERT INTO t VALUES (1, $1)', ['dup']), (e: Error & { code?: string }) => e.code === '23505');
});

test('a rolled back transaction leaves nothing behind', async () => {
  await assert.rejects(
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (2, $1)', ['x']);
      throw new Error('boom');
    }),
    /boom/,
  );
  assert.equal((await db.query('SELECT * FROM t WHERE id = 2')).length, 0);
});

test('queries of others never run inside an open transaction', async () => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const txDone = db.transaction(async (tx) => {
    await tx.query('INSERT INTO t VALUES (3, $1)', ['in-tx']);
    await gate;
    throw new Error('rollback please');
  });
  // Sent while the transaction is open: must wait, and must not see or be rolled back with the transaction's rows.
  await new Promise((r) => setTimeout(r, 20));
  const outside = db.query('INSERT INTO t VALUES (4, $1) RETURNING id', ['outside']);
  const seen = db.query('SELECT count(*)::int AS n FROM t WHERE id = 3');
  const second = db.transaction(async (tx) => tx.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id = 3'));
  release();
  await assert.rejects(txDone, /rollback please/);
  assert.deepEqual(await outside, [{ id: 4 }]);
  assert.deepEqual(await seen, [{ n: 0 }]);
  assert.deepEqual(await second, [{ n: 0 }]);
  assert.equal((await db.query('SELECT * FROM t WHERE id = 4')).length, 1);
});

test('a crashed worker is restarted on the same data folder: committed rows kept, the open transaction gone', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-crash-'));
  const logs: string[] = [];
  const crashing = await openPgliteWorker(dir, { log: (m) => logs.push(m) });
  try {
    await crashing.exec('CREATE TABLE kept (id int PRIMARY KEY)');
    await crashing.query('INSERT INTO kept VALUES (1), (2)');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const open = crashing.transaction(async (tx) => {
      await tx.query('INSERT INTO kept VALUES (3)');
      await gate;
      return tx.query('INSERT INTO kept VALUES (4)');
    });
    await new Promise((r) => setTimeout(r, 50));
    const waiting = crashing.query('SELECT count(*)::int AS n FROM kept');

    // An abrupt end of the thread, as an uncaught error or running out of memory inside it would cause.
    await pgliteWorkerOf(crashing)!.terminate();
    release();
    await assert.rejects(open, (e: Error) => e instanceof DatabaseUnavailableError);
    await assert.rejects(waiting, (e: Error) => e instanceof DatabaseUnavailableError, 'what was in flight fails with 503, never hangs');

    // Queries sent right away wait for the new worker instead of failing.
    assert.deepEqual(await crashing.query('SELECT id FROM kept ORDER BY id'), [{ id: 1 }, { id: 2 }]);
    assert.equal(crashing.health.available, true);
    await crashing.query('INSERT INTO kept VALUES (5)');
    assert.equal(await crashing.transaction(async (tx) => (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM kept'))[0].n), 3);
    assert.ok(logs.some((m) => /restarting it on the same data folder/.test(m)), logs.join('\n'));
  } finally {
    await crashing.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a worker that keeps crashing is given up on, so the process manager can start the server afresh', async () => {
  const reasons: string[] = [];
  const flaky = await openPgliteWorker(undefined, { maxCrashes: 2, onGiveUp: (r) => reasons.push(r) });
  try {
    for (let i = 0; i < 3; i++) {
      await flaky.query('SELECT 1');
      await pgliteWorkerOf(flaky)!.terminate();
    }
    assert.equal(reasons.length, 1);
    assert.match(reasons[0], /crashed 3 times/);
    assert.equal(flaky.health.available, false);
    await assert.rejects(flaky.query('SELECT 1'), (e: Error) => e instanceof DatabaseUnavailableError);
  } finally {
    await flaky.close();
  }
});
