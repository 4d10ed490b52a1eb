import { collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config.ts';
import type { DatabaseConnection } from '../db/client.ts';
import { type MetricsServer, serveMetrics } from './metrics-server.ts';
import { registerPoolMetrics } from './pool-metrics.ts';
import { createPortalMetrics, type PortalMetrics } from './portal-metrics.ts';

export type ServedMetrics = PortalMetrics & {
  /** Starts the listener on METRICS_PORT. */
  listen(host: string): Promise<MetricsServer>;
};

/**
 * The metrics METRICS_PORT serves, or null when it is not set: the portal's own, prom-client's
 * process metrics (memory, event-loop lag, garbage collection) and, on PostgreSQL, the pool's.
 */
export function servedMetrics(
  config: Pick<Config, 'metricsPort'>,
  connection: DatabaseConnection,
): ServedMetrics | null {
  const port = config.metricsPort;
  if (port === null) return null;
  const metrics = createPortalMetrics();
  collectDefaultMetrics({ register: metrics.registry });
  if (connection.kind === 'postgres') registerPoolMetrics(metrics.registry, connection.pool);
  return { ...metrics, listen: (host) => serveMetrics(metrics.registry, { port, host }) };
}
