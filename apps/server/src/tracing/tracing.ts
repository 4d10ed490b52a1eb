import type { PGlite } from '@electric-sql/pglite';
import type { InsurerPort } from '@mijn/insurer';
import type { LineFields } from '../logger.ts';

/** What the composition root does with OpenTelemetry once it runs (open-telemetry.ts). */
export interface Tracing {
  /** The active span's trace_id and span_id, for every log line. */
  lineFields: LineFields;
  /** The port with a span around each operation it is asked for, whichever adapter is behind it. */
  tracedInsurer(port: InsurerPort): InsurerPort;
  /** A span per query of the embedded database (PostgreSQL's own driver is instrumented as it loads). */
  traceEmbeddedDatabase(client: PGlite): void;
  /** Sends the spans still waiting in the batch. */
  shutdown(): Promise<void>;
}

/** Tracing is on where an OTLP endpoint is set (the standard variables), unless the SDK is disabled. */
export const tracingAsked = (env: NodeJS.ProcessEnv): boolean =>
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) &&
  env.OTEL_SDK_DISABLED !== 'true';

/**
 * OpenTelemetry, started when asked for; otherwise null, and none of its modules is even loaded,
 * so a server without tracing pays nothing for it.
 */
export async function startTracingIfAsked(env: NodeJS.ProcessEnv): Promise<Tracing | null> {
  if (!tracingAsked(env)) return null;
  const { startTracing } = await import('./open-telemetry.ts');
  return startTracing(env);
}
