import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { loggedUserSchema } from 'shared-contracts/site';
import { client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';
import { upsertStaffAccount } from './staff-accounts';

let t: TestApp;
before(async () => {
  t = await testApp();
});
after(() => t.close());

test('the demo accounts log in with their roles, and the user call tells the client the role', async () => {
  for (const [name, role] of [['admin', 'admin'], ['editor', 'editor'], ['lektorin', 'editor'], ['kasse', 'boxoffice']] as const) {
    const c = client(t.app);
    assert.equal((await c.login(name, name)).statusCode, 200, name);
    const user = loggedUserSchema.parse((await c.get('/de/pageeditor-api/user')).json());
    assert.equal(user.role, role);
  }
});

test('the box office opens the orders but edits no page; an editor edits pages but sees no orders', async () => {
  const kasse = client(t.app);
  await kasse.login('kasse', 'kasse');
  assert.equal((await kasse.get('/de/api/dashboard-orders/')).statusCode, 200);
  const pageWrite = await kasse.request({ method: 'PATCH', url: '/de/pageeditor-api/pages/1/', payload: { title: 'x' } });
  assert.equal(pageWrite.statusCode, 403);
  assert.match(pageWrite.json().message, /role/);
  assert.equal((await kasse.get('/de/pageeditor-api/pages/')).statusCode, 403);
  const menus = loggedUserSchema.parse((await kasse.get('/de/pageeditor-api/user')).json()).admin_menus.map((m) => m.url);
  assert.ok(menus.includes('/de/cms-hub/bestellungen'));
  assert.ok(!menus.some((u) => u.includes('panel=pages')));

  const editor = client(t.app);
  await editor.login('editor', 'editor');
  assert.equal((await editor.get('/de/api/dashboard-orders/')).statusCode, 403);
  assert.equal((await editor.get('/de/pageeditor-api/pages/')).statusCode, 200);

  const admin = client(t.app);
  await admin.login('admin', 'admin');
  assert.equal((await admin.get('/de/api/dashboard-orders/')).statusCode, 200);
  assert.equal((await admin.get('/de/pageeditor-api/pages/')).statusCode, 200);
});

test('create-admin makes an admin who can log in, and recovers an existing account', async () => {
  assert.equal(await upsertStaffAccount(t.db, { username: 'chefin', password: 'lang-genug-1', role: 'admin' }), true);
  const c = client(t.app);
  assert.equal((await c.login('chefin', 'lang-genug-1')).statusCode, 200);
  assert.equal(loggedUserSchema.parse((await c.get('/en/pageeditor-api/user')).json()).role, 'admin');
  assert.equal(await upsertStaffAccount(t.db, { username: 'chefin', password: 'noch-laenger-2', role: 'admin' }), false);
  assert.equal((await client(t.app).login('chefin', 'lang-genug-1')).statusCode, 400);
  await assert.rejects(() => upsertStaffAccount(t.db, { username: 'x y', password: 'lang-genug-1', role: 'admin' }), /username/);
  await assert.rejects(() => upsertStaffAccount(t.db, { username: 'kurz', password: 'kurz', role: 'admin' }), /password/);
});

test('without demo data there are no accounts and no content', async () => {
  const empty = await testApp({ seed: false });
  try {
    const { seedEmptySite } = await import('../../seed/site/empty-site');
    await seedEmptySite(empty.db);
    assert.deepEqual(await empty.db.query('SELECT id FROM users'), []);
    assert.deepEqual(await empty.db.query('SELECT id FROM articles'), []);
    assert.equal((await empty.app.inject('/pageeditor-api/settings')).statusCode, 200);
  } finally {
    await empty.close();
  }
});
