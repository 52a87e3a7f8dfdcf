import assert from 'node:assert/strict';
import http from 'node:http';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { registerCloseConnections } from './close-connections';

/** One GET over a kept-alive agent; resolves with the status and the connection header once the body is read. */
function get(agent: http.Agent, port: number, path: string): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

describe('closing the server', () => {
  it('answers a request in flight with connection: close and finishes without waiting for the keep-alive time', async () => {
    const app = Fastify();
    registerCloseConnections(app);
    let release = () => {};
    const started = new Promise<void>((onStart) => {
      app.get('/slow', async () => {
        onStart();
        await new Promise<void>((r) => (release = r));
        return { ok: true };
      });
    });
    app.get('/fast', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
    try {
      // One idle kept-alive connection, one busy one.
      assert.equal((await get(agent, port, '/fast')).connection, 'keep-alive');
      const slow = get(agent, port, '/slow');
      await started;
      let closed = false;
      const closing = app.close().then(() => (closed = true));
      await new Promise((r) => setTimeout(r, 50));
      assert.equal(closed, false, 'the request in flight keeps the server open');
      release();
      const answer = await slow;
      assert.equal(answer.status, 200);
      assert.equal(answer.connection, 'close');
      // Well below the 5 s keep-alive both sides would otherwise hold the connection for.
      await Promise.race([closing, new Promise((_, fail) => setTimeout(() => fail(new Error('close() still waiting')), 3_000))]);
      assert.equal(closed, true);
    } finally {
      agent.destroy();
    }
  });
});
