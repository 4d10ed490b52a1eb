import { ADULT_AGE, ageOn, invoiceStatus } from '@mijn/domain';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreements,
  customers,
  invoices,
  policies,
  policyProducts,
  productPremiums,
  scheduledPaymentChanges,
} from '../db/schema.ts';
import { dayAt, openPinnedWorld, type PinnedWorld } from '../test/pinned-world.ts';
import { agreementsToExamine, invoicePremiums } from './premium-run.ts';

const JAN = 10_000_001;
const PETER = 10_000_002;
const FATIMA = 10_000_003;
const LISA = 10_000_004;
const MARK = 10_000_005;
const RUBEN = 10_000_007;

let world: PinnedWorld;
beforeAll(async () => {
  world = await openPinnedWorld('2026-12-01');
});
afterAll(() => world.close());

const runOn = (day: string) => {
  world.clock.set(dayAt(day));
  return invoicePremiums(world.ctx);
};

const invoicesFor = (periodStart: string) =>
  world.db.select().from(invoices).where(eq(invoices.premiumPeriodStart, periodStart));

const invoiceOf = async (agreementId: number, periodStart: string) =>
  (
    await world.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.agreementId, agreementId), eq(invoices.premiumPeriodStart, periodStart)))
  )[0];

/** The adults' monthly premium straight from the catalogue, net of the collectivity discount. */
async function adultsMonthly(agreementId: number, onDay: string): Promise<number> {
  const rows = await world.db
    .select({
      birthDate: customers.birthDate,
      monthly: productPremiums.monthlyPremiumCents,
      discount: productPremiums.collectivityDiscountCents,
    })
    .from(policies)
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .innerJoin(policyProducts, eq(policyProducts.policyNumber, policies.policyNumber))
    .innerJoin(
      productPremiums,
      and(
        eq(productPremiums.productId, policyProducts.productId),
        eq(productPremiums.year, Number(onDay.slice(0, 4))),
      ),
    )
    .where(
      and(
        eq(policies.agreementId, agreementId),
        lte(policyProducts.startDate, onDay),
        gte(policyProducts.endDate, onDay),
      ),
    );
  return rows
    .filter((row) => ageOn(row.birthDate, onDay) >= ADULT_AGE)
    .reduce((sum, row) => sum + row.monthly - row.discount, 0);
}

