import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, openTestDatabase } from '../test/test-database.ts';
import { openDatabase } from './client.ts';
import { migrateAndSeed, type Seeder } from './migrate.ts';
import { labels } from './schema.ts';

/** A seeder that only inserts one label, slowly, so concurrent starts would overlap. */
const countingSeeder = () => {
  let calls = 0;
  const seeder: Seeder = async (db) => {
    calls++;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await db.insert(labels).values({
      code: 'default',
      brandName: 'Test',
      shortName: 'Test',
      collectivityName: 'Test',
      uzoviCode: '9999',
      colors: { primary: '#000000', primaryDark: '#000000', accent: '#000000', background: '#ffffff' },
      phoneNumber: '088-0000000',
      email: 'test@example.nl',
      websiteUrl: 'https://example.nl',
    });
  };
  return { seeder, calls: () => calls };
};

describe('migrateAndSeed', () => {
  it('migrates and seeds an empty database, and leaves a seeded one alone', async () => {
    const connection = await openTestDatabase();
    try {
      const { seeder, calls } = countingSeeder();
      expect(await migrateAndSeed(connection, seeder)).toEqual({ seeded: true });
      expect(await migrateAndSeed(connection, seeder)).toEqual({ seeded: false });
      expect(calls()).toBe(1);
      const [row] = await connection.db.select({ n: count() }).from(labels);
      expect(row?.n).toBe(1);
    } finally {
      await connection.close();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
// Several instances only share a database on PostgreSQL; CI runs this suite with it.
if (serverUrl && process.env.TEST_DATABASE_TARGET === 'postgres') {
  describe('migrateAndSeed on PostgreSQL', () => {
    it('seeds once when two instances start at the same moment', async () => {
      const database = await createPostgresDatabase(serverUrl);
      const first = await openDatabase({ databaseUrl: database.url, dataDir: null });
      const second = await openDatabase({ databaseUrl: database.url, dataDir: null });
      try {
        const { seeder, calls } = countingSeeder();
        const results = await Promise.all([migrateAndSeed(first, seeder), migrateAndSeed(second, seeder)]);
        expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
        expect(calls()).toBe(1);
      } finally {
        await first.close();
        await second.close();
        await database.drop();
      }
    });
  });
}
