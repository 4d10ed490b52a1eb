import { invoiceStatus, isArrangementInvoice, isPayableInvoice } from '@mijn/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, customers, invoices } from '../db/schema.ts';
import { openPinnedWorld, type PinnedWorld } from '../test/pinned-world.ts';
import { backgroundTasks } from './background-tasks.ts';

const invoiceState = (world: PinnedWorld) =>
  world.db
    .select({
      invoiceNumber: invoices.invoiceNumber,
      statusId: invoices.statusId,
      remainingCents: invoices.remainingCents,
      expirationDate: invoices.expirationDate,
      paymentType: invoices.paymentType,
    })
    .from(invoices)
    .orderBy(asc(invoices.invoiceNumber));

/** The first tick of a fresh server: every background task once, in the scheduler's order. */
async function firstTick(world: PinnedWorld): Promise<void> {
  for (const task of backgroundTasks) await task.run(world.ctx);
}

// The first, the 9th and 10th (the invoice day), the 27th to 29th around the collection day (a
// Saturday and a Sunday among them) and the turn of the year.
describe.each([
  '2026-12-01',
  '2027-03-09',
  '2027-03-10',
  '2027-02-27',
  '2027-01-28',
  '2026-11-29',
  '2026-12-31',
  '2027-01-01',
])('a fresh world on %s', (today) => {
  let world: PinnedWorld;
  let seeded: Awaited<ReturnType<typeof invoiceState>>;
  beforeAll(async () => {
    world = await openPinnedWorld(today);
    seeded = await invoiceState(world);
    await firstTick(world);
  });
  afterAll(() => world.close());

  const invoicesOf = async (firstName: string) =>
    (
      await world.db
        .select({ invoice: invoices })
        .from(invoices)
        .innerJoin(agreements, eq(agreements.agreementId, invoices.agreementId))
        .innerJoin(customers, eq(customers.customerNumber, agreements.policyholderNumber))
        .where(eq(customers.firstName, firstName))
    ).map(({ invoice }) => ({
      ...invoice,
      status: { id: invoice.statusId },
      remaining: invoice.remainingCents,
    }));

  it('invents no invoice and moves none on the first run: the seed is what the rules make of it', async () => {
    expect(await invoiceState(world)).toEqual(seeded);
  });

  it('prices every premium it invoiced, next year’s January too (from 10 December)', async () => {
    const premiums = await world.db.select().from(invoices).where(eq(invoices.kind, 'premium'));
    expect(premiums.filter((invoice) => invoice.amountCents <= 0)).toEqual([]);
  });

  it('leaves peter.jansen 3 invoices to pay: one reminder and two open premiums', async () => {
    const payable = (await invoicesOf('Peter')).filter(isPayableInvoice);
    expect(payable.map((invoice) => invoice.statusId).sort()).toEqual([
      invoiceStatus.open,
      invoiceStatus.open,
      invoiceStatus.reminder,
    ]);
    expect(payable.every((invoice) => invoice.kind === 'premium' && invoice.paymentType === 'Mail')).toBe(
      true,
    );
  });

  it('leaves jan.devries nothing to pay, with a direct debit to come; eva.smit her arrangement; fatima.bakker her quarters', async () => {
    const jan = await invoicesOf('Jan');
    expect(jan.some((invoice) => isPayableInvoice(invoice) || isArrangementInvoice(invoice))).toBe(false);
    expect(jan.some((invoice) => invoice.statusId === invoiceStatus.directDebit)).toBe(true);
    expect((await invoicesOf('Eva')).filter(isArrangementInvoice)).toHaveLength(1);
    const fatima = await invoicesOf('Fatima');
    expect(fatima.length).toBeGreaterThan(0);
    for (const invoice of fatima) {
      expect(invoice.premiumPeriodStart?.slice(5)).toMatch(/^(01|04|07|10)-01$/);
      expect(isPayableInvoice(invoice)).toBe(false);
    }
  });
});
