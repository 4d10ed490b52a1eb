import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { migrationsFolder } from './migrate.ts';

interface Journal {
  entries: { tag: string; when: number }[];
}

/** When the newest migration this release ships was written; drizzle records it as created_at. */
function newestShippedMigration(): { tag: string; when: number } {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const newest = journal.entries.at(-1);
  if (!newest) throw new Error('the migrations journal lists no migration');
  return newest;
}

/**
 * Throws unless the database has every migration this release ships: a database restored from an
 * older backup, or migrated by an older release only, is behind.
 */
export function migrationsAppliedCheck(db: Db): () => Promise<void> {
  const newest = newestShippedMigration();
  return async () => {
    const result = await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`);
    const [row] = (result as unknown as { rows: { latest: string | number | null }[] }).rows;
    const latest = Number(row?.latest ?? 0);
    if (latest < newest.when) throw new Error(`the database lacks migration ${newest.tag}`);
  };
}
