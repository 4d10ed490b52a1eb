import type { InvoiceSubject } from '@mijn/insurer';
import type { Db } from '../../db/client.ts';
import type { invoices } from '../../db/schema.ts';
import {
  type PolicyholderLetter,
  recordLetterArrived,
  storePolicyholderLetter,
} from '../documents/policyholder-letter.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** What a letter about money owed says it is about. */
export function invoiceSubjectOf(invoice: InvoiceRow): InvoiceSubject {
  return {
    invoiceNumber: invoice.invoiceNumber,
    subject: invoice.kind,
    periodStart: invoice.premiumPeriodStart,
    periodEnd: invoice.premiumPeriodEnd,
    dueDate: invoice.expirationDate,
  };
}

/**
 * Puts a letter about an invoice in the message box of the agreement's policyholder and records
 * that it arrived, in the caller's transaction: both exist only when the step they report commits.
 */
export async function sendInvoiceLetter(tx: Db, letter: PolicyholderLetter): Promise<void> {
  await recordLetterArrived(tx, await storePolicyholderLetter(tx, letter), letter.publicationDate);
}
