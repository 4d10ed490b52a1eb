import type { FastifyInstance } from 'fastify';
import type { PortalMetrics } from './portal-metrics.ts';

/** The label of a request no route matched (404s, probes of random paths): never the raw path. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts every answered request and its time under the route's pattern as a contract entry
 * registered it (`/api/Declaration/:declarationId`), so an id never becomes a label of its own.
 */
export function recordHttpMetrics(app: FastifyInstance, metrics: PortalMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const { method } = request;
    metrics.httpRequests.inc({ method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` });
    metrics.httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });
}
