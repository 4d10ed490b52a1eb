import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agreements, customers, documents, type invoices, policies } from '../../db/schema.ts';
import { brandOf } from '../documents/brand.ts';
import { writeLetter } from '../documents/letter-content.ts';
import type { InvoiceSubject, LetterFacts } from '../documents/letter-facts.ts';
import { recordNotification } from '../notifications/record-notification.ts';

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

export interface InvoiceLetter {
  agreementId: number;
  docType: string;
  docTypeId: number;
  facts: LetterFacts;
  publicationDate: string;
}

/**
 * Puts a letter about an invoice in the message box of the agreement's policyholder (invoices are
 * theirs, spec §6) and records that it arrived, in the caller's transaction: both exist only when
 * the step they report commits. Facts only: the PDF is written when it is first opened (decision 0032).
 */
export async function sendInvoiceLetter(tx: Db, letter: InvoiceLetter): Promise<void> {
  const [holder] = await tx
    .select({
      customer: customers,
      labelCode: agreements.labelCode,
      contractCode: agreements.contractCode,
      policyNumber: policies.policyNumber,
    })
    .from(agreements)
    .innerJoin(customers, eq(customers.customerNumber, agreements.policyholderNumber))
    .leftJoin(
      policies,
      and(
        eq(policies.agreementId, agreements.agreementId),
        eq(policies.customerNumber, customers.customerNumber),
      ),
    )
    .where(eq(agreements.agreementId, letter.agreementId))
    .limit(1);
  if (!holder) throw new Error(`Agreement ${letter.agreementId} has no policyholder`);
  const brand = await brandOf(tx, { code: holder.labelCode });
  const title = (language: 'nl' | 'en') =>
    writeLetter(letter.facts, {
      language,
      brand,
      insured: holder.customer,
      publicationDate: letter.publicationDate,
    }).title;
  const [document] = await tx
    .insert(documents)
    .values({
      customerNumber: holder.customer.customerNumber,
      labelCode: holder.labelCode,
      docType: letter.docType,
      docTypeId: letter.docTypeId,
      documentCluster: 'financieel',
      name: title('nl'),
      policyNumber: holder.policyNumber,
      contractCode: holder.contractCode,
      publicationDate: letter.publicationDate,
      facts: letter.facts,
    })
    .returning({ documentId: documents.documentId });
  if (!document) throw new Error('The letter was not stored');
  await recordNotification(tx, {
    kind: 'letterArrived',
    subject: document.documentId,
    customerNumber: holder.customer.customerNumber,
    today: letter.publicationDate,
    facts: { title: title('nl'), titleEn: title('en') },
  });
}
