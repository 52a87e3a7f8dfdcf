import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPgliteWorker } from './pglite-client';
import type { Db } from './types';

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
