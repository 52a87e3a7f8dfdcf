import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { DataDirLockedError, openDatabase, scheduleVacuum } from './open';

test('a second opener of the same data folder is refused with a clear message', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'core-lock-'));
  const first = await openDatabase({ dataDir: dir });
  try {
    await assert.rejects(openDatabase({ dataDir: dir }), (e: Error) => e instanceof DataDirLockedError && /in use by another server process/.test(e.message));
    await first.db.exec('CREATE TABLE kept (id int)');
    await first.db.query('INSERT INTO kept VALUES (1)');
  } finally {
    await first.close();
  }
  // Released on close: the folder opens again and the row survived.
  const again = await openDatabase({ dataDir: dir });
  try {
    assert.deepEqual(await again.db.query('SELECT id FROM kept'), [{ id: 1 }]);
    const logs: string[] = [];
    const vacuum = scheduleVacuum(again.db, (m) => logs.push(m));
    await vacuum.first;
    vacuum.stop();
    assert.match(logs.join('\n'), /VACUUM ANALYZE done/);
  } finally {
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a lock left by a process that no longer runs is taken over at once; a live holder is named', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'core-stale-lock-'));
  try {
    // What kill -9 leaves behind: a fresh lock folder and the owner file of a process that has ended.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.mkdirSync(path.join(dir, 'server.lock'));
    fs.writeFileSync(path.join(dir, 'server.lock.owner'), JSON.stringify({ pid: Number(dead.stdout), hostname: os.hostname() }));
    const logs: string[] = [];
    const opened = await openDatabase({ dataDir: dir, log: (m) => logs.push(m) });
    try {
      assert.match(logs.join('\n'), new RegExp(`taking over the data folder lock of process ${dead.stdout}`));
      await assert.rejects(openDatabase({ dataDir: dir }), (e: Error) => e instanceof DataDirLockedError && e.message.includes(`process ${process.pid} on ${os.hostname()}`));
    } finally {
      await opened.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
