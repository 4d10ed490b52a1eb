import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness.ts';

/**
 * The probes of a balancer or an orchestrator, outside /api/ (no contract: no client of the portal
 * calls them), open to anyone, answered over plain http even with ENFORCE_HTTPS, never cached, and
 * never logged: a probe every few seconds would bury the request log.
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  const probe = { logLevel: 'silent', config: { plainHttpAllowed: true } } as const;
  app.get('/health/live', probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live' };
  });
  app.get('/health/ready', probe, async (_request, reply) => {
    const report = await readiness.report();
    reply.header('cache-control', 'no-store').code(report.status === 'ready' ? 200 : 503);
    return report;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A probe from inside the network: ENFORCE_HTTPS does not redirect it. */
    plainHttpAllowed?: boolean;
  }
}
