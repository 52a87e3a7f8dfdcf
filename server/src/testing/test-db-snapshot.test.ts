import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { Db } from '../db/types';
import { openPostgres } from '../db/postgres';
import { pgliteFromSnapshot } from './pglite-snapshot';
import { postgresFromTemplate } from './postgres-template';
import { snapshotKey } from './snapshot-key';

test('a seeded state is keyed by the exact now a test gives, else by the Berlin day, and differs from a migrated one', () => {
  const seededAt = (iso: string) => snapshotKey({ seed: true, now: new Date(iso), nowGiven: true });
  const seededOn = (iso: string) => snapshotKey({ seed: true, now: new Date(iso), nowGiven: false });
  assert.equal(seededAt('2026-05-06T10:00:00Z'), seededAt('2026-05-06T10:00:00Z'));
  assert.notEqual(seededAt('2026-05-06T10:00:00Z'), seededAt('2026-05-06T10:00:01Z'), 'seed stamps take the given instant');
  // 00:30 and 22:00 on 6 May in Berlin, though on two UTC days.
  assert.equal(seededOn('2026-05-05T22:30:00Z'), seededOn('2026-05-06T20:00:00Z'));
  assert.notEqual(seededOn('2026-05-05T21:30:00Z'), seededOn('2026-05-05T22:30:00Z'), '23:30 on 5 May in Berlin is another day');
  assert.notEqual(seededOn('2026-05-06T10:00:00Z'), seededAt('2026-05-06T10:00:00Z'));
  assert.notEqual(snapshotKey({ seed: false }), seededOn('2026-05-06T10:00:00Z'));
});

test('the first caller builds and saves the state, the next one opens the tarball, an unreadable tarball is built again', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-snapshots-test-'));
  const before = process.env.SITE_TEST_SNAPSHOTS;
  process.env.SITE_TEST_SNAPSHOTS = dir;
  let builds = 0;
  const build = async (db: Db) => {
    builds += 1;
    await db.exec("CREATE TABLE marker (label text); INSERT INTO marker VALUES ('built')");
  };
  try {
    const first = await pgliteFromSnapshot('roundtrip', build, false);
    await first.query("INSERT INTO marker VALUES ('after the dump')");
    await first.close();
    assert.equal(builds, 1);
    assert.ok(fs.existsSync(path.join(dir, 'roundtrip.tar.gz')));
    assert.deepEqual(fs.readdirSync(dir), ['roundtrip.tar.gz'], 'no temporary file is left behind');

    const second = await pgliteFromSnapshot('roundtrip', build, false);
    assert.deepEqual(await second.query('SELECT label FROM marker'), [{ label: 'built' }], 'the saved state, not what the first test wrote later');
    await second.close();
    assert.equal(builds, 1);

    fs.writeFileSync(path.join(dir, 'roundtrip.tar.gz'), 'not a tarball');
    const third = await pgliteFromSnapshot('roundtrip', build, false);
    assert.deepEqual(await third.query('SELECT label FROM marker'), [{ label: 'built' }]);
    await third.close();
    assert.equal(builds, 2);
    assert.ok(fs.statSync(path.join(dir, 'roundtrip.tar.gz')).size > 1000, 'the rebuilt state replaced the broken file');
  } finally {
    if (before === undefined) delete process.env.SITE_TEST_SNAPSHOTS;
    else process.env.SITE_TEST_SNAPSHOTS = before;
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('on PostgreSQL every copy starts from the template, and closing a copy drops its database', { skip: !process.env.TEST_DATABASE_URL }, async () => {
  const url = process.env.TEST_DATABASE_URL as string;
  const key = `selftest_${process.pid}`;
  let builds = 0;
  const build = async (db: Db) => {
    builds += 1;
    await db.exec("CREATE TABLE marker (label text); INSERT INTO marker VALUES ('built')");
  };
  const admin = await openPostgres(url);
  try {
    const first = await postgresFromTemplate(url, key, build);
    await first.db.query("INSERT INTO marker VALUES ('first copy only')");
    const second = await postgresFromTemplate(url, key, build);
    assert.deepEqual(await second.db.query('SELECT label FROM marker'), [{ label: 'built' }]);
    assert.equal(builds, 1);
    const name = new URL(second.url).pathname.slice(1);
    await first.db.close();
    await second.db.close();
    assert.deepEqual(await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]), [], 'the copy is dropped');
  } finally {
    await admin.exec(`ALTER DATABASE site_tpl_${key} WITH IS_TEMPLATE false`).catch(() => undefined);
    await admin.exec(`DROP DATABASE IF EXISTS site_tpl_${key}`);
    await admin.close();
  }
});
