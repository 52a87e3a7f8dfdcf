import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { assertStaffPassword, passwordProblem } from './password-policy';

describe('staff password policy', () => {
  it('needs at least ten characters', () => {
    for (const short of ['', 'x', 'kurz-pw', 'Lq8#v!2Zp']) assert.equal(passwordProblem(short), 'too_short', short);
    assert.equal(passwordProblem('Lq8#v!2Zpw'), null, 'ten characters that are not common');
    assert.equal(passwordProblem('x'.repeat(201)), 'too_long');
  });

  it('refuses the common passwords shipped with the code, in any case and with digits or signs around them', () => {
    for (const common of ['1234567890', 'qwertyuiop', 'password123', 'PASSWORT1234', 'Sommer2026!', '!!Passwort2026', 'Landesausstellung2026', 'iloveyou12', 'aaaaaaaaaaaa', 'abababababab']) {
      assert.equal(passwordProblem(common), 'common', common);
    }
    for (const fine of ['Felsenpinguine tanzen im Mai', 'correct horse battery staple', 'Kassenbuch-Elbe-47', '8472910563']) assert.equal(passwordProblem(fine), null, fine);
  });

  it('ships a list of a few hundred, one a line, every one lower case', () => {
    const lines = fs.readFileSync(path.join(__dirname, 'common-passwords.txt'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
    assert.ok(lines.length >= 300, `${lines.length} passwords`);
    assert.ok(lines.includes('12345678'));
    assert.deepEqual(lines.filter((l) => l !== l.toLowerCase() || l !== l.trim()), []);
  });

  it('refuses the user name as the password', () => {
    assert.equal(passwordProblem('Chefin-Mueller', 'chefin-mueller'), 'username');
  });

  it('answers 400 naming the field, in German or English', () => {
    assert.throws(() => assertStaffPassword('12345678'), (e: { status: number; field: string; message: string }) => {
      assert.equal(e.status, 400);
      assert.equal(e.field, 'password');
      assert.equal(e.message, 'password: The password must be at least 10 characters long; a sentence of several words is easy to remember.');
      return true;
    });
    assert.throws(() => assertStaffPassword('password123', { field: 'new_password', locale: 'de' }), (e: { field: string; message: string }) => {
      assert.equal(e.field, 'new_password');
      assert.match(e.message, /^new_password: Dieses Passwort ist zu verbreitet/);
      return true;
    });
  });
});
