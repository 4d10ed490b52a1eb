import type { Document, GenericDocument } from '@mijn/contract';
import { familyName, reimbursementDocumentName } from '@mijn/domain';
import type { InsurerPort } from '@mijn/insurer';
import type { LetterLanguage } from '../../core/documents/letter-content.ts';
import { docTypeName } from '../../core/documents/letter-content.ts';

type Port = InsurerPort['documents'];
/** A letter of the message box as the insurer hands it over. */
export type PortLetter = Awaited<ReturnType<Port['messageBox']>>[number];
export type PortGenericDocument = Awaited<ReturnType<Port['genericOfYear']>>[number];

/** Spec §3 Document: a letter with the person it is about; title and type in the reader's language. */
export function toDocument(letter: PortLetter, title: string, language: LetterLanguage): Document {
  const { addressee } = letter;
  return {
    documentID: letter.documentId,
    guidName: `${letter.documentId}.${letter.extension}`,
    name: title,
    documentName: `${title}.${letter.extension}`,
    extension: letter.extension,
    docType: docTypeName(letter.docType, language),
    docTypeID: letter.docTypeId,
    documentCluster: letter.documentCluster,
    hasBeenRead: letter.hasBeenRead,
    label: letter.labelCode,
    policyNumber: letter.policyNumber,
    productType: letter.productType,
    contractCode: letter.contractCode,
    publicationDate: letter.publicationDate,
    createdAt: letter.filedOn,
    customer: {
      initials: addressee.initials,
      lastName: familyName(addressee),
      birthDate: addressee.birthDate,
      number: addressee.customerNumber,
      gender: addressee.gender,
    },
  };
}

/** A collectivity's document of a year with its Dutch name ("Polisvoorwaarden Basis 2026"). */
export function toGenericDocument(document: PortGenericDocument): GenericDocument {
  const name = reimbursementDocumentName(document.kind, document.product.name, document.year);
  return {
    documentID: document.documentId,
    name,
    documentName: `${name}.pdf`,
    extension: 'pdf',
    docType: document.kind,
    year: document.year,
    productCode: document.product.code,
    productName: document.product.name,
    productType: document.product.type,
    label: document.labelCode,
    customerNumbers: document.customerNumbers,
  };
}
