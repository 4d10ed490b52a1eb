import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of this plugin (and only those) take an HTML form's or a provider's
 * `application/x-www-form-urlencoded` body, read as an object of strings.
 */
export function acceptFormBodies(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  );
}
