import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agreements, customers, documents, policies } from '../../db/schema.ts';
import { recordNotification } from '../notifications/record-notification.ts';
import { brandOf } from './brand.ts';
import { writeLetter } from './letter-content.ts';
import type { LetterFacts } from './letter-facts.ts';

export interface PolicyholderLetter {
  agreementId: number;
  docType: string;
  docTypeId: number;
  facts: LetterFacts;
  publicationDate: string;
}

export interface WrittenLetter {
  documentId: string;
  customerNumber: string;
  title: string;
  titleEn: string;
}

/**
 * Puts a letter about the agreement's money in the message box of its policyholder (invoices and
 * arrangements are theirs, spec §6), in the financial cluster. Facts only: the PDF is written when
 * it is first opened (decision 0032).
 */
export async function storePolicyholderLetter(db: Db, letter: PolicyholderLetter): Promise<WrittenLetter> {
  const [holder] = await db
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
  const brand = await brandOf(db, { code: holder.labelCode });
  const title = (language: 'nl' | 'en') =>
    writeLetter(letter.facts, {
      language,
      brand,
      insured: holder.customer,
      publicationDate: letter.publicationDate,
    }).title;
  const [document] = await db
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
  return {
    documentId: document.documentId,
    customerNumber: holder.customer.customerNumber,
    title: title('nl'),
    titleEn: title('en'),
  };
}

/** Records that a letter arrived, so its notification goes out once (in the caller's transaction). */
export function recordLetterArrived(db: Db, letter: WrittenLetter, today: string): Promise<void> {
  return recordNotification(db, {
    kind: 'letterArrived',
    subject: letter.documentId,
    customerNumber: letter.customerNumber,
    today,
    facts: { title: letter.title, titleEn: letter.titleEn },
  });
}
