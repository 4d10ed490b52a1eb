import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/test-database.ts';
import { type DatabaseConnection, openDatabase } from './client.ts';
import { migrateAndSeed } from './migrate.ts';
import type { PoolSettings } from './pool-settings.ts';

// PostgreSQL only (vitest.config.ts): the embedded database has no pool and no other sessions.
const serverUrl = process.env.TEST_DATABASE_URL ?? '';

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
const opened: DatabaseConnection[] = [];
beforeAll(async () => {
  database = await createPostgresDatabase(serverUrl);
});
afterAll(async () => {
  await Promise.all(opened.map((connection) => connection.close()));
  await database.drop();
});

async function poolOf(pool: PoolSettings) {
  const connection = await openDatabase({ databaseUrl: database.url, dataDir: null, pool });
  opened.push(connection);
  if (connection.kind !== 'postgres') throw new Error('a URL opens PostgreSQL');
  return connection;
}

const sleep = (seconds: number) => `select pg_backend_pid() as pid, pg_sleep(${seconds})`;

describe('the PostgreSQL pool of DATABASE_URL', () => {
  it('has PostgreSQL cancel a statement that runs longer than the statement timeout, and only that one', async () => {
    const { pool } = await poolOf({ size: 2, connectTimeoutMs: 5_000, statementTimeoutMs: 1_000 });
    await expect(pool.query(sleep(0.2))).resolves.toBeDefined();
    await expect(pool.query(sleep(5))).rejects.toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    await expect(pool.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('opens at most its size of connections', async () => {
    const { pool } = await poolOf({ size: 2, connectTimeoutMs: 5_000, statementTimeoutMs: 5_000 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => pool.query(sleep(0.3))));
    expect(new Set(answers.map((answer) => answer.rows[0]?.pid)).size).toBe(2);
  });

  it('lets a query wait for a connection no longer than the connect timeout', async () => {
    const { pool } = await poolOf({ size: 1, connectTimeoutMs: 1_000, statementTimeoutMs: 30_000 });
    let holderDone = false;
    const holder = pool.query(sleep(4)).finally(() => {
      holderDone = true;
    });
    await expect(pool.query('select 1')).rejects.toThrow('timeout exceeded when trying to connect');
    expect(holderDone).toBe(false);
    await holder;
  });

  it('lets migrations run without the statement timeout, and hands the pool its timeout back', async () => {
    const connection = await poolOf({ size: 1, connectTimeoutMs: 5_000, statementTimeoutMs: 1_000 });
    let duringMigration: unknown;
    await migrateAndSeed(connection, async (db) => {
      duringMigration = await db.execute(sql`show statement_timeout`);
    });
    expect(duringMigration).toMatchObject({ rows: [{ statement_timeout: '0' }] });
    const after = await connection.pool.query('show statement_timeout');
    expect(after.rows).toEqual([{ statement_timeout: '1s' }]);
  });
});
