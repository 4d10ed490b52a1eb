import type { ArrangementFacts, ArrangementLapsedFacts } from '@mijn/insurer';
import type { Db } from '../../db/client.ts';
import type { invoices } from '../../db/schema.ts';
import { storePolicyholderLetter, type WrittenLetter } from '../documents/policyholder-letter.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** What the confirmation states: each invoice and what it owed, the terms and the account's ending. */
export function arrangementFacts(
  arranged: readonly { invoice: InvoiceRow; amountCents: number }[],
  terms: readonly { dueDate: string; amountCents: number }[],
  iban: string,
): ArrangementFacts {
  return {
    kind: 'arrangement',
    invoices: arranged.map(({ invoice, amountCents }) => ({
      invoiceNumber: invoice.invoiceNumber,
      subject: invoice.kind,
      periodStart: invoice.premiumPeriodStart,
      openCents: amountCents,
    })),
    totalCents: arranged.reduce((sum, { amountCents }) => sum + amountCents, 0),
    terms: terms.map(({ dueDate, amountCents }) => ({ dueDate, amountCents })),
    ibanEnding: iban.slice(-4),
  };
}

/** Puts a letter about an arrangement in the message box of the agreement's policyholder. */
export function sendArrangementLetter(
  db: Db,
  agreementId: number,
  facts: ArrangementFacts | ArrangementLapsedFacts,
  publicationDate: string,
): Promise<WrittenLetter> {
  return storePolicyholderLetter(db, {
    agreementId,
    docType: 'Betalingsregeling',
    docTypeId: 42,
    facts,
    publicationDate,
  });
}
