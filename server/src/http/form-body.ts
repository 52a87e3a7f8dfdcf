import type { FastifyInstance } from 'fastify';

/** HTML forms (the login page) post application/x-www-form-urlencoded; Fastify parses only JSON by itself. */
export function registerFormBody(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
