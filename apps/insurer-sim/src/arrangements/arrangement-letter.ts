import type { ArrangementFacts, ArrangementLapsedFacts } from '@mijn/insurer';
import type { InsurerDatabase } from '../db/database.ts';
import type { invoices } from '../db/schema/invoices.ts';
import type { CorrespondenceLetter, StoredLetter } from '../letters.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Puts a letter in the message box of an agreement's policyholder, in the caller's transaction `db`:
 * the portal's letter store until the documents area moves (decision 0102).
 */
export type StorePolicyholderLetter<Db extends InsurerDatabase> = (
  db: Db,
  letter: CorrespondenceLetter & { agreementId: number },
) => Promise<StoredLetter>;

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
export function sendArrangementLetter<Db extends InsurerDatabase>(
  { db, storeLetter }: { db: Db; storeLetter: StorePolicyholderLetter<Db> },
  agreementId: number,
  facts: ArrangementFacts | ArrangementLapsedFacts,
  publicationDate: string,
): Promise<StoredLetter> {
  return storeLetter(db, {
    agreementId,
    docType: 'Betalingsregeling',
    docTypeId: 42,
    facts,
    publicationDate,
  });
}
