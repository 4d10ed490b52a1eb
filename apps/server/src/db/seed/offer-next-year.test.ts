import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../schema.ts';
import { type Database, seed } from './index.ts';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

describe("seed: next year's offer", () => {
  let client: PGlite;
  let db: Database;

  beforeAll(async () => {
    client = new PGlite();
    const pglite = drizzle(client, { schema });
    await migrate(pglite, { migrationsFolder });
    db = pglite;
    await seed(db, {
      today: new Date('2026-05-17T09:00:00Z'),
      hashPassword: async (plain) => `x:${plain}`,
      demoAccounts: true,
    });
  });
  afterAll(() => client.close());

  it('offers every running policy the same products for next year, for the whole year', async () => {
    const rows = await db
      .select({ period: schema.policyProducts, code: schema.products.code })
      .from(schema.policyProducts)
      .innerJoin(schema.products, eq(schema.products.id, schema.policyProducts.productId));
    const codes = (year: string) =>
      rows
        .filter((row) => row.period.startDate.startsWith(year))
        .map((row) => `${row.period.policyNumber}/${row.code}`)
        .sort();
    expect(codes('2027').length).toBeGreaterThan(0);
    expect(codes('2027')).toEqual(codes('2026'));
    for (const row of rows.filter((r) => r.period.startDate.startsWith('2027'))) {
      expect(row.period).toMatchObject({ startDate: '2027-01-01', endDate: '2027-12-31' });
    }
  });

  it("has next year's premium for every offered product", async () => {
    const offered = await db
      .select({ premium: schema.productPremiums.monthlyPremiumCents })
      .from(schema.policyProducts)
      .leftJoin(
        schema.productPremiums,
        and(
          eq(schema.productPremiums.productId, schema.policyProducts.productId),
          eq(schema.productPremiums.year, 2027),
        ),
      )
      .where(eq(schema.policyProducts.startDate, '2027-01-01'));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((row) => row.premium !== null)).toBe(true);
  });
});
