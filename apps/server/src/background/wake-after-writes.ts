import type { FastifyInstance } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Wakes the background loops after each request that may have given them work: a write that
 * succeeded. A loop with nothing due sleeps until its next work, so this is how a claim, a kept
 * command or a moved test clock gets its run soon.
 */
export function wakeAfterWrites(app: FastifyInstance, wake: () => void): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!READS.has(request.method) && reply.statusCode < 400) wake();
  });
}
