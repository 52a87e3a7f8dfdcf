import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { DataDirLockedError, lockDataDir } from './open';

const OPEN_MODULE = path.join(__dirname, 'open.ts');
/** A process that takes the data folder's lock as the server does, prints its pid and holds the lock until killed. */
const HOLDER = `require(${JSON.stringify(OPEN_MODULE)}).lockDataDir(process.env.LOCK_DIR, () => {}).then(() => { process.stdout.write('locked ' + process.pid + '\\n'); setInterval(() => {}, 1000); });`;

function pidWhenLocked(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /locked (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the lock holder ended (${code}) before locking: ${out}`)));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a holder killed with -9 that its parent has not reaped yet (a zombie) is seen as dead: the lock is taken over', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-zombie-'));
  // The holder runs under a shell that then becomes `sleep` and never waits for it, so after kill -9 it stays a
  // zombie: still answering signal 0, as a process that is being torn down does.
  const parent = spawn('sh', ['-c', `"${process.execPath}" --import tsx -e '${HOLDER.replace(/'/g, "'\\''")}' & exec sleep 30`], {
    env: { ...process.env, LOCK_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const pid = await pidWhenLocked(parent);
    await assert.rejects(lockDataDir(dir, () => undefined), DataDirLockedError, 'a live holder keeps the folder');
    process.kill(pid, 'SIGKILL');
    await sleep(200);
    assert.match(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'), /\) Z /, 'the killed holder is a zombie');
    const logs: string[] = [];
    const release = await lockDataDir(dir, (m) => logs.push(m));
    assert.match(logs.join('\n'), new RegExp(`process ${pid}, which no longer runs`));
    await release();
  } finally {
    parent.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a restart 0.2 s after kill -9 takes the lock every time', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-restart-'));
  try {
    for (let round = 0; round < 4; round++) {
      const holder = spawn(process.execPath, ['--import', 'tsx', '-e', HOLDER], { env: { ...process.env, LOCK_DIR: dir }, stdio: ['ignore', 'pipe', 'inherit'] });
      const pid = await pidWhenLocked(holder);
      holder.kill('SIGKILL');
      await sleep(200);
      const release = await lockDataDir(dir, () => undefined);
      const owner = JSON.parse(fs.readFileSync(path.join(dir, 'server.lock.owner'), 'utf8'));
      assert.equal(owner.pid, process.pid, `round ${round}: taken over from ${pid}`);
      await release();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
