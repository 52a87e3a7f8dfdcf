import type { FastifyInstance } from 'fastify';

/**
 * HTML forms (the login page, the cookie dialog, a visitor's form before its script runs) post
 * application/x-www-form-urlencoded; Fastify parses only JSON by itself. A name sent more than once (checkboxes of
 * one question, a multiple select) becomes the list of its values, in order; a name sent once stays a string.
 */
export function registerFormBody(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    // A Map, then own properties: a field named __proto__ stays a field.
    const fields = new Map<string, string | string[]>();
    for (const [name, value] of new URLSearchParams(body as string)) {
      const seen = fields.get(name);
      fields.set(name, seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value]);
    }
    done(null, Object.fromEntries(fields));
  });
}
