import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateAndSeed } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory with every migration applied and no rows, dumped once per run. */
    migratedPgliteFile: string;
  }
}

/**
 * Vitest global setup: a fresh PGlite runs initdb and then every migration, about 1.2 s on the CI
 * machine, in every server test. Done once here; each test database starts from this dump, and
 * migrateAndSeed finds nothing left to migrate.
 */
export default async function dumpMigratedPglite(project: TestProject): Promise<() => Promise<void>> {
  const file = path.join(tmpdir(), `mijn-migrated-pglite-${randomBytes(6).toString('hex')}.tar`);
  const connection = await openDatabase({ dataDir: null });
  try {
    if (connection.kind !== 'pglite') throw new Error('an in-memory database is PGlite');
    await migrateAndSeed(connection, async () => {});
    const dump = await connection.client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await connection.close();
  }
  project.provide('migratedPgliteFile', file);
  return () => rm(file, { force: true });
}

/** The dump, read once per test file however many databases it opens; a Blob is never changed. */
let dump: Promise<Blob> | undefined;

/** A new in-memory PGlite holding the migrated, empty schema of this run. */
export async function openMigratedPglite(file: string): Promise<PGlite> {
  dump ??= readFile(file).then((bytes) => new Blob([bytes]));
  const client = new PGlite({ loadDataDir: await dump });
  await client.waitReady;
  return client;
}
