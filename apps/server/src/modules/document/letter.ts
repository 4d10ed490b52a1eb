import type { Letter } from '@mijn/contract';
import { formalName } from '@mijn/domain';
import type { AccessAuth } from '../../auth/authenticate.ts';
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
import { accountLanguage } from '../../messaging/account-language.ts';
import type { PortLetter } from './document-wire.ts';

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

/** A letter written out in the reader's language: from its facts, or its title alone. */
export function writtenLetter(
  letter: PortLetter,
  brand: DocumentBrand,
  language: LetterLanguage,
): LetterBody {
  const context = {
    language,
    brand,
    insured: { firstName: letter.addressee.firstName, birthDate: letter.addressee.birthDate },
    publicationDate: letter.publicationDate,
  };
  return letter.facts ? writeLetter(letter.facts, context) : writeUntitledLetter(letter, context);
}

/** The letter as the in-app viewer reads it. */
export function toLetter(letter: PortLetter, brand: DocumentBrand, language: LetterLanguage): Letter {
  const body = writtenLetter(letter, brand, language);
  const details = letterDetails({
    customer: letter.addressee,
    publicationDate: letter.publicationDate,
    policyNumber: letter.policyNumber,
    body: { ...body, payment: undefined },
    language,
  });
  return {
    documentID: letter.documentId,
    title: body.title,
    docType: docTypeName(letter.docType, language),
    publicationDate: letter.publicationDate,
    customerName: formalName(letter.addressee),
    brandName: brand.brandName,
    phoneNumber: brand.phoneNumber,
    paragraphs: body.paragraphs,
    details: details.map(([label, value]) => ({ label, value })),
    table: body.table ?? null,
    payment: body.payment ?? null,
  };
}

/**
 * Letters are written in the account's language (its last login or language switch, decision
 * 0087), as its SMS and e-mails are: not in the browser's, which a download sends by itself.
 */
export const readerOf = (db: Db, auth: AccessAuth): Promise<LetterLanguage> =>
  accountLanguage(db, { accountId: auth.user.accountId });
