import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';
import { upsertStaffAccount } from './staff-accounts';

let t: TestApp;
before(async () => {
  t = await testApp();
});
after(() => t.close());

const changeOwn = (c: Client, locale: string, current: string, next: string) =>
  c.request({ method: 'POST', url: `/${locale}/pageeditor-api/password/`, payload: { current_password: current, new_password: next }, headers: { 'content-type': 'application/json' } });

test('a staff user cannot choose a short or common password for their own account; a good one is taken', async () => {
  const lektorin = client(t.app);
  assert.equal((await lektorin.login('lektorin', 'lektorin')).statusCode, 200, 'the demo account logs in with its demo password');
  const short = await changeOwn(lektorin, 'de', 'lektorin', '12345678');
  assert.equal(short.statusCode, 400, short.body);
  assert.equal(short.json().field, 'new_password');
  assert.equal(short.json().message, 'new_password: Das Passwort muss mindestens 10 Zeichen lang sein; ein Satz aus mehreren Wörtern ist leicht zu merken.');
  for (const common of ['1234567890', 'password123', 'Passwort2026!']) {
    const refused = await changeOwn(lektorin, 'en', 'lektorin', common);
    assert.equal(refused.statusCode, 400, common);
    assert.equal(refused.json().field, 'new_password');
    assert.match(refused.json().message, /^new_password: This password is too common/);
  }
  assert.equal((await changeOwn(lektorin, 'de', 'lektorin', 'Lektorin1234')).json().field, 'new_password', 'nor the user name with digits');
  assert.equal((await changeOwn(lektorin, 'de', 'lektorin', 'Elbsand unter den Füßen')).statusCode, 204);
  assert.equal((await client(t.app).login('lektorin', 'Elbsand unter den Füßen')).statusCode, 200);
});

test('create-admin refuses a short or common password, naming the field password, and takes a good one', async () => {
  for (const weak of ['12345678', 'qwertyuiop', 'administrator']) {
    await assert.rejects(() => upsertStaffAccount(t.db, { username: 'chefin', password: weak, role: 'admin' }), (e: { status: number; field: string }) => {
      assert.equal(e.status, 400);
      assert.equal(e.field, 'password');
      return true;
    });
  }
  assert.deepEqual(await t.db.query("SELECT 1 FROM users WHERE username = 'chefin'"), []);
  assert.equal(await upsertStaffAccount(t.db, { username: 'chefin', password: 'Drei Kraniche über der Elbe', role: 'admin' }), true);
});

test('the create-admin command stops at a weak password before it opens the database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'create-admin-'));
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'create-admin.ts'), 'chefin'], {
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: '12345678', DATABASE_URL: '' },
    encoding: 'utf8',
  });
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stderr, /create-admin: password: The password must be at least 10 characters long/);
  assert.deepEqual(fs.readdirSync(dataDir), [], 'no database was made');
});
