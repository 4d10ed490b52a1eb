import { FastifyOtelInstrumentation } from '@fastify/otel';
import { trace } from '@opentelemetry/api';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { incomingPrivateAttributes, outgoingPrivateAttributes, pathOf } from './private-attributes.ts';
import { tracedPort } from './traced-insurer.ts';
import { traceQueries } from './traced-pglite.ts';
import type { Tracing } from './tracing.ts';

/** Probes and scrapes come every few seconds and say nothing about a request: no spans. */
const unwatched = (url: string | undefined) => url === '/metrics' || Boolean(url?.startsWith('/health/'));

/**
 * OpenTelemetry's Node SDK, configured by the standard OTEL_* variables (endpoint, protocol,
 * sampler, service name; `mijn-portal` by default), exporting traces only: metrics are
 * Prometheus's (decision 0113) and log lines go to stdout. Spans: each incoming request with its
 * route (instrumentation-http, @fastify/otel), PostgreSQL's queries (instrumentation-pg), PGlite's
 * queries, each insurer operation and each outgoing fetch (instrumentation-undici), which carries
 * `traceparent` on. Client addresses and query values never reach a span (private-attributes.ts).
 */
export function startTracing(env: NodeJS.ProcessEnv): Tracing {
  const sdk = new NodeSDK({
    ...(env.OTEL_SERVICE_NAME ? {} : { serviceName: 'mijn-portal' }),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => unwatched(request.url),
        startIncomingSpanHook: incomingPrivateAttributes,
        // The portal's own outgoing calls go through fetch (undici, below).
        disableOutgoingRequestInstrumentation: true,
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // A span per lifecycle hook would be a dozen per request; the request and its handler do.
        instrumentHooks: false,
        ignorePaths: ({ url }) => unwatched(url),
        requestHook: (span, request) => {
          span.setAttribute('url.path', pathOf(request.url));
          span.setAttribute('request.id', request.id);
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
