import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { brandOf } from '../../core/documents/brand.ts';
import type { LetterLanguage } from '../../core/documents/letter-content.ts';
import { printLetter } from '../../core/documents/letter-print.ts';
import type { BinaryFile } from '../../http/binary-reply.ts';
import type { PortLetter } from './document-wire.ts';
import { readerOf, writtenLetter } from './letter.ts';
import { openLetter } from './open-letter.ts';

/**
 * Where a letter's PDF is kept: the Dutch letter as the insurer sent it under its storage key, else
 * the one the portal drew under the letter's id; a translation beside it by language (decision 0121).
 */
const keyOf = (letter: PortLetter, language: LetterLanguage) =>
  language === 'nl'
    ? (letter.storageKey ?? `documents/${letter.documentId}.pdf`)
    : `documents/${letter.documentId}.${language}.pdf`;

/**
 * The PDF of a message-box letter in the reader's language: from storage when it was made before,
 * else drawn from the letter's facts on the label's letterhead and stored.
 */
export async function downloadDocument(
  ctx: Pick<AppContext, 'db' | 'insurer' | 'handOver' | 'clock' | 'storage'>,
  auth: AccessAuth,
  documentId: string,
): Promise<BinaryFile> {
  const [letter, language] = await Promise.all([openLetter(ctx, auth, documentId), readerOf(ctx.db, auth)]);
  const brand = await brandOf(ctx.db, { code: letter.labelCode });
  const body = writtenLetter(letter, brand, language);
  const fileName = `${body.title}.pdf`;
  const key = keyOf(letter, language);
  const stored = await ctx.storage.get(key);
  if (stored) return { data: stored, fileName };
  const pdf = await printLetter(
    {
      brand,
      customer: letter.addressee,
      publicationDate: letter.publicationDate,
      policyNumber: letter.policyNumber,
      body,
      language,
    },
    new Date(`${letter.publicationDate}T08:00:00Z`),
  );
  await ctx.storage.put(key, pdf);
  return { data: pdf, fileName };
}
