import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseConnection } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * The migrations folder as it was before the migration `tag`, in a folder of its own: an upgrade
 * test brings a database to that point, writes rows as they were, and then runs the rest.
 */
export async function migrationsBefore(tag: string): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'mijn-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 1) throw new Error(`no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/** Runs the migrations of `folder` on either engine (all of them without one). */
export async function migrateFrom(connection: DatabaseConnection, folder = migrationsFolder): Promise<void> {
  if (connection.kind === 'pglite') {
    await migratePglite(drizzlePglite(connection.client), { migrationsFolder: folder });
  } else {
    await migratePg(drizzlePg(connection.pool), { migrationsFolder: folder });
  }
}

/** The rows a statement answers, on either engine. */
export const rowsOf = async <Row>(database: TestDatabase, query: SQL): Promise<Row[]> =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** A fresh test database with the migrations before `tag` applied: what an upgrade starts from. */
export async function databaseBefore(tag: string): Promise<TestDatabase> {
  const database = await openTestDatabase();
  const before = await migrationsBefore(tag);
  try {
    await migrateFrom(database, before.folder);
  } finally {
    await before.remove();
  }
  return database;
}
