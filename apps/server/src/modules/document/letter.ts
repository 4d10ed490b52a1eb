import type { Letter } from '@mijn/contract';
import { formalName } from '@mijn/domain';
import { brandOf, type DocumentBrand } from '../../core/documents/brand.ts';
import {
  docTypeName,
  type LetterBody,
  type LetterLanguage,
  writeLetter,
  writeUntitledLetter,
} from '../../core/documents/letter-content.ts';
import { letterDetails } from '../../core/documents/letter-print.ts';
import type { Db } from '../../db/client.ts';
import type { customers, documents } from '../../db/schema.ts';

type DocumentRow = typeof documents.$inferSelect;
type Customer = typeof customers.$inferSelect;

/** The brands of the labels a request meets, each looked up once. */
export function brandLookup(db: Db): (labelCode: string) => Promise<DocumentBrand> {
  const known = new Map<string, Promise<DocumentBrand>>();
  return (labelCode) => {
    let brand = known.get(labelCode);
    if (!brand) {
      brand = brandOf(db, { code: labelCode });
      known.set(labelCode, brand);
    }
    return brand;
  };
}

/** A stored letter written out in the reader's language: from its facts, or its title alone. */
export function writtenLetter(
  row: DocumentRow,
  customer: Customer,
  brand: DocumentBrand,
  language: LetterLanguage,
): LetterBody {
  const context = {
    language,
    brand,
    insured: { firstName: customer.firstName, birthDate: customer.birthDate },
    publicationDate: row.publicationDate,
  };
  return row.facts ? writeLetter(row.facts, context) : writeUntitledLetter(row, context);
}

/** The letter as the in-app viewer reads it. */
export function toLetter(
  row: DocumentRow,
  customer: Customer,
  brand: DocumentBrand,
  language: LetterLanguage,
): Letter {
  const body = writtenLetter(row, customer, brand, language);
  const details = letterDetails({
    customer,
    publicationDate: row.publicationDate,
    policyNumber: row.policyNumber,
    body: { ...body, payment: undefined },
    language,
  });
  return {
    documentID: row.documentId,
    title: body.title,
    docType: docTypeName(row.docType, language),
    publicationDate: row.publicationDate,
    customerName: formalName(customer),
    brandName: brand.brandName,
    phoneNumber: brand.phoneNumber,
    paragraphs: body.paragraphs,
    details: details.map(([label, value]) => ({ label, value })),
    table: body.table ?? null,
    payment: body.payment ?? null,
  };
}
