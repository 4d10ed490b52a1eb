import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { addMonths, isArrangementInvoice, isPayableInvoice } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../schema.ts';
import { type Database, seed } from './index.ts';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
const fakeHash = async (plain: string): Promise<string> => `fake-hash:${plain}`;

// A day in spring and the second day of a year, when this year's claims have barely begun.
describe.each([
  ['2026-05-17', new Date('2026-05-17T09:00:00Z')],
  ['2027-01-02', new Date('2027-01-02T09:00:00Z')],
])('home seed on %s', (today, instant) => {
  let client: PGlite;
  let db: Database;
  const year = Number(today.slice(0, 4));
  const numberOf: Record<string, string> = {};

  beforeAll(async () => {
    client = new PGlite();
    const pglite = drizzle(client, { schema });
    await migrate(pglite, { migrationsFolder });
    db = pglite;
    await db.transaction((tx) => seed(tx, { today: instant, hashPassword: fakeHash, demoAccounts: true }));
    for (const row of await db.select().from(schema.customers)) numberOf[row.firstName] = row.customerNumber;
  });
  afterAll(() => client.close());

  const invoicesOf = async (firstName: string) => {
    const [agreement] = await db
      .select()
      .from(schema.agreements)
      .where(eq(schema.agreements.policyholderNumber, numberOf[firstName]!));
    const rows = await db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.agreementId, agreement!.agreementId));
    return rows.map((row) => ({ ...row, status: { id: row.statusId }, remaining: row.remainingCents }));
  };

  const claimsOf = (firstName: string) =>
    db.select().from(schema.declarations).where(eq(schema.declarations.customerNumber, numberOf[firstName]!));

  it('has news before and after login in both languages, one expired', async () => {
    const news = await db.select().from(schema.newsItems);
    for (const before of [true, false]) {
      for (const language of ['nl', 'en'] as const) {
        expect(
          news.some(
            (item) =>
              item.beforeAuthorization === before && item.language === language && item.startDate <= today,
          ),
        ).toBe(true);
      }
    }
    expect(news.some((item) => item.endDate !== null && item.endDate < today)).toBe(true);
  });

  it('gives every label 3 to 5 offers with discount codes in its brand name, and pve per-day hours', async () => {
    const offers = await db.select().from(schema.memberOffers);
    for (const label of await db.select().from(schema.labels)) {
      const current = offers.filter(
        (offer) => offer.labelCode === label.code && (offer.validUntil === null || offer.validUntil >= today),
      );
      expect(current.length).toBeGreaterThanOrEqual(3);
      expect(current.length).toBeLessThanOrEqual(5);
      expect(current.some((offer) => offer.discountCode !== null)).toBe(true);
      // The customer sees the brand they know, never an internal label code such as DEFAULT-.
      const brand = label.shortName.replace(/[^A-Za-z]/g, '').toUpperCase();
      for (const offer of current.filter((item) => item.discountCode !== null)) {
        expect(offer.discountCode).toMatch(new RegExp(`^${brand}-`));
      }
    }
    const hours = await db.select().from(schema.openingHours);
    expect(hours.filter((day) => day.labelCode === null)).toHaveLength(5);
    expect(hours.some((day) => day.labelCode === 'pve' && day.dayOfWeek === 6)).toBe(true);
  });

  it('leaves jan.devries an unread letter of the last 6 months, besides read and older ones', async () => {
    const letters = await db
      .select()
      .from(schema.documents)
      .where(eq(schema.documents.customerNumber, numberOf.Jan!));
    const since = addMonths(today, -6);
    expect(letters.some((doc) => !doc.hasBeenRead && doc.publicationDate >= since)).toBe(true);
    expect(letters.some((doc) => !doc.hasBeenRead && doc.publicationDate < since)).toBe(true);
    expect(letters.some((doc) => doc.hasBeenRead)).toBe(true);
  });

  it('gives peter.jansen open invoices and a reminder, eva.smit an arrangement and jan.devries nothing to pay', async () => {
    const peter = await invoicesOf('Peter');
    expect(peter.filter(isPayableInvoice).length).toBeGreaterThanOrEqual(2);
    expect(peter.some((invoice) => invoice.statusId === 2)).toBe(true);
    expect(peter.some((invoice) => invoice.statusId === 9)).toBe(true);
    expect((await invoicesOf('Eva')).some(isArrangementInvoice)).toBe(true);
    const jan = await invoicesOf('Jan');
    expect(jan.length).toBeGreaterThan(0);
    expect(jan.some((invoice) => isPayableInvoice(invoice) || isArrangementInvoice(invoice))).toBe(false);
    for (const invoice of [...peter, ...jan]) expect(invoice.amountCents).toBeGreaterThan(0);
  });

  it('gives jan.devries a handled claim, excess and GVS of this year and dental use, all consistent', async () => {
    const claims = await claimsOf('Jan');
    const thisYear = claims.filter((claim) => claim.year === year);
    expect(thisYear.some((claim) => claim.status === 0)).toBe(true);
    expect(thisYear.reduce((sum, claim) => sum + claim.excessCents, 0)).toBe(24_000);
    expect(thisYear.reduce((sum, claim) => sum + claim.gvsContributionCents, 0)).toBe(1_250);
    expect(thisYear.some((claim) => claim.coverProductType === 'TA' && claim.compensatedCents > 0)).toBe(
      true,
    );
    for (const claim of claims) {
      expect(claim.treatmentDate <= today).toBe(true);
      expect(Number(claim.treatmentDate.slice(0, 4))).toBe(claim.year);
      if (claim.status === 0)
        expect(claim.compensatedCents + claim.uncompensatedCents).toBe(claim.declaredCents);
      expect(claim.excessCents + claim.gvsContributionCents).toBeLessThanOrEqual(claim.uncompensatedCents);
    }
  });

  it("keeps every adult's excess within 385 plus the voluntary part; children consume none", async () => {
    const peter = (await claimsOf('Peter')).filter((claim) => claim.year === year);
    expect(peter.reduce((sum, claim) => sum + claim.excessCents, 0)).toBe(60_000);
    for (const child of ['Tim', 'Sanne']) {
      for (const claim of await claimsOf(child)) expect(claim.excessCents).toBe(0);
    }
  });
});
