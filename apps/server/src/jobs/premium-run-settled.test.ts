import { and, eq, gte, inArray, isNull, ne, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreements,
  customers,
  invoices,
  policies,
  policyProducts,
  scheduledPaymentChanges,
} from '../db/schema.ts';
import { dayAt, openPinnedWorld, type PinnedWorld } from '../test/pinned-world.ts';
import { invoicePremiums, nextInvoiceDayAfter } from './premium-run.ts';

const JAN = 10_000_001;
const PETER = 10_000_002;
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

/** The agreements the run would read on its next tick before the next invoice day. */
const unsettled = async () =>
  (
    await world.db
      .select({ agreementId: agreements.agreementId })
      .from(agreements)
      .where(
        or(isNull(agreements.premiumRunSettledUntil), ne(agreements.premiumRunSettledUntil, '2027-01-10')),
      )
  ).map((row) => row.agreementId);

const januaryInvoiceOf = async (agreementId: number) =>
  (
    await world.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.agreementId, agreementId), eq(invoices.premiumPeriodStart, '2027-01-01')))
  )[0];

const policyNumbersOf = (agreementId: number) =>
  world.db
    .select({ policyNumber: policies.policyNumber })
    .from(policies)
    .where(eq(policies.agreementId, agreementId));

describe('the premium run between invoice days', () => {
  it('knows the next invoice day of any term: the 10th of the next month, or of this one before it', () => {
    expect(nextInvoiceDayAfter('2026-12-09')).toBe('2026-12-10');
    expect(nextInvoiceDayAfter('2026-12-10')).toBe('2027-01-10');
    expect(nextInvoiceDayAfter('2026-12-31')).toBe('2027-01-10');
  });

  it('settles every agreement until the next invoice day once nothing is left to invoice, so a tick reads none', async () => {
    // Ruben's agreement ends with the year, and Peter has chosen no cover for next year yet.
    await world.db.update(agreements).set({ endDate: '2026-12-31' }).where(eq(agreements.agreementId, RUBEN));
    await world.db
      .update(policyProducts)
      .set({ endDate: '2026-12-31' })
      .where(
        and(
          inArray(policyProducts.policyNumber, policyNumbersOf(PETER)),
          gte(policyProducts.endDate, '2026-12-31'),
        ),
      );
    expect(await runOn('2026-12-10')).toBeGreaterThan(0);
    // The agreements it invoiced are read once more, to find them done.
    expect(await unsettled()).not.toEqual([]);
    expect(await runOn('2026-12-10')).toBe(0);
    expect(await unsettled()).toEqual([]);
    expect(await januaryInvoiceOf(RUBEN)).toBeUndefined();
    expect(await januaryInvoiceOf(PETER)).toBeUndefined();
  });

  it('invoices on the next tick an agreement that continues after all', async () => {
    await world.db.update(agreements).set({ endDate: null }).where(eq(agreements.agreementId, RUBEN));
    expect(await unsettled()).toEqual([RUBEN]);
    expect(await runOn('2026-12-11')).toBe(1);
    expect(await januaryInvoiceOf(RUBEN)).toMatchObject({ invoiceDate: '2026-12-11' });
  });

  it("invoices on the next tick next year's cover chosen after the invoice day", async () => {
    await runOn('2026-12-11');
    const products = await world.db
      .select()
      .from(policyProducts)
      .where(
        and(
          inArray(policyProducts.policyNumber, policyNumbersOf(PETER)),
          eq(policyProducts.endDate, '2026-12-31'),
        ),
      );
    await world.db.insert(policyProducts).values(
      products.map(({ policyNumber, productId }) => ({
        policyNumber,
        productId,
        startDate: '2027-01-01',
        endDate: '2027-12-31',
      })),
    );
    expect(await unsettled()).toEqual([PETER]);
    expect(await runOn('2026-12-20')).toBe(1);
    expect(await januaryInvoiceOf(PETER)).toMatchObject({ invoiceDate: '2026-12-20' });
  });

  it.each([
    [
      'a corrected birth date',
      async () => {
        const [policyholder] = await world.db
          .select({ customerNumber: agreements.policyholderNumber })
          .from(agreements)
          .where(eq(agreements.agreementId, JAN));
        await world.db
          .update(customers)
          .set({ birthDate: '1980-02-03' })
          .where(eq(customers.customerNumber, policyholder!.customerNumber));
      },
    ],
    [
      'a premium invoice removed',
      () => world.db.delete(invoices).where(eq(invoices.invoiceNumber, '202701000011')),
    ],
    [
      'its payment details',
      () =>
        world.db
          .update(agreements)
          .set({ premiumIban: 'NL91ABNA0417164300' })
          .where(eq(agreements.agreementId, JAN)),
    ],
    // Last: an agreement with a change waiting is read on every tick until the change is made.
    [
      'a scheduled change of method or term',
      () =>
        world.db.insert(scheduledPaymentChanges).values({
          agreementId: JAN,
          startsOn: '2027-04-01',
          paymentMethod: 'iDeal',
          paymentTermMonths: 3,
          requestedAt: dayAt('2026-12-21'),
        }),
    ],
  ])('looks again at an agreement after %s', async (_change, change) => {
    await runOn('2026-12-21');
    await runOn('2026-12-21');
    expect(await unsettled()).toEqual([]);
    await change();
    expect(await unsettled()).toEqual([JAN]);
  });

  it('invoices again what was removed, and reads every agreement again on the next invoice day', async () => {
    await world.db.delete(invoices).where(eq(invoices.invoiceNumber, '202701000011'));
    expect(await runOn('2026-12-22')).toBe(1);
    expect(await runOn('2027-01-10')).toBeGreaterThan(0);
  });
});
