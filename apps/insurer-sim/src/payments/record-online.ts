import { type InsurerPort, refuse } from '@mijn/insurer';
import { eq } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { invoicePayments } from '../db/schema/invoice-payments.ts';
import { invoices } from '../db/schema/invoices.ts';
import { recordInvoicePayment } from './record-invoice-payment.ts';

type RecordOnline = InsurerPort['payments']['recordOnline'];

/** How the invoice stands after a payment booked before: the same answer as when it was booked. */
async function bookedBefore(db: InsurerDatabase, paymentId: string, invoiceNumber: string) {
  const [payment] = await db
    .select({ overpaid: invoicePayments.overpaidCents })
    .from(invoicePayments)
    .where(eq(invoicePayments.reference, paymentId));
  const [invoice] = await db
    .select({ remaining: invoices.remainingCents })
    .from(invoices)
    .where(eq(invoices.invoiceNumber, invoiceNumber));
  return { remaining: invoice?.remaining ?? 0, overpaid: payment?.overpaid ?? 0 };
}

/** Books an online payment on its invoice once per provider payment id (the ledger's reference). */
export async function recordOnline(
  db: InsurerDatabase,
  { paymentId, invoiceNumber, amount, collectionCosts, receivedOn }: Parameters<RecordOnline>[0],
): ReturnType<RecordOnline> {
  const outcome = await recordInvoicePayment(db, {
    reference: paymentId,
    invoiceNumber,
    source: 'online',
    amountCents: amount,
    collectionCostsCents: collectionCosts,
    receivedOn,
  });
  if (outcome.kind === 'unknownInvoice') return refuse('unknown-invoice');
  if (outcome.kind === 'alreadyRecorded') return bookedBefore(db, paymentId, invoiceNumber);
  return { remaining: outcome.remainingCents, overpaid: outcome.overpaidCents };
}
