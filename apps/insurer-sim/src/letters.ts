import type { LetterFacts } from '@mijn/insurer';
import type { InsurerDatabase } from './db/database.ts';

/** A letter to one person, as an area of the simulation writes it: facts, never finished sentences. */
export interface CorrespondenceLetter {
  docType: string;
  docTypeId: number;
  facts: LetterFacts;
  publicationDate: string;
}

/** A letter in a message box: the document, whose box it is, and the policyholder who reads a child's. */
export interface StoredLetter {
  documentId: string;
  customerNumber: string;
  policyholderNumber: string;
}

/**
 * Puts a letter in a person's message box, in the caller's transaction `db`. The documents area has
 * not moved into the simulation yet: its legacy shim passes the portal's letter store in (decision
 * 0102), and this type is what that store must be.
 */
export type StoreCorrespondenceLetter<Db extends InsurerDatabase> = (
  db: Db,
  customerNumber: string,
  letter: CorrespondenceLetter,
) => Promise<StoredLetter>;
