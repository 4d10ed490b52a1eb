import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

const HSTS = 'max-age=31536000; includeSubDomains';
/** A DNS name or an IP literal: anything else in Host must not end up in a Location header. */
const plausibleHostname = /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i;

/**
 * ENFORCE_HTTPS: a request that came over plain http is redirected to the same URL over https
 * (301 for GET and HEAD; 308 otherwise, so a POST stays a POST with its body), and every reply
 * carries HSTS. Behind a proxy the protocol is read from X-Forwarded-Proto only with TRUST_PROXY
 * (Fastify's request.protocol), so a client cannot talk its way past the redirect.
 */
export function registerHttpsOnly(
  app: FastifyInstance,
  options: { enforceHttps: boolean; trustProxy: boolean },
): void {
  // A request is https only on a TLS socket (this server listens on plain http unless built with
  // Fastify's `https`) or, with TRUST_PROXY, by X-Forwarded-Proto: without either, and without
  // ENFORCE_HTTPS, no reply gets HSTS, so no hook has to look (decision 0082).
  const mayComeOverHttps = options.trustProxy || Boolean(app.initialConfig.https);
  if (options.enforceHttps || mayComeOverHttps) {
    // A callback hook: every reply passes here, and an async one costs a promise each (decision 0071).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.protocol === 'https' || options.enforceHttps)
        reply.header('strict-transport-security', HSTS);
      done(null, payload);
    });
  }
  if (!options.enforceHttps) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https' || request.routeOptions.config.plainHttpAllowed) return;
    if (!plausibleHostname.test(request.hostname)) throw new HttpError(400, 'Invalid Host header');
    const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
    return reply.code(status).header('location', `https://${request.hostname}${request.url}`).send();
  });
}
