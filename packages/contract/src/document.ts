import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

export const getUnreadDocumentCount = endpoint({
  method: 'GET',
  path: 'Document/GetUnreadDocumentCount',
  permission: 'r-msg',
  summary:
    'Unread documents of the customers the user may see; with dateOnly only those published on or after it',
  query: z.object({ dateOnly: z.optional(z.iso.date()).check(z.describe('yyyy-MM-dd')) }),
  response: z.object({ count: z.number().check(z.int(), z.nonnegative()) }),
  errors: [400, 401, 403],
});

/** A binary download: the web fetches it as a Blob; the server streams it with Content-Disposition. */
export const BinaryFile = z
  .instanceof(Blob)
  .check(z.describe('application/pdf, streamed with Content-Disposition'));

/** The person a document is about (spec §3 Document.customer). */
export const DocumentCustomer = z.object({
  initials: z.string(),
  lastName: z.string().check(z.describe('With the prefix, e.g. "de Vries"')),
  birthDate: z.iso.date(),
  number: z.string().check(z.describe('Customer number')),
  gender: z.string(),
});

/** A document in the message box (spec §3 Document). Dates are yyyy-MM-dd (spec §9). */
export const Document = z.object({
  documentID: z.string(),
  guidName: z.string().check(z.describe('The stored file name: documentID plus extension')),
  name: z.string().check(z.describe('Display name, e.g. "Polisblad 2026"')),
  documentName: z.string().check(z.describe('Download file name, e.g. "Polisblad 2026.pdf"')),
  extension: z.string(),
  docType: z.string(),
  docTypeID: z.number().check(z.int()),
  documentCluster: z
    .string()
    .check(z.describe('Group of the message box, the {cluster} of berichtenbox/{cluster}')),
  hasBeenRead: z.boolean(),
  label: z.string().check(z.describe('Label code')),
  policyNumber: z.nullable(z.string()),
  productType: z.nullable(z.string()),
  contractCode: z.nullable(z.string()),
  publicationDate: z.iso.date(),
  createdAt: z.iso.date(),
  customer: DocumentCustomer,
});
export type Document = z.infer<typeof Document>;

export const getDocumentList = endpoint({
  method: 'GET',
  path: 'Document/GetDocumentList',
  permission: 'r-msg',
  summary:
    'Message box: documents of the last 5 calendar years of the customers the user may see (own, and family members under 16 for the policyholder), newest first',
  response: z.array(Document),
  errors: [401, 403],
});

export const downloadDocument = endpoint({
  method: 'GET',
  path: 'Document/Download/{documentId}',
  permission: 'r-msg',
  summary:
    'Opens (downloads) a message-box document as PDF and marks it read (spec §4 Message read); 404 for an unknown id or one the user may not see',
  params: z.object({ documentId: z.string().check(z.maxLength(64)) }),
  download: { contentType: 'application/pdf' },
  response: BinaryFile,
  errors: [401, 403, 404],
});

/** A message-box letter written out in the reader's language (Accept-Language), for the in-app viewer. */
export const Letter = z.object({
  documentID: z.string(),
  title: z.string(),
  docType: z.string().check(z.describe("The document type in the reader's language")),
  publicationDate: z.iso.date(),
  customerName: z.string().check(z.describe('Whom the letter is about')),
  brandName: z.string(),
  phoneNumber: z.string().check(z.describe("The label's phone number")),
  paragraphs: z.array(z.string()),
  details: z.array(z.object({ label: z.string(), value: z.string() })).check(z.describe('Reference numbers')),
  table: z.nullable(
    z.object({ header: z.tuple([z.string(), z.string()]), rows: z.array(z.tuple([z.string(), z.string()])) }),
  ),
  payment: z
    .nullable(
      z.object({
        amountCents: z.number().check(z.int()),
        iban: z.string(),
        accountName: z.string(),
        reference: z.string().check(z.describe('Payment reference (betalingskenmerk) to quote')),
        payPath: z.string().check(z.describe('The portal page to pay at once')),
      }),
    )
    .check(z.describe('What a letter that asks for money asks: amount, account, reference and where to pay')),
});
export type Letter = z.infer<typeof Letter>;

export const getLetter = endpoint({
  method: 'GET',
  path: 'Document/GetLetter/{documentId}',
  permission: 'r-msg',
  summary:
    "Reads a message-box letter as text in the reader's language and marks it read (spec §4 Message read); 404 for an unknown id or one the user may not see",
  params: z.object({ documentId: z.string().check(z.maxLength(64)) }),
  response: Letter,
  errors: [401, 403, 404],
});

/** A reimbursement document (policy conditions or cover overview) of a product of the user's policies. */
export const GenericDocument = z.object({
  documentID: z.string().check(z.describe('Pass to Document/DownloadGeneric/{documentId}')),
  name: z
    .string()
    .check(z.describe('e.g. "Polisvoorwaarden Zorgzaam Basis 2026"; split with splitDocumentName')),
  documentName: z.string().check(z.describe('Download file name')),
  extension: z.string(),
  docType: z.enum(['policyConditions', 'coverOverview']),
  year: z.number().check(z.int()),
  productCode: z.string(),
  productName: z.string(),
  productType: z.string().check(z.describe('MB, AP, XA, AE, KL, ER, TA, OW')),
  label: z.string(),
  customerNumbers: z
    .array(z.string())
    .check(z.describe('The insured (visible to the user) who have the product that year')),
});
export type GenericDocument = z.infer<typeof GenericDocument>;

export const getGenericDocumentList = endpoint({
  method: 'GET',
  path: 'Document/GetGenericDocumentList',
  permission: 'r-com-doc',
  summary:
    "Reimbursement documents of the year: policy conditions and cover overview per product of the user's visible policies; 204 when none",
  query: z.object({ year: z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100)) }),
  // Spec §7: a 204 without a body means there are none.
  response: z.optional(z.array(GenericDocument)),
  errors: [400, 401, 403],
});

export const downloadGenericDocument = endpoint({
  method: 'GET',
  path: 'Document/DownloadGeneric/{documentId}',
  permission: 'r-com-doc',
  summary:
    'Downloads a reimbursement document of GetGenericDocumentList as PDF; 404 when not one of the user',
  params: z.object({ documentId: z.string().check(z.maxLength(200)) }),
  download: { contentType: 'application/pdf' },
  response: BinaryFile,
  errors: [401, 403, 404],
});
