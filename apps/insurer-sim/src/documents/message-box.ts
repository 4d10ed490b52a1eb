import { MESSAGE_BOX_YEARS, yearOf } from '@mijn/domain';
import type { InsurerPort } from '@mijn/insurer';
import { and, asc, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { addressOf, personOf } from '../customers/person.ts';
import type { InsurerDatabase } from '../db/database.ts';
import { documents } from '../db/schema/documents.ts';
import { customers } from '../db/schema/policies.ts';

export type PortLetter = Awaited<ReturnType<InsurerPort['documents']['messageBox']>>[number];

/** The first day the message box shows: 1 January of the 5th calendar year back, this one included. */
export const messageBoxStart = (onDay: string) => `${yearOf(onDay) - (MESSAGE_BOX_YEARS - 1)}-01-01`;

/** Whether a letter published on a day lies in the message box of another day. */
export const inMessageBox = (publicationDate: string, onDay: string) =>
  publicationDate >= messageBoxStart(onDay) && publicationDate <= onDay;

/** The letters that meet the condition, each with the person it is about; newest first, then by name. */
export async function lettersWhere(db: InsurerDatabase, condition: SQL | undefined): Promise<PortLetter[]> {
  const rows = await db
    .select({ document: documents, customer: customers })
    .from(documents)
    .innerJoin(customers, eq(customers.customerNumber, documents.customerNumber))
    .where(condition)
    .orderBy(desc(documents.publicationDate), asc(documents.name));
  return rows.map(({ document, customer }) => ({
    documentId: document.documentId,
    labelCode: document.labelCode,
    docType: document.docType,
    docTypeId: document.docTypeId,
    documentCluster: document.documentCluster,
    name: document.name,
    extension: document.extension,
    policyNumber: document.policyNumber,
    productType: document.productType,
    contractCode: document.contractCode,
    publicationDate: document.publicationDate,
    filedOn: document.createdAt.toISOString().slice(0, 10),
    hasBeenRead: document.hasBeenRead,
    storageKey: document.storageKey,
    facts: document.facts,
    addressee: { ...personOf(customer), ...addressOf(customer) },
  }));
}

/** The letters of the given persons in the message box of the day. */
export const lettersOf = (db: InsurerDatabase, customerNumbers: string[], onDay: string) =>
  lettersWhere(
    db,
    and(
      inArray(documents.customerNumber, customerNumbers),
      gte(documents.publicationDate, messageBoxStart(onDay)),
      lte(documents.publicationDate, onDay),
    ),
  );
