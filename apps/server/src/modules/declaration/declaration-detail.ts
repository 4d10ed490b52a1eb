import type { DeclarationDetail } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { isRefusal } from '@mijn/insurer';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import type { ReaderLanguage } from '../../http/reader-language.ts';
import { toDeclarationDetail } from './declaration-wire.ts';

const notFound = () => new HttpError(404, serverMessages.declarationNotFound);

/**
 * One declaration with its bills and activities (spec §3 Declaration detail). The insurer answers
 * one of someone the user may not see as not found, exactly like one that does not exist, so ids of
 * other households cannot be probed; a record id of another declaration is not found either.
 */
export async function getDeclarationDetail(
  { insurer, clock }: Pick<AppContext, 'insurer' | 'clock'>,
  auth: AccessAuth,
  query: { declarationId: string; recordId?: string | undefined },
  language: ReaderLanguage,
): Promise<DeclarationDetail> {
  const detail = await insurer.declarations.detail({
    viewer: viewerOf(auth),
    declarationId: query.declarationId,
    onDay: insurerToday(clock.now()),
  });
  if (isRefusal(detail)) throw notFound();
  if (query.recordId !== undefined && query.recordId !== detail.recordId) throw notFound();
  return toDeclarationDetail(detail, language);
}
