import type { contract, EndpointResponse } from '@mijn/contract';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { brandOf } from '../../core/documents/brand.ts';
import { readerOf, toLetter } from './letter.ts';
import { openLetter } from './open-letter.ts';

type GetLetter = typeof contract.document.getLetter;

/** The letter in the in-app viewer, in the reader's language, marked read. */
export async function getLetter(
  ctx: Pick<AppContext, 'db' | 'insurer' | 'handOver' | 'clock'>,
  auth: AccessAuth,
  documentId: string,
): Promise<EndpointResponse<GetLetter>> {
  const [letter, language] = await Promise.all([openLetter(ctx, auth, documentId), readerOf(ctx.db, auth)]);
  return toLetter(letter, await brandOf(ctx.db, { code: letter.labelCode }), language);
}
