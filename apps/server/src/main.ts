import { startTracingIfAsked } from './tracing/tracing.ts';

// OpenTelemetry's instrumentations patch http and pg as those load: it starts before the server's
// modules are imported, and without OTEL_EXPORTER_OTLP_ENDPOINT none of it is loaded (decision 0114).
const tracing = await startTracingIfAsked(process.env);
const { serve } = await import('./serve.ts');
await serve(tracing);
