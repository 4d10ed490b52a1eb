import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { careTypes } from '@mijn/domain';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usedOfYear } from '../../insurer/legacy/consumption.ts';
import * as schema from '../schema.ts';
import { demoHouseholds } from './households.ts';
import { type Database, seed } from './index.ts';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
const fakeHash = async (plain: string): Promise<string> => `fake-hash:${plain}`;

type Declaration = typeof schema.declarations.$inferSelect;

// Spring, the second day of a year (this year's claims squeezed into two days), and late December.
describe.each(['2026-05-17', '2027-01-02', '2026-12-30'])('declarations seed on %s', (today) => {
  let client: PGlite;
  let db: Database;
  const year = Number(today.slice(0, 4));
  const numberOf: Record<string, string> = {};
  let all: Declaration[] = [];
  let bills: (typeof schema.declarationBills.$inferSelect)[] = [];
  let activities: (typeof schema.declarationActivities.$inferSelect)[] = [];

  beforeAll(async () => {
    client = new PGlite();
    const pglite = drizzle(client, { schema });
    await migrate(pglite, { migrationsFolder });
    db = pglite;
    await db.transaction((tx) =>
      seed(tx, { today: new Date(`${today}T09:00:00Z`), hashPassword: fakeHash, demoAccounts: true }),
    );
    for (const row of await db.select().from(schema.customers)) numberOf[row.firstName] = row.customerNumber;
    all = await db.select().from(schema.declarations);
    bills = await db.select().from(schema.declarationBills);
    activities = await db.select().from(schema.declarationActivities);
  });
  afterAll(() => client.close());

  const householdClaims = (household: (typeof demoHouseholds)[number]) => {
    const members = new Set(household.members.map((member) => numberOf[member.firstName]));
    return all.filter((claim) => members.has(claim.customerNumber));
  };

  it.each(demoHouseholds.map((household) => [household.members[0]!.firstName, household] as const))(
    "gives %s's household two years of claims in all statuses, by providers and by the insured",
    (_, household) => {
      const claims = householdClaims(household);
      expect(new Set(claims.map((claim) => claim.year))).toEqual(new Set([year - 1, year]));
      expect(new Set(claims.map((claim) => claim.status))).toEqual(new Set([0, 1, 2]));
      expect(new Set(claims.map((claim) => claim.submittedBy))).toEqual(new Set(['Z', 'V']));
    },
  );

  it('uses every care type, stored as its code, and claims abroad and for transport', () => {
    expect(new Set(all.map((claim) => claim.careType))).toEqual(
      new Set([...careTypes, 'abroad', 'transport']),
    );
    for (const claim of all) {
      const kind = claim.careType === 'abroad' || claim.careType === 'transport' ? claim.careType : 'inland';
      expect(claim.kind).toBe(kind);
    }
    const refusedTransport = all.find(
      (claim) => claim.careType === 'transport' && claim.compensatedCents === 0,
    );
    expect(refusedTransport?.rejectionReason).toEqual(expect.any(String));
    expect(all.some((claim) => claim.careType === 'transport' && claim.compensatedCents > 0)).toBe(true);
  });

  it('dates treatments in their year, never in the future, received on or after treatment and by today', () => {
    for (const claim of all) {
      expect(claim.treatmentDate <= today).toBe(true);
      expect(Number(claim.treatmentDate.slice(0, 4))).toBe(claim.year);
      expect(claim.receivedDate >= (claim.lastTreatmentDate ?? claim.treatmentDate)).toBe(true);
      expect(claim.receivedDate <= today).toBe(true);
      if (claim.lastTreatmentDate) expect(claim.lastTreatmentDate > claim.treatmentDate).toBe(true);
    }
  });

  it('splits each handled claim into its parts; claims in progress are not split; not applicable pays nothing', () => {
    for (const claim of all) {
      const parts = claim.excessCents + claim.gvsContributionCents;
      expect(parts).toBeLessThanOrEqual(claim.uncompensatedCents);
      if (claim.status === 0)
        expect(claim.compensatedCents + claim.uncompensatedCents).toBe(claim.declaredCents);
      if (claim.status === 1) {
        expect([claim.compensatedCents, claim.uncompensatedCents, claim.excessCents]).toEqual([0, 0, 0]);
      }
      if (claim.status === 2) {
        expect(claim.compensatedCents).toBe(0);
        expect(claim.uncompensatedCents).toBe(claim.declaredCents);
        expect(claim.rejectionReason).toEqual(expect.any(String));
      }
      expect(claim.receiverOfReimbursement).toBe(claim.submittedBy === 'V' ? 'D' : 'M');
      expect(claim.payeeIban !== null).toBe(claim.receiverOfReimbursement === 'D');
      if (claim.receiverOfReimbursement === 'D') expect(claim.collectionRiskCents).toBe(0);
    }
  });

  it('gives every claim bills whose activities add up to the declared and reimbursed amounts', () => {
    for (const claim of all) {
      const own = bills.filter((bill) => bill.declarationId === claim.declarationId);
      expect(own.length).toBeGreaterThan(0);
      const lines = activities.filter((activity) => own.some((bill) => bill.id === activity.billId));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.reduce((sum, line) => sum + line.declaredCents, 0)).toBe(claim.declaredCents);
      expect(lines.reduce((sum, line) => sum + line.compensatedCents, 0)).toBe(claim.compensatedCents);
      const paidOut = own.reduce((sum, bill) => sum + bill.payOutCents, 0);
      // A provider is paid in full; the insurer collects excess and GVS from the insured later.
      const providerPaidInFull =
        claim.receiverOfReimbursement === 'M' ? claim.excessCents + claim.gvsContributionCents : 0;
      expect(paidOut).toBe(claim.compensatedCents + providerPaidInFull);
      for (const line of lines) {
        expect(line.date <= today).toBe(true);
        expect(line.date >= claim.treatmentDate).toBe(true);
      }
    }
  });

  it("consumes each person's excess within its total, exactly the sum of their handled claims", async () => {
    for (const [firstName, customerNumber] of Object.entries(numberOf)) {
      for (const forYear of [year - 1, year]) {
        const handled = all.filter(
          (claim) => claim.customerNumber === customerNumber && claim.year === forYear && claim.status === 0,
        );
        const summary = await usedOfYear(db, customerNumber, forYear, today);
        const excess = handled.reduce((sum, claim) => sum + claim.excessCents, 0);
        expect(excess, `${firstName} ${forYear}`).toBeLessThanOrEqual(summary.excess.total);
        expect(summary.excess.used, `${firstName} ${forYear}`).toBe(excess);
        expect(summary.gvs.used).toBe(handled.reduce((sum, claim) => sum + claim.gvsContributionCents, 0));
      }
    }
  });

  it('leaves jan.devries excess this year for a new claim, used it all last year; children pay none', async () => {
    const jan = await usedOfYear(db, numberOf.Jan!, year, today);
    expect(jan.excess).toEqual({ total: 38_500, used: 24_000 });
    const lastYear = (await usedOfYear(db, numberOf.Jan!, year - 1, today)).excess;
    expect(lastYear.used).toBe(lastYear.total);
    for (const child of ['Tim', 'Sanne', 'Yusuf']) {
      expect(
        all.filter((claim) => claim.customerNumber === numberOf[child]).every((c) => c.excessCents === 0),
      ).toBe(true);
    }
  });

  it('leaves some handled claims unread, and every claim in progress read', () => {
    expect(all.some((claim) => claim.status === 0 && !claim.isRead)).toBe(true);
    expect(all.filter((claim) => claim.status !== 0).every((claim) => claim.isRead)).toBe(true);
  });
});
