import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { serverRoot } from '../server-root.ts';
import type { DatabaseConnection, Db } from './client.ts';
import * as schema from './schema.ts';

// The SQL files stay in src/ when the server runs compiled: dist/ holds only JavaScript.
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');

/** Any number fits; it only has to be the same for every instance of this application. */
const MIGRATION_LOCK_KEY = 4_206_661;

/** Fills an empty database (in one transaction of its own). */
export type Seeder = (db: Db) => Promise<void>;

/**
 * Brings the schema up to date and seeds an empty database. On PostgreSQL several instances may
 * start at once: a session advisory lock makes them take turns, so only the first one seeds. The
 * pool's statement_timeout does not apply to this.
 */
export async function migrateAndSeed(
  connection: DatabaseConnection,
  seeder: Seeder,
): Promise<{ seeded: boolean }> {
  if (connection.kind === 'pglite') {
    const db = drizzlePglite(connection.client, { schema });
    await migratePglite(db, { migrationsFolder });
    return seedIfEmpty(db, seeder);
  }
  const client = await connection.pool.connect();
  try {
    // A migration may rewrite a large table, and waiting for another instance's is no runaway either.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const db = drizzlePg(client, { schema });
    await migratePg(db, { migrationsFolder });
    return await seedIfEmpty(db, seeder);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    // Back to the pool's statement_timeout, which the connection was started with.
    await client.query('reset statement_timeout').catch(() => undefined);
    client.release();
  }
}

async function seedIfEmpty(db: Db, seeder: Seeder): Promise<{ seeded: boolean }> {
  const existing = await db.select({ code: schema.labels.code }).from(schema.labels).limit(1);
  if (existing.length > 0) return { seeded: false };
  await seeder(db);
  return { seeded: true };
}
