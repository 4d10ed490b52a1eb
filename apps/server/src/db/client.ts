import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { DataDirError, lockDataDir } from './data-dir-lock.ts';
import { type DatabaseNotices, pgliteNotices, postgresNotices } from './notices.ts';
import { defaultPoolSettings, type PoolSettings } from './pool-settings.ts';
import * as schema from './schema.ts';

/** The one database type every module and the seed use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface Connection {
  db: Db;
  /** Changes other instances (or this one) committed, for the memory caches of the request path. */
  notices: DatabaseNotices;
  close: () => Promise<void>;
}

export type DatabaseConnection =
  | (Connection & { kind: 'pglite'; client: PGlite })
  | (Connection & { kind: 'postgres'; pool: pg.Pool });

export function pgliteConnection(
  client: PGlite,
  release: () => Promise<void> = async () => {},
): DatabaseConnection {
  const notices = pgliteNotices(client);
  const close = async () => {
    await notices.close();
    await client.close();
    await release();
  };
  return { kind: 'pglite', db: drizzlePglite(client, { schema }), client, notices, close };
}

/** How long closing waits for the connections still lent out. */
const POOL_END_MS = 5000;

/**
 * Opens PGlite in `dataDir/db` (or in memory when null), or node-postgres when a URL is given. The
 * database has its own folder so that stored files (`dataDir/files`) live beside it, not inside it.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  pool?: PoolSettings;
  /** Told when PostgreSQL drops an idle connection (restart, failover); the pool makes a new one. */
  onConnectionLost?: (error: Error) => void;
}): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    const { size, connectTimeoutMs, statementTimeoutMs } = options.pool ?? defaultPoolSettings;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: size,
      connectionTimeoutMillis: connectTimeoutMs,
      // Sent when each connection starts, so it is every session's default (RESET returns to it).
      statement_timeout: statementTimeoutMs,
    });
    // Without a listener, an idle connection's error would end the process.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    // A lent connection (in a transaction, between two statements) has no pool listener: its loss
    // would end the process too. Its holder's next statement fails instead, and is reported there.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema });
    const notices = postgresNotices(options.databaseUrl, options.onConnectionLost);
    const close = async () => {
      await notices.close();
      // drizzle releases a lent connection only once its BEGIN succeeded: one lost before that never
      // comes back, and pool.end() would wait for it for ever.
      await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, POOL_END_MS).unref())]);
    };
    return { kind: 'postgres', db, pool, notices, close };
  }
  if (!options.dataDir) {
    const client = new PGlite();
    await client.waitReady;
    return pgliteConnection(client);
  }
  const lock = await lockDataDir(options.dataDir);
  try {
    return pgliteConnection(await openFolder(options.dataDir), () => lock.release());
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** PGlite on `dataDir/db`; a folder it cannot open is reported with what to do about it. */
async function openFolder(dataDir: string): Promise<PGlite> {
  const databaseDir = path.resolve(dataDir, 'db');
  await mkdir(databaseDir, { recursive: true });
  try {
    const client = new PGlite(databaseDir);
    await client.waitReady;
    return client;
  } catch (error) {
    throw new DataDirError(
      `The embedded database in ${databaseDir} does not open (${error instanceof Error ? error.message : String(error)}). ` +
        'It may have been damaged, for example by two servers using it at once. Stop every server that uses ' +
        `${path.resolve(dataDir)}; to start fresh with a newly seeded world, move that folder away (keep it to ` +
        'recover data) or point DATA_DIR at an empty folder, and start again.',
    );
  }
}
