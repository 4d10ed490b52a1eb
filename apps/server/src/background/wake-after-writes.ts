import type { FastifyInstance } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Wakes the simulation's background work after each request that may have given it some: a write
 * that succeeded. The loop sleeps until its next work is due, so this is how a claim or a moved
 * development clock gets its run soon. (A kept command wakes the hand-over loop itself.)
 */
export function wakeAfterWrites(app: FastifyInstance, wake: () => void): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!READS.has(request.method) && reply.statusCode < 400) wake();
  });
}
