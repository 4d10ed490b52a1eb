import { eq } from 'drizzle-orm';
import { brandOf } from '../../core/documents/brand.ts';
import type { LetterLanguage } from '../../core/documents/letter-content.ts';
import { printLetter } from '../../core/documents/letter-print.ts';
import type { Db } from '../../db/client.ts';
import { type customers, documents } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { writtenLetter } from './letter.ts';

/**
 * Where a letter's PDF is kept: the Dutch letter as sent under the document's storage key, a
 * translation beside it by language.
 */
const keyOf = (document: typeof documents.$inferSelect, language: LetterLanguage) =>
  language === 'nl'
    ? (document.storageKey ?? `documents/${document.documentId}.pdf`)
    : `documents/${document.documentId}.${language}.pdf`;

/**
 * The PDF of a message-box letter in the reader's language: from storage when it was made before,
 * else written from the letter's facts in the label's branding, stored, and (the Dutch one) its key
 * remembered on the document.
 */
export async function documentPdf(
  db: Db,
  storage: FileStorage,
  document: typeof documents.$inferSelect,
  customer: typeof customers.$inferSelect,
  language: LetterLanguage,
): Promise<{ data: Buffer; title: string }> {
  const brand = await brandOf(db, { code: document.labelCode });
  const body = writtenLetter(document, customer, brand, language);
  const key = keyOf(document, language);
  const stored = await storage.get(key);
  if (stored) return { data: stored, title: body.title };
  const pdf = await printLetter(
    {
      brand,
      customer,
      publicationDate: document.publicationDate,
      policyNumber: document.policyNumber,
      body,
      language,
    },
    new Date(`${document.publicationDate}T08:00:00Z`),
  );
  await storage.put(key, pdf);
  if (language === 'nl' && !document.storageKey) {
    await db.update(documents).set({ storageKey: key }).where(eq(documents.documentId, document.documentId));
  }
  return { data: pdf, title: body.title };
}
