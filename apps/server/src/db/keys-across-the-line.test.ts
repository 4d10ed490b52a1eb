import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateFrom, rowsOf } from '../test/migrations-before.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';

// Decision 0119: the insurer's tables may live in another database, so no key joins the two sides.
describe('the migrated schemas', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrateFrom(database);
  });
  afterAll(() => database.close());

  it('have no foreign key from the portal into the insurer or back', async () => {
    const across = await rowsOf<{ name: string }>(
      database,
      sql`select conname as name from pg_constraint c
        join pg_class f on f.oid = c.conrelid join pg_class t on t.oid = c.confrelid
        where c.contype = 'f' and f.relnamespace <> t.relnamespace
          and 'insurer' in (f.relnamespace::regnamespace::text, t.relnamespace::regnamespace::text)`,
    );
    expect(across).toEqual([]);
    const within = await rowsOf<{ count: number }>(
      database,
      sql`select count(*)::int as count from pg_constraint c join pg_class f on f.oid = c.conrelid
        where c.contype = 'f' and f.relnamespace::regnamespace::text = 'insurer'`,
    );
    expect(within[0]?.count).toBeGreaterThan(10);
  });
});
