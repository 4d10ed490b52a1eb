import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../db/client.ts';
import { createPostgresDatabase } from '../test/test-database.ts';
import { registerPoolMetrics } from './pool-metrics.ts';

// PostgreSQL only (vitest.config.ts): the embedded database has no pool.
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let connection: DatabaseConnection;
beforeAll(async () => {
  database = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
  connection = await openDatabase({
    databaseUrl: database.url,
    dataDir: null,
    pool: { size: 2, connectTimeoutMs: 5_000, statementTimeoutMs: 5_000 },
  });
});
afterAll(async () => {
  await connection.close();
  await database.drop();
});

const gaugeValue = async (registry: Registry, name: string) =>
  (await registry.getSingleMetric(name)?.get())?.values.find((v) => !v.labels.le)?.value;

describe("the PostgreSQL pool's metrics", () => {
  it('show the connections, the queries waiting for one, and how long each use held one', async () => {
    if (connection.kind !== 'postgres') throw new Error('a URL opens PostgreSQL');
    const { pool } = connection;
    const registry = new Registry();
    registerPoolMetrics(registry, pool);
    const sleeping = Promise.all(Array.from({ length: 3 }, () => pool.query('select pg_sleep(0.3)')));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await gaugeValue(registry, 'mijn_db_pool_connections')).toBe(2);
    expect(await gaugeValue(registry, 'mijn_db_pool_waiting_queries')).toBe(1);
    await sleeping;
    expect(await gaugeValue(registry, 'mijn_db_pool_idle_connections')).toBe(2);
    const text = await registry.metrics();
    expect(text).toMatch(/^mijn_db_connection_hold_seconds_count 3$/m);
    const sum = Number(/^mijn_db_connection_hold_seconds_sum (\S+)$/m.exec(text)?.[1]);
    expect(sum).toBeGreaterThanOrEqual(0.9);
  });
});
