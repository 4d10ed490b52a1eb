import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '../auth/passwords.ts';
import { systemClock } from '../clock.ts';
import { type DatabaseConnection, openDatabase } from '../db/client.ts';
import { migrateAndSeed } from '../db/migrate.ts';
import { demoWorldSeeder } from '../db/seed-world.ts';

/** A fresh DATA_DIR in the temp folder; remove() deletes it again. */
export async function freshDataDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mijn-fault-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Opens the data folder's database in this process (only while no server holds it), seeded. */
export async function openDataDir(dir: string): Promise<DatabaseConnection> {
  const connection = await openDatabase({ dataDir: dir });
  await migrateAndSeed(connection, demoWorldSeeder(systemClock, hashPassword));
  return connection;
}

/** The keys of every file stored under DATA_DIR/files, slash-separated. */
export async function storedFiles(dir: string): Promise<string[]> {
  const root = path.join(dir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
