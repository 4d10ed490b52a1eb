import { invoiceStatus } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { type InvoicePaymentSource, invoicePayments } from '../db/schema/invoice-payments.ts';
import { invoices } from '../db/schema/invoices.ts';

export interface ReceivedPayment {
  /** The provider's or bank's own id of this payment: the same id is recorded once. */
  reference: string;
  invoiceNumber: string;
  source: InvoicePaymentSource;
  amountCents: number;
  /**
   * The part of the amount that pays the statutory collection costs the invoice carried (an online
   * payment asks for them with the debt): it settles the costs, not the invoice, and is no overpayment.
   */
  collectionCostsCents?: number;
  receivedOn: string;
}

export type PaymentOutcome =
  | { kind: 'recorded'; remainingCents: number; overpaidCents: number }
  | { kind: 'alreadyRecorded' }
  | { kind: 'unknownInvoice' };

/**
 * Books money received on an invoice, exactly once per reference: the invoice row is locked, so two
 * confirmations of the same or of different payments that arrive together are booked one after the
 * other. What is still owed drops, never below zero (the excess is kept as overpaid for a refund);
 * at zero the invoice is paid on the day the money came in.
 */
export async function recordInvoicePayment(
  db: InsurerDatabase,
  payment: ReceivedPayment,
): Promise<PaymentOutcome> {
  if (!Number.isInteger(payment.amountCents) || payment.amountCents <= 0) {
    throw new RangeError(`A payment is a positive number of cents, not ${payment.amountCents}`);
  }
  const collectionCostsCents = payment.collectionCostsCents ?? 0;
  if (
    !Number.isInteger(collectionCostsCents) ||
    collectionCostsCents < 0 ||
    collectionCostsCents >= payment.amountCents
  ) {
    throw new RangeError(
      `Collection costs of ${collectionCostsCents} cents do not fit in ${payment.amountCents}`,
    );
  }
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({ remainingCents: invoices.remainingCents })
      .from(invoices)
      .where(eq(invoices.invoiceNumber, payment.invoiceNumber))
      .for('update');
    if (!invoice) return { kind: 'unknownInvoice' } as const;

    const towardsInvoiceCents = payment.amountCents - collectionCostsCents;
    const appliedCents = Math.min(towardsInvoiceCents, invoice.remainingCents);
    const overpaidCents = towardsInvoiceCents - appliedCents;
    const inserted = await tx
      .insert(invoicePayments)
      .values({ ...payment, collectionCostsCents, overpaidCents })
      .onConflictDoNothing()
      .returning({ reference: invoicePayments.reference });
    if (inserted.length === 0) return { kind: 'alreadyRecorded' } as const;

    const remainingCents = invoice.remainingCents - appliedCents;
    await tx
      .update(invoices)
      .set(
        remainingCents === 0
          ? { remainingCents, statusId: invoiceStatus.paid, paymentDate: payment.receivedOn }
          : { remainingCents },
      )
      .where(eq(invoices.invoiceNumber, payment.invoiceNumber));
    return { kind: 'recorded', remainingCents, overpaidCents } as const;
  });
}
