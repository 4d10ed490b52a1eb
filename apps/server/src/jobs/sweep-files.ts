import { getTableColumns, getTableName, is, isNotNull, isNull } from 'drizzle-orm';
import { type AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { keptCommands } from '../db/schema.ts';
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

/** The storage keys of the attachments a command's input hands over (`attachments[].storageKey`). */
function attachmentKeysOf(input: unknown): string[] {
  const attachments = (input as { attachments?: unknown } | null)?.attachments;
  if (!Array.isArray(attachments)) return [];
  return attachments.flatMap((attachment: { storageKey?: unknown } | null) =>
    typeof attachment?.storageKey === 'string' ? [attachment.storageKey] : [],
  );
}

/** The files of the commands kept while the insurer was away (decision 0108), not handed over yet. */
async function keptCommandKeys(db: Db): Promise<string[]> {
  const kept = await db
    .select({ input: keptCommands.input })
    .from(keptCommands)
    .where(isNull(keptCommands.handedOverAt));
  return kept.flatMap(({ input }) => attachmentKeysOf(input));
}

/**
 * Every storage key a row points to: attachments of claims and requests, uploaded files, documents,
 * and the files of commands kept to hand over. Only rows with a key are read: most documents have
 * none (millions on a real insurer's data).
 */
export async function referencedStorageKeys(db: Db): Promise<Set<string>> {
  const keyLists = await Promise.all(
    tablesWithStoredFiles.map(async (table) => {
      const storageKey = (getTableColumns(table) as Record<string, AnyPgColumn>).storageKey!;
      const rows = await db.select({ key: storageKey }).from(table).where(isNotNull(storageKey));
      return rows.map((row) => row.key as string);
    }),
  );
  return new Set([...keyLists.flat(), ...(await keptCommandKeys(db))]);
}

/** Removes the files under `root` that no row points to and that are older than `graceMs`. */
export async function sweepStoredFiles(db: Db, root: string, graceMs: number): Promise<string[]> {
  const referenced = await referencedStorageKeys(db);
  return sweepLocalDisk(root, (key) => referenced.has(key), graceMs);
}
