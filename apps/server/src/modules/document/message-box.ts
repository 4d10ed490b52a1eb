import type { Document } from '@mijn/contract';
import { familyName, MESSAGE_BOX_YEARS, yearOf } from '@mijn/domain';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { visibleCustomerNumbers } from '../../auth/customer-access.ts';
import type { LetterLanguage } from '../../core/documents/letter-content.ts';
import { docTypeName } from '../../core/documents/letter-content.ts';
import type { Db } from '../../db/client.ts';
import { customers, documents } from '../../db/schema.ts';
import { isUuid } from '../../db/uuid.ts';
import { brandLookup, writtenLetter } from './letter.ts';

/** The first day the message box shows: 1 January of the 5th calendar year back, this one included. */
export const messageBoxStart = (today: string) => `${yearOf(today) - (MESSAGE_BOX_YEARS - 1)}-01-01`;

/** Spec §3 Document: a stored row with the customer it is about; title and type in the reader's language. */
export function toDocument(
  row: typeof documents.$inferSelect,
  customer: typeof customers.$inferSelect,
  title: string,
  language: LetterLanguage,
): Document {
  return {
    documentID: row.documentId,
    guidName: `${row.documentId}.${row.extension}`,
    name: title,
    documentName: `${title}.${row.extension}`,
    extension: row.extension,
    docType: docTypeName(row.docType, language),
    docTypeID: row.docTypeId,
    documentCluster: row.documentCluster,
    hasBeenRead: row.hasBeenRead,
    label: row.labelCode,
    policyNumber: row.policyNumber,
    productType: row.productType,
    contractCode: row.contractCode,
    publicationDate: row.publicationDate,
    createdAt: row.createdAt.toISOString().slice(0, 10),
    customer: {
      initials: customer.initials,
      lastName: familyName(customer),
      birthDate: customer.birthDate,
      number: customer.customerNumber,
      gender: customer.gender,
    },
  };
}

/**
 * The message box (spec §6, §9): documents published in the last 5 calendar years (and not in the
 * future) of everyone the user may see: their own, and for a policyholder those of family members
 * under 16. Newest first.
 */
export async function documentList(
  db: Db,
  auth: AccessAuth,
  today: string,
  language: LetterLanguage,
): Promise<Document[]> {
  const visible = [...(await visibleCustomerNumbers(db, auth, today))];
  const rows = await db
    .select({ document: documents, customer: customers })
    .from(documents)
    .innerJoin(customers, eq(customers.customerNumber, documents.customerNumber))
    .where(
      and(
        inArray(documents.customerNumber, visible),
        gte(documents.publicationDate, messageBoxStart(today)),
        lte(documents.publicationDate, today),
      ),
    )
    .orderBy(desc(documents.publicationDate), asc(documents.name));
  const brand = brandLookup(db);
  return Promise.all(
    rows.map(async ({ document, customer }) => {
      const letter = writtenLetter(document, customer, await brand(document.labelCode), language);
      return toDocument(document, customer, letter.title, language);
    }),
  );
}

/** One document of the message box, or null when unknown or not the user's to see. */
export async function findVisibleDocument(db: Db, auth: AccessAuth, today: string, documentId: string) {
  if (!isUuid(documentId)) return null;
  const [row] = await db
    .select({ document: documents, customer: customers })
    .from(documents)
    .innerJoin(customers, eq(customers.customerNumber, documents.customerNumber))
    .where(eq(documents.documentId, documentId))
    .limit(1);
  if (!row) return null;
  const visible = await visibleCustomerNumbers(db, auth, today);
  const inWindow =
    row.document.publicationDate >= messageBoxStart(today) && row.document.publicationDate <= today;
  return visible.has(row.document.customerNumber) && inWindow ? row : null;
}

/** Spec §4 Message read: opening marks the document read once; the unread counts follow from it. */
export async function markRead(db: Db, documentId: string, at: Date): Promise<void> {
  await db
    .update(documents)
    .set({ hasBeenRead: true, readAt: at })
    .where(and(eq(documents.documentId, documentId), eq(documents.hasBeenRead, false)));
}
