import { Counter, Histogram, Registry } from 'prom-client';

/** Seconds: from a cached read (a few ms) to an upload's readability check (up to the 10 s limit). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type LoginEvents = Counter<'method' | 'outcome'>;

/**
 * The portal's own metrics in a registry of their own (decision 0113), so two apps in one test
 * process never share a count. The process, pool and backlog metrics join the same registry where
 * the server has them (served-metrics.ts, backlog-metrics.ts).
 */
export function createPortalMetrics() {
  const registry = new Registry();
  return {
    registry,
    httpRequests: new Counter({
      name: 'mijn_http_requests_total',
      help: 'Answered requests by contract route pattern, method and status class.',
      labelNames: ['method', 'route', 'status_class'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'mijn_http_request_duration_seconds',
      help: 'Time from a request to its answer, by contract route pattern and method.',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    loginEvents: new Counter({
      name: 'mijn_login_events_total',
      help: 'Login, registration and reset steps by method and outcome, as stored in login_events.',
      labelNames: ['method', 'outcome'] as const,
      registers: [registry],
    }),
    uploadVerdicts: new Counter({
      name: 'mijn_upload_readability_verdicts_total',
      help: "Readability verdicts of a claim's uploaded bills, checked before it is sent.",
      labelNames: ['verdict'] as const,
      registers: [registry],
    }),
  };
}

export type PortalMetrics = ReturnType<typeof createPortalMetrics>;
