import { FastifyOtelInstrumentation } from '@fastify/otel';
import { trace } from '@opentelemetry/api';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { outgoingPrivateAttributes, requestPrivateAttributes } from './private-attributes.ts';
import { tracedPort } from './traced-insurer.ts';
import { traceQueries } from './traced-pglite.ts';
import type { Tracing } from './tracing.ts';

/** Probes come every few seconds and say nothing about a request: no spans. */
const unwatched = (url: string | undefined) => Boolean(url?.startsWith('/health/'));

/**
 * OpenTelemetry's Node SDK, configured by the standard OTEL_* variables (endpoint, protocol,
 * sampler, service name; `mijn-portal` by default), exporting traces only: metrics are
 * Prometheus's (decision 0113) and log lines go to stdout. Spans: each incoming request with its
 * route (@fastify/otel), PostgreSQL's queries (instrumentation-pg), PGlite's
 * queries, each insurer operation and each outgoing fetch (instrumentation-undici), which carries
 * `traceparent` on. Client addresses and query values never reach a span (private-attributes.ts).
 */
export function startTracing(env: NodeJS.ProcessEnv): Tracing {
  const sdk = new NodeSDK({
    ...(env.OTEL_SERVICE_NAME ? {} : { serviceName: 'mijn-portal' }),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      // Fastify's own instrumentation makes the server span and reads `traceparent`; node:http's
      // would make a second one around it and cost twice as much (decision 0114).
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // A span per lifecycle hook would be a dozen per request; the request and its handler do.
        instrumentHooks: false,
        ignorePaths: ({ url }) => unwatched(url),
        requestHook: (span, request) => {
          span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`);
          span.setAttributes({ ...requestPrivateAttributes(request), 'request.id': request.id });
        },
      }),
      new PgInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation({ startSpanHook: outgoingPrivateAttributes }),
    ],
  });
  sdk.start();
  const tracer = trace.getTracer('mijn-portal');
  return {
    lineFields: (): Record<string, string> => {
      const span = trace.getActiveSpan();
      // A new object each time: pino merges the line's own fields into what the mixin returns.
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
    tracedInsurer: (port) => tracedPort(port, tracer),
    traceEmbeddedDatabase: (client) => traceQueries(client, tracer),
    shutdown: () => sdk.shutdown(),
  };
}
