import { invoiceStatus } from '@mijn/domain';
import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicePayments, invoices } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordInvoicePayment } from './payments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An invoice of the seeded world that still has money owed, with that amount. */
async function anOpenInvoice() {
  const open = await t.db
    .select({ invoiceNumber: invoices.invoiceNumber, remainingCents: invoices.remainingCents })
    .from(invoices)
    .where(gt(invoices.remainingCents, 0))
    .orderBy(invoices.invoiceNumber);
  const [invoice] = open;
  if (!invoice) throw new Error('the seeded world has no open invoice left');
  return invoice;
}

const invoiceRow = async (invoiceNumber: string) =>
  (await t.db.select().from(invoices).where(eq(invoices.invoiceNumber, invoiceNumber)))[0];

describe('recordInvoicePayment', () => {
  it('pays the invoice in full on the day the money came in', async () => {
    const invoice = await anOpenInvoice();
    const outcome = await recordInvoicePayment(t.db, {
      reference: 'tr_full',
      invoiceNumber: invoice.invoiceNumber,
      source: 'online',
      amountCents: invoice.remainingCents,
      receivedOn: '2026-11-20',
    });
    expect(outcome).toEqual({ kind: 'recorded', remainingCents: 0, overpaidCents: 0 });
    expect(await invoiceRow(invoice.invoiceNumber)).toMatchObject({
      remainingCents: 0,
      statusId: invoiceStatus.paid,
      paymentDate: '2026-11-20',
    });
  });

  it('books the same reference once, however often the confirmation arrives', async () => {
    const invoice = await anOpenInvoice();
    const payment = {
      reference: 'tr_replayed',
      invoiceNumber: invoice.invoiceNumber,
      source: 'online' as const,
      amountCents: 100,
      receivedOn: '2026-11-20',
    };
    const outcomes = await Promise.all([1, 2, 3].map(() => recordInvoicePayment(t.db, payment)));
    expect(outcomes.filter((outcome) => outcome.kind === 'recorded')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'alreadyRecorded')).toHaveLength(2);
    const row = await invoiceRow(invoice.invoiceNumber);
    expect(row?.remainingCents).toBe(invoice.remainingCents - 100);
    expect(row?.statusId).not.toBe(invoiceStatus.paid);
  });

  it('keeps what exceeds the amount owed as overpaid and never owes less than nothing', async () => {
    const invoice = await anOpenInvoice();
    const twoPayments = [1, 2].map((n) => ({
      reference: `tr_double_${n}`,
      invoiceNumber: invoice.invoiceNumber,
      source: 'online' as const,
      amountCents: invoice.remainingCents,
      receivedOn: '2026-11-21',
    }));
    const outcomes = await Promise.all(twoPayments.map((payment) => recordInvoicePayment(t.db, payment)));
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { kind: 'recorded', remainingCents: 0, overpaidCents: 0 },
        { kind: 'recorded', remainingCents: 0, overpaidCents: invoice.remainingCents },
      ]),
    );
    expect((await invoiceRow(invoice.invoiceNumber))?.remainingCents).toBe(0);
    const booked = await t.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceNumber, invoice.invoiceNumber));
    expect(booked.map((row) => row.reference)).toEqual(
      expect.arrayContaining(['tr_double_1', 'tr_double_2']),
    );
  });

  it('books nothing for an invoice that does not exist, and refuses a non-positive amount', async () => {
    const payment = {
      reference: 'tr_nowhere',
      invoiceNumber: 'NO-SUCH-INVOICE',
      source: 'bankTransfer' as const,
      amountCents: 500,
      receivedOn: '2026-11-20',
    };
    expect(await recordInvoicePayment(t.db, payment)).toEqual({ kind: 'unknownInvoice' });
    expect(
      await t.db.select().from(invoicePayments).where(eq(invoicePayments.reference, 'tr_nowhere')),
    ).toEqual([]);
    await expect(recordInvoicePayment(t.db, { ...payment, amountCents: 0 })).rejects.toThrow(RangeError);
  });
});
