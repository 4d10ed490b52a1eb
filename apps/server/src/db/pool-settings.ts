/** How the server's pool talks to PostgreSQL (README: DATABASE_POOL_SIZE and the two timeouts). */
export interface PoolSettings {
  /** Connections of one instance. */
  size: number;
  /** How long a query waits for a connection, to be made or to come free in the pool. */
  connectTimeoutMs: number;
  /** PostgreSQL cancels a statement that runs longer (statement_timeout; migrations are exempt). */
  statementTimeoutMs: number;
}

/**
 * 30 connections did no better than 10 at 50 concurrent requests on the 2-core machine (decision
 * 0059): the database's CPU, not the queue for a connection, limits. No statement outlives the
 * request it serves (REQUEST_TIMEOUT_SECONDS, 60); the background jobs' longest took 22 s (0069).
 */
export const defaultPoolSettings: PoolSettings = {
  size: 10,
  connectTimeoutMs: 10_000,
  statementTimeoutMs: 60_000,
};
