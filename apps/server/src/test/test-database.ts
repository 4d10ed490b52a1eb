import { randomBytes } from 'node:crypto';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseConnection, type Db, openDatabase, pgliteConnection } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { openMigratedPglite } from './migrated-pglite.ts';

/** Creates `test_<random>` on the PostgreSQL server of serverUrl; drop() removes it again. */
export async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export type TestDatabase = DatabaseConnection & {
  /** What a second server instance on the same database gets: its own pool and LISTEN connection on PostgreSQL, the one connection on PGlite. */
  openAgain(): Promise<DatabaseConnection>;
};

/**
 * A fresh in-memory PGlite, or, in the `server-postgres` test project (root vitest.config.ts), a
 * fresh database on the PostgreSQL server of TEST_DATABASE_URL that is dropped again on close.
 * `migrated`: on PGlite, start from the run's migrated schema (migrated-pglite.ts) instead of an
 * empty database; migrateAndSeed then has nothing left to migrate.
 */
export async function openTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || process.env.TEST_DATABASE_TARGET !== 'postgres') {
    const connection = options.migrated
      ? pgliteConnection(await openMigratedPglite(inject('migratedPgliteFile')))
      : await openDatabase({ dataDir: null });
    return { ...connection, openAgain: async () => ({ ...connection, close: async () => {} }) };
  }
  const database = await createPostgresDatabase(serverUrl);
  const connection = await openDatabase({ databaseUrl: database.url, dataDir: null });
  return {
    ...connection,
    openAgain: () => openDatabase({ databaseUrl: database.url, dataDir: null }),
    close: async () => {
      await connection.close();
      await database.drop();
    },
  };
}

/** The connection's database with every statement it sends told to `logQuery` first. */
export function loggedDb(connection: DatabaseConnection, logQuery: (query: string) => void): Db {
  const options = { schema, logger: { logQuery } };
  return connection.kind === 'pglite'
    ? drizzlePglite(connection.client, options)
    : drizzlePg(connection.pool, options);
}
