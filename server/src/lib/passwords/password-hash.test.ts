import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import bcrypt from 'bcryptjs';
import { needsRehash } from './password-format';
import { hashPassword, stopPasswordWorker, verifyPassword } from './password-hash';

after(() => stopPasswordWorker());

describe('password hashing on its own thread', () => {
  it('hashes with scrypt and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse');
    assert.match(hash, /^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    assert.equal(await verifyPassword('correct horse', hash), true);
    assert.equal(await verifyPassword('correct hors', hash), false);
    assert.notEqual(await hashPassword('correct horse'), hash, 'a fresh salt each time');
    assert.equal(needsRehash(hash), false);
  });

  it('still verifies the bcrypt hashes written before, and marks them for an upgrade', async () => {
    const legacy = bcrypt.hashSync('editor', 4);
    assert.equal(await verifyPassword('editor', legacy), true);
    assert.equal(await verifyPassword('wrong', legacy), false);
    assert.equal(needsRehash(legacy), true);
    assert.equal(await verifyPassword('editor', 'not a hash'), false);
  });

  it('keeps the event loop turning while passwords are checked', async () => {
    const hash = await hashPassword('pw');
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    await Promise.all(Array.from({ length: 8 }, () => verifyPassword('pw', hash)));
    clearInterval(ticker);
    // A hash on the main thread would hold every timer until all eight were done.
    assert.ok(turns >= 3, `timers ran ${turns} times during the checks`);
  });
});
