import type { contract, EndpointRequest, EndpointResponse } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { isRefusal } from '@mijn/insurer';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { toFinancialSummary } from './policy-wire.ts';

type GetFinancialSummary = typeof contract.policy.getFinancialSummary;
type GetExcess = typeof contract.policy.getExcess;

/** What a person used of a year's cover: the excess, the GVS and the pots. */
export async function getFinancialSummary(
  { insurer, clock }: Pick<AppContext, 'insurer' | 'clock'>,
  auth: AccessAuth,
  query: EndpointRequest<GetFinancialSummary>['query'],
): Promise<EndpointResponse<GetFinancialSummary>> {
  const used = await insurer.consumption.ofYear({
    viewer: viewerOf(auth),
    customerNumber: query.customerNumber,
    year: query.year,
    onDay: insurerToday(clock.now()),
  });
  if (isRefusal(used)) throw new HttpError(403, serverMessages.forbidden);
  return toFinancialSummary(used);
}

/** The excess display of spec §9: the total (385 plus voluntary) and what is left of it. */
export async function getExcess(
  ctx: Pick<AppContext, 'insurer' | 'clock'>,
  auth: AccessAuth,
  query: EndpointRequest<GetExcess>['query'],
): Promise<EndpointResponse<GetExcess>> {
  const { excess } = await getFinancialSummary(ctx, auth, query);
  return { amountTotal: excess.total, amountRemaining: excess.remaining };
}
