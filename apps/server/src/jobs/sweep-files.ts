import { getTableColumns, getTableName, is, isNotNull, isNull, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { sweepLocalDisk } from '../storage/local-disk-storage.ts';

/**
 * Every table whose rows point to a stored file, found by its `storageKey` column: a new upload
 * table is protected from the sweep without anyone having to remember it.
 */
export const tablesWithStoredFiles: readonly PgTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable) && 'storageKey' in getTableColumns(value),
);

/** The names of those tables, for tests and logs. */
export const storedFileTableNames = () => tablesWithStoredFiles.map((table) => getTableName(table)).sort();

/**
 * Every storage key a row points to: attachments of claims and requests, uploaded files, documents.
 * Only rows with a key are read: most documents have none (millions on a real insurer's data).
 */
export async function referencedStorageKeys(db: Db): Promise<Set<string>> {
  const keyLists = await Promise.all([
    ...tablesWithStoredFiles.map((table) => {
      const storageKey = (getTableColumns(table) as Record<string, AnyPgColumn>).storageKey!;
      return db.select({ key: storageKey }).from(table).where(isNotNull(storageKey));
    }),
    keptCommandFiles(db),
  ]);
  return new Set(keyLists.flat().map((row) => row.key as string));
}

/** The files of commands kept for the insurer (decision 0108): their rows are JSON, with no column. */
const keptCommandFiles = (db: Db) =>
  db
    .select({
      key: sql<string>`jsonb_path_query(${schema.keptCommands.input}, 'strict $.**.storageKey') #>> '{}'`,
    })
    .from(schema.keptCommands)
    .where(isNull(schema.keptCommands.handedOverAt));

/** Removes the files under `root` that no row points to and that are older than `graceMs`. */
export async function sweepStoredFiles(db: Db, root: string, graceMs: number): Promise<string[]> {
  const referenced = await referencedStorageKeys(db);
  return sweepLocalDisk(root, (key) => referenced.has(key), graceMs);
}
