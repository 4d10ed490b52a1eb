import type { contract, EndpointRequest, EndpointResponse } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { isRefusal } from '@mijn/insurer';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { labels } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { toPolicyInfo } from './policy-wire.ts';

type GetPolicyInfoForYear = typeof contract.policy.getPolicyInfoForYear;

/** The policy of the user, or of a person they act for, in a year; null before the year is offered. */
export async function getPolicyInfoForYear(
  { insurer, db, clock }: Pick<AppContext, 'insurer' | 'db' | 'clock'>,
  auth: AccessAuth,
  query: EndpointRequest<GetPolicyInfoForYear>['query'],
): Promise<EndpointResponse<GetPolicyInfoForYear>> {
  const policy = await insurer.policies.ofYear({
    viewer: viewerOf(auth),
    customerNumber: query.customerNumber ?? auth.user.customerNumber,
    year: query.year,
    policyNumber: query.policyNumber ?? null,
    onDay: insurerToday(clock.now()),
  });
  if (isRefusal(policy)) throw new HttpError(403, serverMessages.forbidden);
  if (!policy) return null;
  const [label] = await db
    .select({ collectivityName: labels.collectivityName })
    .from(labels)
    .where(eq(labels.code, policy.labelCode));
  if (!label) throw new Error(`Unknown label ${policy.labelCode}`);
  return toPolicyInfo(policy, label.collectivityName);
}
