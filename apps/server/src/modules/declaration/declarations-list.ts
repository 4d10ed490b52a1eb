import type { DeclarationSummary } from '@mijn/contract';
import { isRefusal } from '@mijn/insurer';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { toDeclarationSummary } from './declaration-wire.ts';

/**
 * The declarations of a year, newest first (spec §7 GetDeclarations): of one customer, or of every
 * customer the user may see when none is asked for. A customer outside that circle (another
 * household, a partner, a co-insured of 16 or over) is refused with 403, like every other
 * customer-bound call; the screen never offers one.
 */
export async function declarationsOfYear(
  { insurer }: Pick<AppContext, 'insurer'>,
  auth: AccessAuth,
  today: string,
  query: { year: number; customerNumber?: string | undefined },
): Promise<{ declarations: DeclarationSummary[] }> {
  const listed = await insurer.declarations.ofYear({
    viewer: viewerOf(auth),
    ...(query.customerNumber === undefined ? {} : { customerNumber: query.customerNumber }),
    year: query.year,
    onDay: today,
  });
  if (isRefusal(listed)) throw new HttpError(403, serverMessages.forbidden);
  return { declarations: listed.map(toDeclarationSummary) };
}