describe('the premium run', () => {
  it('invoices nothing before the invoice day, and on 10 December every paying agreement next period once, though two runs race', async () => {
    expect(await runOn('2026-12-09')).toBe(0);
    expect(await invoicesFor('2027-01-01')).toHaveLength(0);

    // Ruben's agreement ends with the year: nothing for January.
    await world.db.update(agreements).set({ endDate: '2026-12-31' }).where(eq(agreements.agreementId, RUBEN));
    world.clock.set(dayAt('2026-12-10'));
    const made = await Promise.all([invoicePremiums(world.ctx), invoicePremiums(world.ctx)]);
    const january = await invoicesFor('2027-01-01');
    expect(made[0]! + made[1]!).toBe(january.length);
    // Monthly, quarterly and yearly terms all start a period on 1 January; the employer pays Mark's.
    expect(january.map((invoice) => invoice.agreementId).sort()).toEqual([
      JAN,
      PETER,
      FATIMA,
      LISA,
      10_000_006,
    ]);
    expect(january.some((invoice) => invoice.agreementId === MARK || invoice.agreementId === RUBEN)).toBe(
      false,
    );
    expect(await runOn('2026-12-10')).toBe(0);
    expect(await runOn('2026-12-31')).toBe(0);
  });

  it('prices by the engine: the adults only, a quarter three months, a year at 1% off, a bill by post 1.50 euro more, paper post 1.25 euro a month', async () => {
    // Fatima chose paper post: her quarter carries three months of it.
    const fatima = (await invoiceOf(FATIMA, '2027-01-01'))!;
    expect(fatima).toMatchObject({
      premiumPeriodEnd: '2027-03-31',
      postSurchargeCents: 0,
      paperPostCents: 375,
    });
    expect(fatima.amountCents).toBe(3 * (await adultsMonthly(FATIMA, '2027-01-01')) + 375);
    expect(fatima.description).toBe('Premie 3 maanden vanaf 2027-01');

    const lisaYear = 12 * (await adultsMonthly(LISA, '2027-01-01'));
    const lisa = (await invoiceOf(LISA, '2027-01-01'))!;
    expect(lisa).toMatchObject({
      premiumPeriodEnd: '2027-12-31',
      paperPostCents: 0,
      paymentType: 'iDeal',
      statusId: invoiceStatus.open,
    });
    expect(lisa.amountCents).toBe(lisaYear - Math.round(lisaYear / 100));

    const peter = (await invoiceOf(PETER, '2027-01-01'))!;
    expect(peter).toMatchObject({
      paymentType: 'Mail',
      statusId: invoiceStatus.open,
      postSurchargeCents: 150,
      amountCents: (await adultsMonthly(PETER, '2027-01-01')) + 150,
    });
    expect(peter.remainingCents).toBe(peter.amountCents);
  });

  it('numbers like the seed, dates it today, and has a direct debit collected on the collection day', async () => {
    const jan = (await invoiceOf(JAN, '2027-01-01'))!;
    expect(jan).toMatchObject({
      invoiceNumber: '202701000011',
      invoiceDate: '2026-12-10',
      expirationDate: '2027-01-28',
      paymentType: 'DirectDebit',
      statusId: invoiceStatus.directDebit,
      kind: 'premium',
    });
  });

  it('examines only the agreements not yet invoiced up to their latest period, not the ones done', async () => {
    expect(await agreementsToExamine(world.db, '2026-12-10')).toEqual([]);
    await world.db.delete(invoices).where(eq(invoices.invoiceNumber, '202701000011'));
    const examined = await agreementsToExamine(world.db, '2026-12-10');
    expect(examined.map((row) => [row.agreementId, row.lastInvoicedEnd])).toEqual([[JAN, '2026-12-31']]);
    expect(await runOn('2026-12-10')).toBe(1);
    expect(await agreementsToExamine(world.db, '2026-12-10')).toEqual([]);
    // On 10 January February's invoice day has come for the monthly terms only.
    const due = await agreementsToExamine(world.db, '2027-01-10');
    expect(due.map((row) => row.agreementId)).toEqual([JAN, PETER, 10_000_006]);
  });

  it('lets a period fall due on the 28th or the business day before: a Sunday in February, Good Friday in March', async () => {
    expect(await runOn('2027-01-10')).toBe(3);
    expect((await invoiceOf(JAN, '2027-02-01'))?.expirationDate).toBe('2027-02-26');
    expect(await runOn('2027-02-10')).toBe(3);
    expect((await invoiceOf(JAN, '2027-03-01'))?.expirationDate).toBe('2027-03-25');
    // Fatima's next quarter is invoiced on 10 March.
    expect(await invoiceOf(FATIMA, '2027-04-01')).toBeUndefined();
  });

  it('catches up the periods whose invoice day it missed, due on the next collection day, never in the past', async () => {
    // The server was down from 11 February to 30 March: April (invoiced 10 March) is made late.
    expect(await runOn('2027-03-30')).toBe(4);
    expect(await invoiceOf(JAN, '2027-04-01')).toMatchObject({
      invoiceDate: '2027-03-30',
      expirationDate: '2027-04-28',
    });
    expect(await invoiceOf(FATIMA, '2027-04-01')).toMatchObject({ premiumPeriodEnd: '2027-06-30' });
    // A period already running when it is made falls due on the next collection day.
    await world.db.delete(invoices).where(eq(invoices.invoiceNumber, '202704000021'));
    await world.db.delete(invoices).where(eq(invoices.invoiceNumber, '202703000021'));
    expect(await runOn('2027-03-30')).toBe(2);
    expect(await invoiceOf(PETER, '2027-03-01')).toMatchObject({ expirationDate: '2027-04-28' });
  });

  it("invoices the periods from a scheduled change's first day the new way, before the change reaches the agreement", async () => {
    // Jan pays per quarter by iDEAL from July; the change is moved onto his agreement on 1 July.
    await world.db.insert(scheduledPaymentChanges).values({
      agreementId: JAN,
      startsOn: '2027-07-01',
      paymentMethod: 'iDeal',
      paymentTermMonths: 3,
      requestedAt: dayAt('2027-05-02'),
    });
    await runOn('2027-06-10');
    expect(await invoiceOf(JAN, '2027-06-01')).toMatchObject({
      premiumPeriodEnd: '2027-06-30',
      paymentType: 'DirectDebit',
    });
    expect(await invoiceOf(JAN, '2027-07-01')).toMatchObject({
      premiumPeriodEnd: '2027-09-30',
      paymentType: 'iDeal',
      statusId: invoiceStatus.open,
    });
    await runOn('2027-08-10');
    expect(await invoiceOf(JAN, '2027-08-01')).toBeUndefined();
  });
  it('does not examine an agreement whose cover ends before any period it could still invoice', async () => {
    const examined = async () =>
      (await agreementsToExamine(world.db, '2027-09-10')).map((row) => row.agreementId);
    expect(await examined()).toContain(PETER);
    const petersPolicies = world.db
      .select({ policyNumber: policies.policyNumber })
      .from(policies)
      .where(eq(policies.agreementId, PETER));
    await world.db
      .update(policyProducts)
      .set({ endDate: '2027-09-30' })
      .where(
        and(inArray(policyProducts.policyNumber, petersPolicies), gte(policyProducts.endDate, '2027-09-30')),
      );
    expect(await examined()).not.toContain(PETER);
    expect(await runOn('2027-09-10')).toBeGreaterThan(0);
    expect(await invoiceOf(PETER, '2027-10-01')).toBeUndefined();
  });
});
