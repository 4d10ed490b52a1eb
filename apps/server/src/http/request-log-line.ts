import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type Logger, pino } from 'pino';
import { loggedRequest, unredactedSibling } from '../logger.ts';

const isPino = (logger: FastifyBaseLogger): logger is Logger =>
  (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] !== undefined;

/**
 * One line per request, once its reply is sent: what was asked (the path without its query, the
 * client's address only as its network), the status, how long it took and the request id. It
 * replaces Fastify's own pair (`incoming request`, `request completed`: `disableRequestLogging`),
 * which wrote every request twice, and it is built here from plain fields, so it needs neither a
 * child logger per request nor the redaction of every other line (decision 0111). A route whose log level is above `info` (the health probes) writes
 * none. A callback hook: an async one costs a promise per request (decision 0071).
 */
export function logOneLinePerRequest(app: FastifyInstance, logger: FastifyBaseLogger): void {
  const lines = isPino(logger) ? unredactedSibling(logger) : logger;
  const info = pino.levels.values.info ?? 30;
  app.addHook('onResponse', (request, reply, done) => {
    const routeLevel = pino.levels.values[request.routeOptions.logLevel];
    if (routeLevel === undefined || routeLevel <= info) {
      lines.info(
        {
          reqId: request.id,
          req: loggedRequest(request),
          res: { statusCode: reply.statusCode },
          responseTime: reply.elapsedTime,
        },
        'request completed',
      );
    }
    done();
  });
}
