import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type TestApp, testApp } from '../../testing/test-app';
import { accountLimitFromEnv, createAccountLoginLimit } from './account-login-limit';

let t: TestApp;
before(async () => {
  t = await testApp();
});
after(() => t.close());

const CSRF = 'account-limit-csrf-token-0123456789';
const login = (address: string, username: string, password: string, locale = 'de') =>
  t.app.inject({
    method: 'POST',
    url: `/${locale}/login/`,
    remoteAddress: address,
    payload: { username, password },
    headers: { 'content-type': 'application/json', 'x-csrftoken': CSRF },
    cookies: { csrftoken: CSRF },
  });
const formLogin = (address: string, username: string, password: string, locale: 'de' | 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/${locale}/login/`,
    remoteAddress: address,
    payload: `username=${username}&password=${password}&csrfmiddlewaretoken=${CSRF}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    cookies: { csrftoken: CSRF },
  });
const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

function clock() {
  let now = 5_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('failed logins per account', () => {
  it('counts every address together, lets five through, then doubles the wait; a good login starts over', async () => {
    const c = clock();
    const limit = createAccountLoginLimit(t.db, { now: c.now });
    for (let i = 0; i < 5; i++) assert.equal(await limit.take('Probe-A'), 0, `try ${i + 1}`);
    assert.equal(await limit.take('probe-a'), 1000, 'user names compare case-insensitively');
    assert.equal(await limit.take('probe-a'), 1000, 'a refused try is not counted');
    c.advance(1000);
    assert.equal(await limit.take('probe-a'), 0);
    assert.equal(await limit.take('probe-a'), 2000);
    c.advance(2000);
    assert.equal(await limit.take('probe-a'), 0);
    assert.equal(await limit.take('probe-a'), 4000);
    await limit.succeed('PROBE-A');
    assert.equal(await limit.take('probe-a'), 0);
  });

  it('caps the wait and forgets an account that went quiet for an hour', async () => {
    const c = clock();
    const limit = createAccountLoginLimit(t.db, { now: c.now });
    for (let i = 0; i < 30; i++) {
      await limit.take('probe-b');
      c.advance(15 * 60_000);
    }
    c.advance(-15 * 60_000);
    assert.equal(await limit.take('probe-b'), 15 * 60_000, 'never more than 15 minutes at a time');
    c.advance(60 * 60_000);
    assert.equal(await limit.take('probe-b'), 0);
  });

  it('is one limit for all instances, and a burst of parallel tries gets exactly five checks', async () => {
    const c = clock();
    const first = createAccountLoginLimit(t.db, { now: c.now });
    const second = createAccountLoginLimit(t.db, { now: c.now });
    const waits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? first : second).take('probe-c')));
    assert.equal(waits.filter((w) => w === 0).length, 5);
    assert.ok(waits.filter((w) => w > 0).every((w) => w === 1000));
  });

  it('reads its threshold from LOGIN_FAILURES_PER_ACCOUNT, 5 when unset, and refuses what is not a positive whole number', () => {
    assert.equal(accountLimitFromEnv({}).threshold, 5);
    assert.equal(accountLimitFromEnv({ LOGIN_FAILURES_PER_ACCOUNT: '12' }).threshold, 12);
    for (const junk of ['0', '-3', '2.5', 'viele']) assert.throws(() => accountLimitFromEnv({ LOGIN_FAILURES_PER_ACCOUNT: junk }), /LOGIN_FAILURES_PER_ACCOUNT must be a whole number of at least 1/, junk);
  });
});

describe('login with the per-account limit', () => {
  it('300 addresses with one guess each: five passwords are checked, the rest wait with 429 and Retry-After, the right one too', async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => login(address(i + 1), 'editor', `guess-${i}`)));
    const statuses = answers.map((a) => a.statusCode);
    assert.equal(statuses.filter((s) => s === 400).length, 5);
    assert.equal(statuses.filter((s) => s === 429).length, 295);
    for (const refused of answers.filter((a) => a.statusCode === 429)) assert.ok(Number(refused.headers['retry-after']) >= 1);
    const right = await login('203.0.113.200', 'editor', 'editor');
    assert.equal(right.statusCode, 429, 'the password is not even checked while the account waits');
    assert.match(right.json().message, /Für dieses Konto gab es zu viele fehlgeschlagene Anmeldeversuche/);
    t.clock.advance(1000);
    assert.equal((await login('203.0.113.200', 'editor', 'editor')).statusCode, 200, 'after the wait the editor logs in');
    assert.equal((await login('203.0.113.201', 'editor', 'wrong-again')).statusCode, 400, 'and the count started over');
  });

  it('the login page says so in German and in English, with the wait', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await formLogin(address(1000 + i), 'lektorin', `guess-${i}`, 'de')).statusCode, 400);
    const de = await formLogin(address(1100), 'lektorin', 'lektorin', 'de');
    assert.equal(de.statusCode, 429);
    assert.equal(de.headers['retry-after'], '1');
    assert.match(de.body, /role="alert"[^>]*>Für dieses Konto gab es zu viele fehlgeschlagene Anmeldeversuche\. Zum Schutz des Kontos ist die Anmeldung kurz gesperrt; bitte versuchen Sie es in 1 Sekunde erneut\./);
    const en = await formLogin(address(1101), 'lektorin', 'lektorin', 'en');
    assert.equal(en.statusCode, 429);
    assert.match(en.body, /There were too many failed login attempts for this account\. To protect it, logging in is paused briefly; please try again in 1 second\./);
    t.clock.advance(1000);
    assert.equal((await formLogin(address(1102), 'lektorin', 'lektorin', 'de')).statusCode, 303);
  });

  it('good logins never add up: the end-to-end tests log in as editor again and again', async () => {
    for (let i = 0; i < 12; i++) assert.equal((await login('203.0.113.210', 'editor', 'editor')).statusCode, 200, `login ${i + 1}`);
  });
});
