import { type Area, insurerAreas, insurerHeaders, insurerOpenApi, problemOf } from '@mijn/insurer';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { z } from 'zod/mini';
import { carriesBearerToken } from './bearer.ts';
import { type PortCall, serveOperation } from './operation-route.ts';
import { answerFailure, sendProblem } from './problems.ts';

// zod/mini has no texts of its own: the 400 problems say in English what did not match.
z.config(z.locales.en());

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `area.operation` of the route, for the log. */
    operation?: string;
    /** Asked without a token (the health answer, the OpenAPI document). */
    open?: boolean;
  }
}

export interface InsurerHttpAppOptions {
  /** The insurer the service answers for: the simulation's embedded port. */
  port: object;
  /** The areas it serves: every declared one (tests serve their own). */
  areas?: Readonly<Record<string, Area>>;
  /** The bearer token a caller must send (INSURER_API_TOKEN). */
  apiToken: string;
  logger: FastifyBaseLogger | false;
}

/** The port's function for an operation: the declarations name every function the port has. */
function portCall(port: object, area: string, operation: string): PortCall {
  const functions = (port as Record<string, Record<string, PortCall> | undefined>)[area];
  const call = functions?.[operation];
  if (!call) throw new Error(`the port has no ${area}.${operation}`);
  return call.bind(functions);
}

/**
 * The insurer's HTTP service (port.md section 9): every declared operation at its route, checked by
 * its schema and answered by the port; refusals and failures as RFC 9457 problems; a bearer token;
 * the OpenAPI document at /v1/openapi.json. The X-Request-Id of the portal becomes the request id
 * of every log line. Only the path is logged, never the query string (a query's input may hold a
 * person's facts).
 */
export async function buildInsurerHttpApp(options: InsurerHttpAppOptions): Promise<FastifyInstance> {
  const { areas = insurerAreas, apiToken } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    requestIdHeader: insurerHeaders.requestId,
    // One line per call, written below, instead of Fastify's two with the whole URL.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setErrorHandler(answerFailure);
  app.setNotFoundHandler((_request, reply) => sendProblem(reply, problemOf('not-found')));
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.open) return;
    if (!carriesBearerToken(request.headers.authorization, apiToken)) {
      reply.header('www-authenticate', 'Bearer');
      return sendProblem(reply, problemOf('unauthorized'));
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        operation: request.routeOptions.config.operation ?? request.routeOptions.url ?? 'none',
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        traceparent: request.headers[insurerHeaders.traceparent],
      },
      'answered',
    );
  });

  const openApi = JSON.stringify(insurerOpenApi(areas));
  app.get('/v1/openapi.json', { config: { open: true } }, (_request, reply) =>
    reply.type('application/json').send(openApi),
  );
  for (const area of Object.values(areas)) {
    for (const [name, operation] of Object.entries(area.operations)) {
      serveOperation(app, operation, portCall(options.port, area.name, name));
    }
  }
  return app;
}
