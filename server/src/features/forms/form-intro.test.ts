import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { formSchema } from 'shared-contracts/entities';
import { type TestApp, testApp } from '../../testing/test-app';

/** A form's intro is staff's rich text: the form API answers it as cleaned markup, whatever the row holds. */
let t: TestApp;

before(async () => {
  t = await testApp({ now: new Date('2026-05-06T10:00:00Z') });
});
after(() => t.close());

it('answers the intro as cleaned rich text in both languages, keeping its marks and dropping what could run', async () => {
  await t.db.query('UPDATE forms SET intro_de = $1, intro_en = $2 WHERE id = 1', [
    '<p>Melden Sie sich <strong>bis Freitag</strong> an.<script>alert(1)</script></p><p><a href="javascript:alert(1)" onclick="alert(2)">hier</a><img src="x" onerror="alert(3)"></p>',
    '<p>Sign up <em>by Friday</em>.</p><iframe src="https://example.org"></iframe>',
  ]);
  const de = formSchema.parse((await t.app.inject({ url: '/de/api/forms/1/' })).json());
  assert.equal(de.intro, '<p>Melden Sie sich <strong>bis Freitag</strong> an.</p><p><a>hier</a></p>');
  const en = formSchema.parse((await t.app.inject({ url: '/en/api/forms/1/' })).json());
  assert.equal(en.intro, '<p>Sign up <em>by Friday</em>.</p>');
});

it('keeps a plain-text intro readable: its text is escaped, not taken for markup', async () => {
  await t.db.query('UPDATE forms SET intro_de = $1 WHERE id = 2', ['Gruppen ab 10 Personen & Schulklassen: 5 < 6']);
  const form = formSchema.parse((await t.app.inject({ url: '/de/api/forms/2/' })).json());
  assert.equal(form.intro, 'Gruppen ab 10 Personen &amp; Schulklassen: 5 &lt; 6');
});
