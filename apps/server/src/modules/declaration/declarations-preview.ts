import type { contract, EndpointResponse } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { toDeclarationSummary } from './declaration-wire.ts';

/** How many declarations the home preview shows. */
const PREVIEW_SIZE = 5;

/** The latest declarations of the customers the user may see (own; the main insured's children under 16). */
export async function getDeclarationsPreview(
  { insurer, clock }: Pick<AppContext, 'insurer' | 'clock'>,
  auth: AccessAuth,
): Promise<EndpointResponse<typeof contract.declaration.getDeclarationsPreview>> {
  const latest = await insurer.declarations.latest({
    viewer: viewerOf(auth),
    onDay: insurerToday(clock.now()),
    count: PREVIEW_SIZE,
  });
  return { declarations: latest.map(toDeclarationSummary) };
}
