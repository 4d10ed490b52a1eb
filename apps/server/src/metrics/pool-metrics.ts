import type pg from 'pg';
import { Gauge, Histogram, type Registry } from 'prom-client';

/** Seconds: a single statement holds its connection for milliseconds, a job's transaction for longer. */
const HOLD_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * node-postgres's pool as Prometheus sees it: its connections, the idle ones and the queries waiting
 * for one, read at scrape time; and how long each use held a connection, from the pool's acquire and
 * release events. A single statement (drizzle's pool.query) holds one for the statement's time, so
 * this is the query latency without wrapping each call; a transaction holds one for all of its
 * statements.
 */
export function registerPoolMetrics(registry: Registry, pool: pg.Pool): void {
  const readings = [
    ['mijn_db_pool_connections', 'Open connections of the pool.', () => pool.totalCount],
    ['mijn_db_pool_idle_connections', 'Open connections no query is using.', () => pool.idleCount],
    ['mijn_db_pool_waiting_queries', 'Queries waiting for a connection.', () => pool.waitingCount],
  ] as const;
  for (const [name, help, read] of readings) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  }
  const held = new Histogram({
    name: 'mijn_db_connection_hold_seconds',
    help: 'How long a statement or transaction held its pool connection.',
    buckets: HOLD_BUCKETS,
    registers: [registry],
  });
  const since = new WeakMap<pg.PoolClient, () => number>();
  pool.on('acquire', (client) => since.set(client, held.startTimer()));
  pool.on('release', (_error, client) => {
    since.get(client)?.();
    since.delete(client);
  });
}
