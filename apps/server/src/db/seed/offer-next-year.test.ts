import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../schema.ts';
import { type Database, seed } from './index.ts';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** The policies the seed ends on 31 December of this year (2026). */
const endingThisYear = async (db: Database) =>
  (
    await db
      .select({ policyNumber: schema.policies.policyNumber })
      .from(schema.policies)
      .where(eq(schema.policies.endDate, '2026-12-31'))
  ).map((row) => row.policyNumber);

/** A fresh database seeded on `today`, closed after the tests of the describe block. */
function seededOn(today: string): { db: () => Database } {
  let client: PGlite;
  let db: Database;
  beforeAll(async () => {
    client = new PGlite();
    const pglite = drizzle(client, { schema });
    await migrate(pglite, { migrationsFolder });
    db = pglite;
    await seed(db, {
      today: new Date(`${today}T09:00:00Z`),
      hashPassword: async (plain) => `x:${plain}`,
      demoAccounts: true,
    });
  });
  afterAll(() => client.close());
  return { db: () => db };
}

describe("seed: next year's offer", () => {
  const world = seededOn('2026-05-17');

  it('offers every policy running past this year the same products for next year, for the whole year', async () => {
    const db = world.db();
    const rows = await db
      .select({ period: schema.policyProducts, code: schema.products.code })
      .from(schema.policyProducts)
      .innerJoin(schema.products, eq(schema.products.id, schema.policyProducts.productId));
    const ending = await endingThisYear(db);
    const codes = (year: string) =>
      rows
        .filter((row) => row.period.startDate.startsWith(year) && !ending.includes(row.period.policyNumber))
        .map((row) => `${row.period.policyNumber}/${row.code}`)
        .sort();
    expect(codes('2027').length).toBeGreaterThan(0);
    expect(codes('2027')).toEqual(codes('2026'));
    for (const row of rows.filter((r) => r.period.startDate.startsWith('2027'))) {
      expect(row.period).toMatchObject({ startDate: '2027-01-01', endDate: '2027-12-31' });
    }
  });

  it("offers karin.dekker's policy, ended on 31 December, nothing for next year", async () => {
    const db = world.db();
    const ending = await endingThisYear(db);
    expect(ending).toEqual([expect.stringMatching(/^\d{4}00000801$/)]);
    const lines = await db
      .select()
      .from(schema.policyProducts)
      .where(eq(schema.policyProducts.policyNumber, ending[0]!));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.endDate <= '2026-12-31')).toBe(true);
    const [agreement] = await db
      .select()
      .from(schema.agreements)
      .where(eq(schema.agreements.agreementId, 10_000_008));
    expect(agreement?.endDate).toBe('2026-12-31');
  });

  it("has next year's premium for every offered product", async () => {
    const db = world.db();
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

describe('seed in the middle of December', () => {
  const world = seededOn('2026-12-15');

  it("invoices next January's premium only for an agreement that runs into it, as the premium run does", async () => {
    const db = world.db();
    const january = await db
      .select({ agreementId: schema.invoices.agreementId, amountCents: schema.invoices.amountCents })
      .from(schema.invoices)
      .where(eq(schema.invoices.premiumPeriodStart, '2027-01-01'));
    expect(january.some((invoice) => invoice.agreementId === 10_000_001)).toBe(true);
    expect(january.every((invoice) => invoice.amountCents > 0)).toBe(true);
    expect(january.some((invoice) => invoice.agreementId === 10_000_008)).toBe(false);
    const december = await db
      .select({ agreementId: schema.invoices.agreementId })
      .from(schema.invoices)
      .where(
        and(
          eq(schema.invoices.premiumPeriodStart, '2026-12-01'),
          eq(schema.invoices.agreementId, 10_000_008),
        ),
      );
    expect(december).toHaveLength(1);
  });
});
