import type { contract, EndpointRequest, EndpointResponse } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope } from '../../auth/customer-access.ts';
import { financialSummary } from '../../core/consumption.ts';

type GetFinancialSummary = typeof contract.policy.getFinancialSummary;
type GetExcess = typeof contract.policy.getExcess;

/** What a person used of a year's cover: the excess, the GVS and the pots. */
export async function getFinancialSummary(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  auth: AccessAuth,
  query: EndpointRequest<GetFinancialSummary>['query'],
): Promise<EndpointResponse<GetFinancialSummary>> {
  const today = insurerToday(clock.now());
  const customerNumber = await customerInScope(db, auth, today, query.customerNumber);
  return financialSummary(db, customerNumber, query.year, today);
}

/** The excess display of spec §9: the total (385 plus voluntary) and what is left of it. */
export async function getExcess(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  auth: AccessAuth,
  query: EndpointRequest<GetExcess>['query'],
): Promise<EndpointResponse<GetExcess>> {
  const { excess } = await getFinancialSummary(ctx, auth, query);
  return { amountTotal: excess.total, amountRemaining: excess.remaining };
}
