import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
