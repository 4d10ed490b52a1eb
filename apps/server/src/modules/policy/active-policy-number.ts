import type { contract, EndpointRequest, EndpointResponse } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope } from '../../auth/customer-access.ts';
import type { ActivePolicyNumbers } from './kept-active-policy-numbers.ts';

type GetActivePolicyNumber = typeof contract.policy.getActivePolicyNumber;

/** The policy the user, or a person they act for, has today: every home screen's first read. */
export async function getActivePolicyNumber(
  {
    db,
    clock,
    activePolicyNumbers,
  }: Pick<AppContext, 'db' | 'clock'> & { activePolicyNumbers: ActivePolicyNumbers },
  auth: AccessAuth,
  query: EndpointRequest<GetActivePolicyNumber>['query'],
): Promise<EndpointResponse<GetActivePolicyNumber>> {
  const today = insurerToday(clock.now());
  const customerNumber = await customerInScope(db, auth, today, query.customerNumber);
  return { policyNumber: await activePolicyNumbers(customerNumber, today) };
}
