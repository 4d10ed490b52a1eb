import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseConnection, openDatabase } from '../db/client.ts';

/**
 * A fresh in-memory PGlite, or, when TEST_DATABASE_URL points at a PostgreSQL server, a fresh
 * database `test_<random>` on it that is dropped again on close (CI runs the suite both ways).
 */
export async function openTestDatabase(): Promise<DatabaseConnection> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: null });

  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    ...connection,
    close: async () => {
      await connection.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
