import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
let port: number;
before(async () => {
  t = await testApp({ seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
after(() => t.close());

/** Sends raw bytes and reads until the server closes: the parser's refusals never reach a route or `inject`. */
function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const status = Number(statusLine?.split(' ')[1]);
      if (!status) return reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}

test('an overlong address is a 431 with the security headers every answer carries', async () => {
  const normal = await t.app.inject('/healthz');
  const res = await raw(`GET /de/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  assert.equal(res.status, 431);
  for (const name of ['x-content-type-options', 'referrer-policy', 'permissions-policy']) {
    assert.ok(normal.headers[name], `${name} on a normal answer`);
    assert.equal(res.headers[name], normal.headers[name], name);
  }
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.match(res.headers['content-type'], /^application\/json/);
  assert.deepEqual(JSON.parse(res.body), { message: 'request: the address or the headers are too long', field: 'request' });
});

test('a request the parser cannot read is a 400 with the same headers', async () => {
  const res = await raw('NOT HTTP AT ALL\r\n\r\n');
  assert.equal(res.status, 400);
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.equal(JSON.parse(res.body).field, 'request');
});
