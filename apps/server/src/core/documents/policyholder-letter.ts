import type { LetterFacts } from '@mijn/insurer';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agreements, customers, documents, policies } from '../../db/schema.ts';
import { recordNotification } from '../notifications/record-notification.ts';
import { brandOf } from './brand.ts';
import { writeLetter } from './letter-content.ts';

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
  /** The policyholder of the agreement the letter is printed under, who reads a young child's letters. */
  policyholderNumber: string;
}

type CustomerRow = typeof customers.$inferSelect;

/** Whose message box a letter goes to, and the label, policy and policyholder it is printed under. */
interface Recipient {
  customer: CustomerRow;
  policyholderNumber: string;
  labelCode: string;
  contractCode: string | null;
  policyNumber: string | null;
}

/** The message box's folders a letter of the core goes to. */
export type LetterCluster = 'financieel' | 'correspondentie' | 'polis';

type LetterOf = Omit<PolicyholderLetter, 'agreementId'> & { cluster: LetterCluster };

/** Stores a letter with its facts and its Dutch title; the PDF is written when first opened. */
async function insertLetter(db: Db, recipient: Recipient, letter: LetterOf): Promise<WrittenLetter> {
  const brand = await brandOf(db, { code: recipient.labelCode });
  const { title } = writeLetter(letter.facts, {
    language: 'nl',
    brand,
    insured: recipient.customer,
    publicationDate: letter.publicationDate,
  });
  const [document] = await db
    .insert(documents)
    .values({
      customerNumber: recipient.customer.customerNumber,
      labelCode: recipient.labelCode,
      docType: letter.docType,
      docTypeId: letter.docTypeId,
      documentCluster: letter.cluster,
      name: title,
      policyNumber: recipient.policyNumber,
      contractCode: recipient.contractCode,
      publicationDate: letter.publicationDate,
      facts: letter.facts,
    })
    .returning({ documentId: documents.documentId });
  if (!document) throw new Error('The letter was not stored');
  return {
    documentId: document.documentId,
    customerNumber: recipient.customer.customerNumber,
    policyholderNumber: recipient.policyholderNumber,
  };
}

/**
 * Puts a letter about the agreement in the message box of its policyholder (invoices, arrangements
 * and policy changes are theirs, spec §6), by default in the financial cluster. Facts only: the PDF
 * is written when it is first opened (decision 0032).
 */
export async function storePolicyholderLetter(
  db: Db,
  letter: PolicyholderLetter,
  cluster: LetterCluster = 'financieel',
): Promise<WrittenLetter> {
  const [holder] = await db
    .select({
      customer: customers,
      policyholderNumber: agreements.policyholderNumber,
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
  const { agreementId: _agreement, ...content } = letter;
  return insertLetter(db, holder, { ...content, cluster });
}

/**
 * Puts a letter to one person in their own message box, by default in the correspondence cluster,
 * under the label and number of their most recent policy.
 */
export async function storeCorrespondenceLetter(
  db: Db,
  customerNumber: string,
  letter: Omit<PolicyholderLetter, 'agreementId'>,
  cluster: LetterCluster = 'correspondentie',
): Promise<WrittenLetter> {
  const [insured] = await db
    .select({
      customer: customers,
      policyholderNumber: agreements.policyholderNumber,
      labelCode: agreements.labelCode,
      contractCode: agreements.contractCode,
      policyNumber: policies.policyNumber,
    })
    .from(policies)
    .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId))
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .where(eq(policies.customerNumber, customerNumber))
    .orderBy(desc(policies.startDate))
    .limit(1);
  if (!insured) throw new Error(`Customer ${customerNumber} has no policy`);
  return insertLetter(db, insured, { ...letter, cluster });
}

/**
 * Records that a letter arrived, so its notification goes out once (in the caller's transaction): to
 * the person, or for a child under 16 without an account to the policyholder, who reads their letters.
 * The notification says only that a letter is waiting, so its facts name nothing of the letter.
 */
export function recordLetterArrived(db: Db, letter: WrittenLetter, today: string): Promise<void> {
  return recordNotification(db, {
    kind: 'letterArrived',
    subject: letter.documentId,
    customerNumber: letter.customerNumber,
    actingCustomerNumber: letter.policyholderNumber,
    today,
    facts: {},
  });
}
