import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { buyTickets } from '../../testing/buy-tickets';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

const outbox = mkdtempSync(path.join(os.tmpdir(), 'resend-outbox-'));
let t: TestApp;
let kasse: Client;
const resend = (c: Client, code: string, csrf = true) => c.request({ method: 'POST', url: `/de/api/dashboard-orders/${code}/resend-mail/`, csrf });
const mailsOf = (code: string) => readdirSync(outbox).filter((f) => f.endsWith(`-${code}.eml`));

before(async () => {
  t = await testApp({ outboxDir: outbox });
  kasse = client(t.app);
  assert.equal((await kasse.login('kasse', 'kasse')).statusCode, 200);
});
after(() => t.close());

test('the box office resends an order confirmation; roles, CSRF, unknown and cancelled orders are refused', async () => {
  const order = await buyTickets(t, 1, { locale: 'en', name: 'Clara Wieck' });
  assert.equal(mailsOf(order.code).length, 1, 'the checkout sent the first one');
  const editor = client(t.app);
  await editor.login('editor', 'editor');
  assert.equal((await resend(client(t.app), order.code)).statusCode, 401);
  assert.equal((await resend(editor, order.code)).statusCode, 403);
  assert.equal((await resend(kasse, order.code, false)).statusCode, 403);
  const malformed = await resend(kasse, 'not-a-code');
  assert.equal(malformed.statusCode, 400);
  assert.equal(malformed.json().field, 'code');
  assert.equal((await resend(kasse, 'ZZZZZZZZ')).statusCode, 404);

  t.clock.advance(60_000);
  const sent = await resend(kasse, order.code);
  assert.equal(sent.statusCode, 200, sent.body);
  assert.equal(sent.json().email, order.email);
  const mails = mailsOf(order.code);
  assert.equal(mails.length, 2, 'a second mail in the outbox');
  const eml = readFileSync(path.join(outbox, mails.sort()[1]), 'utf8');
  assert.match(eml, /To: Clara Wieck/);
  assert.match(eml, new RegExp(`Subject: =\\?UTF-8\\?Q\\?Your_order_${order.code}_`), 'in the order\u2019s language');

  assert.equal((await kasse.request({ method: 'POST', url: `/de/api/dashboard-orders/${order.code}/cancel/` })).statusCode, 200);
  assert.equal((await resend(kasse, order.code)).statusCode, 409);
});
