import type { FastifyInstance } from 'fastify';

/**
 * Lets a shutdown finish: fastify closes the connections that are idle when it starts closing, but a request still
 * in flight then leaves a kept-alive connection behind once answered, and the client may keep it for the server's
 * whole keep-alive time (72 s). So while closing, every answer says `connection: close`, and a connection that turns
 * idle after its last answer (a streamed document had sent its headers before) is closed right away.
 */
export function registerCloseConnections(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing && !reply.raw.headersSent) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    // The socket counts as idle only after this answer's 'finish' has been handled, hence the next turn.
    if (closing) setImmediate(() => app.server.closeIdleConnections?.());
  });
}
