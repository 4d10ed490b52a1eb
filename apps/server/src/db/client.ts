import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

/** The one database type every module and the seed use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseConnection =
  | { kind: 'pglite'; db: Db; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close: () => Promise<void> };

/**
 * Opens PGlite in `dataDir/db` (or in memory when null), or node-postgres when a URL is given. The
 * database has its own folder so that stored files (`dataDir/files`) live beside it, not inside it.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
}): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const databaseDir = options.dataDir ? path.join(options.dataDir, 'db') : null;
  if (databaseDir) await mkdir(databaseDir, { recursive: true });
  const client = databaseDir ? new PGlite(databaseDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return { kind: 'pglite', db, client, close: () => client.close() };
}
