import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type TestApp, testApp } from '../../testing/test-app';

const CSRF = 'visitor-input-csrf-token-0123456789';
let t: TestApp;

const post = (url: string, payload: unknown, opts: { csrf?: string; address?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: opts.address ?? '198.51.100.10',
    headers: { 'x-csrftoken': opts.csrf ?? CSRF },
    cookies: { csrftoken: opts.csrf ?? CSRF },
  });
const contact = (values: Record<string, unknown>) => ({
  form: 1,
  field_values: { name: 'Erika Muster', email: 'erika@example.org', email2: 'erika@example.org', topic: 'tickets', message: 'Hallo', privacy: true, ...values },
});
const checkout = (name: string) => ({ name, email: 'erika@example.org', terms_accepted: true });

before(async () => {
  for (const key of ['CART_ADDS_PER_CLIENT', 'CART_ADDS_PER_ADDRESS', 'CART_ADDS_WINDOW_MS']) delete process.env[key];
  t = await testApp({ now: new Date('2026-05-06T10:00:00Z') });
});
after(() => t.close());

describe('names are single-line printable text', () => {
  it('the checkout refuses a name with a line break or a control character: 400 naming the field', async () => {
    for (const name of ['Erika\nMuster', 'Erika\r\nBcc: x@example.org', 'Erika\tMuster', 'Erika\u0007', 'Erika\u2028Muster']) {
      const res = await post('/de/api/orders/', checkout(name), { csrf: `checkout-${name.length}-csrf-token-0123456789`, address: '198.51.100.20' });
      assert.equal(res.statusCode, 400, JSON.stringify(name));
      assert.equal(res.json().field, 'name');
      assert.match(res.json().message, /^name: .*one line/);
    }
  });

  it('NUL anywhere is a clear 400 naming the field, on the checkout and in a form entry', async () => {
    const order = await post('/de/api/orders/', checkout('Erika\u0000Muster'), { address: '198.51.100.21' });
    assert.equal(order.statusCode, 400);
    assert.equal(order.json().field, 'name');
    assert.equal(order.json().message, 'name: must not contain NUL characters');
    const email = await post('/de/api/orders/', { ...checkout('Erika'), email: 'erika@exa\u0000mple.org' }, { address: '198.51.100.21' });
    assert.equal(email.json().field, 'email');
    const entry = await post('/de/api/forms-entries/', contact({ message: 'Hallo\u0000' }), { address: '198.51.100.21' });
    assert.equal(entry.statusCode, 400);
    assert.equal(entry.json().field, 'field_values.message');
    assert.match(entry.json().message, /NUL/);
  });

  it('a form\u2019s one-line fields refuse line breaks; its multi-line fields keep them', async () => {
    const bad = await post('/de/api/forms-entries/', contact({ name: 'Erika\nMuster' }), { address: '198.51.100.22' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().field, 'field_values.name');
    assert.equal(bad.json().errors.name, 'Bitte in einer Zeile und ohne Steuerzeichen eingeben!');
    const good = await post('/de/api/forms-entries/', contact({ message: 'Zeile eins\nZeile zwei' }), { address: '198.51.100.22' });
    assert.equal(good.statusCode, 201, good.body);
  });
});

describe('form entries and the error log are throttled like cart additions', () => {
  it('the eleventh form entry of one client within a minute is a 429 with Retry-After; an hour later it goes through', async () => {
    const csrf = 'throttle-forms-csrf-token-0123456789';
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await post('/de/api/forms-entries/', contact({}), { csrf, address: '198.51.100.30' })).statusCode);
    assert.deepEqual(answers, [...Array(10).fill(201), 429]);
    const limited = await post('/de/api/forms-entries/', contact({}), { csrf, address: '198.51.100.30' });
    assert.equal(limited.json().field, 'form');
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal((await post('/de/api/forms-entries/', contact({}), { csrf: 'another-client-csrf-token-0123456789', address: '198.51.100.31' })).statusCode, 201, 'other clients are not affected');
    t.clock.advance(61_000);
    assert.equal((await post('/de/api/forms-entries/', contact({}), { csrf, address: '198.51.100.30' })).statusCode, 201);
  });

  it('one address is capped across cookies (30 a minute), for the error log as for the cart', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) {
      answers.push((await post('/de/api/dashboard-error-log/', { url: `/de/nope-${i}` }, { csrf: `error-log-client-${i}-csrf-token-0123456789`, address: '198.51.100.40' })).statusCode);
    }
    assert.deepEqual(answers, [...Array(30).fill(201), 429]);
    const limited = await post('/de/api/dashboard-error-log/', { url: '/de/x' }, { csrf: 'error-log-client-x-csrf-token-0123456789', address: '198.51.100.40' });
    assert.equal(limited.json().field, 'url');
  });
});
