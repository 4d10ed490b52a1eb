import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agreements, customers, documents, type invoices, policies } from '../../db/schema.ts';
import { brandOf } from '../documents/brand.ts';
import { writeLetter } from '../documents/letter-content.ts';
import type { ArrangementFacts, ArrangementLapsedFacts } from '../documents/letter-facts.ts';

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

export interface WrittenLetter {
  documentId: string;
  customerNumber: string;
  title: string;
  titleEn: string;
}

/**
 * Puts a letter about an arrangement in the message box of the agreement's policyholder, in the
 * financial cluster; its PDF is made from the facts when first opened.
 */
export async function sendArrangementLetter(
  db: Db,
  agreementId: number,
  facts: ArrangementFacts | ArrangementLapsedFacts,
  publicationDate: string,
): Promise<WrittenLetter> {
  const [holder] = await db
    .select({
      customer: customers,
      labelCode: agreements.labelCode,
      contractCode: agreements.contractCode,
      policyNumber: policies.policyNumber,
    })
    .from(agreements)
    .innerJoin(customers, eq(customers.customerNumber, agreements.policyholderNumber))
    .innerJoin(
      policies,
      and(
        eq(policies.agreementId, agreements.agreementId),
        eq(policies.customerNumber, customers.customerNumber),
      ),
    )
    .where(eq(agreements.agreementId, agreementId))
    .limit(1);
  if (!holder) throw new Error(`Agreement ${agreementId} has no policyholder to write to`);
  const brand = await brandOf(db, { code: holder.labelCode });
  const written = (language: 'nl' | 'en') =>
    writeLetter(facts, { language, brand, insured: holder.customer, publicationDate });
  const [document] = await db
    .insert(documents)
    .values({
      customerNumber: holder.customer.customerNumber,
      labelCode: holder.labelCode,
      docType: 'Betalingsregeling',
      docTypeId: 42,
      documentCluster: 'financieel',
      name: written('nl').title,
      policyNumber: holder.policyNumber,
      contractCode: holder.contractCode,
      publicationDate,
      facts,
    })
    .returning({ documentId: documents.documentId });
  if (!document) throw new Error('The arrangement letter was not stored');
  return {
    documentId: document.documentId,
    customerNumber: holder.customer.customerNumber,
    title: written('nl').title,
    titleEn: written('en').title,
  };
}
