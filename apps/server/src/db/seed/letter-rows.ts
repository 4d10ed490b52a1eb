import type { LetterFacts } from '@mijn/insurer';
import { eq } from 'drizzle-orm';
import { brandOf } from '../../core/documents/brand.ts';
import { writeLetter } from '../../core/documents/letter-content.ts';
import type { Db } from '../client.ts';
import { customers, type documents } from '../schema.ts';

type DocumentRow = typeof documents.$inferInsert;

export interface Addressee {
  customerNumber: string;
  labelCode: string;
  policyNumber: string;
  contractCode: string;
}

export interface SeedLetter {
  publicationDate: string;
  docType: string;
  docTypeId: number;
  documentCluster: string;
  facts: LetterFacts;
  hasBeenRead: boolean;
}

/**
 * The rows of several letters, read one after another: the seed reads them inside its transaction,
 * whose single connection runs one query at a time (node-postgres deprecates queueing more).
 */
export async function letterRows(
  db: Db,
  letters: readonly (readonly [Addressee, SeedLetter])[],
): Promise<DocumentRow[]> {
  const rows: DocumentRow[] = [];
  for (const [to, letter] of letters) rows.push(await letterRow(db, to, letter));
  return rows;
}

/** A message-box letter with its facts; its stored name is the Dutch title the facts give. */
async function letterRow(db: Db, to: Addressee, letter: SeedLetter): Promise<DocumentRow> {
  const [customer] = await db.select().from(customers).where(eq(customers.customerNumber, to.customerNumber));
  if (!customer) throw new Error(`Seed letter to unknown customer ${to.customerNumber}`);
  const brand = await brandOf(db, { code: to.labelCode });
  const { title } = writeLetter(letter.facts, {
    language: 'nl',
    brand,
    insured: customer,
    publicationDate: letter.publicationDate,
  });
  return {
    customerNumber: to.customerNumber,
    labelCode: to.labelCode,
    policyNumber: to.policyNumber,
    contractCode: to.contractCode,
    docType: letter.docType,
    docTypeId: letter.docTypeId,
    documentCluster: letter.documentCluster,
    name: title,
    facts: letter.facts,
    publicationDate: letter.publicationDate,
    hasBeenRead: letter.hasBeenRead,
    readAt: letter.hasBeenRead ? new Date(`${letter.publicationDate}T12:00:00Z`) : null,
  };
}
