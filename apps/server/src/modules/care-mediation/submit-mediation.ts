import { randomUUID } from 'node:crypto';
import { type CareMediationRequest, careMediationDateIssues } from '@mijn/contract';
import { type CareMediationKind, careMediationReferenceOf, insurerToday } from '@mijn/domain';
import { isRefusal } from '@mijn/insurer';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope } from '../../auth/customer-access.ts';
import { inputRefused } from '../../http/http-error.ts';
import type { UploadedFile } from '../../http/multipart-route.ts';
import { mediationRefusalError, mediationToPort } from './care-mediation-wire.ts';

/**
 * POST CareMediation/*: for the user or a co-insured under 16 they hold the policy for (spec §6),
 * dates checked against today, handed to the insurer with its files, which refuses a person it does
 * not mediate for (mental health only for oneself and from 18) and answers later with a letter.
 * While the insurer is away the request is kept and handed over when it is back (decision 0108).
 * A failure keeps nothing (the uploads are removed by the multipart plumbing, decision 0013).
 */
export async function submitCareMediation(
  { db, clock, handOver }: Pick<AppContext, 'db' | 'clock' | 'handOver'>,
  kind: CareMediationKind,
  auth: AccessAuth,
  body: CareMediationRequest,
  files: readonly UploadedFile[],
): Promise<{ reference: string; receivedDate: string }> {
  const receivedAt = clock.now();
  const today = insurerToday(receivedAt);
  const customerNumber = await customerInScope(db, auth, today, body.CurrentSelectedCustomerNumber);
  const [problem] = careMediationDateIssues(body, today);
  if (problem) throw inputRefused(`body.${problem.path.join('.')}`, problem.message);
  const request = {
    requestId: randomUUID(),
    kind,
    customerNumber,
    requestedBy: auth.user.customerNumber,
    receivedAt: receivedAt.toISOString(),
  };
  const owner = { owner: customerNumber };
  const sent = await handOver.send(
    'careRequests',
    'submitMediation',
    mediationToPort(request, body, files),
    owner,
  );
  // Kept while the insurer is away: received all the same, under the reference the insurer will give it.
  if (sent.status === 'kept')
    return { reference: careMediationReferenceOf(request.requestId), receivedDate: today };
  if (isRefusal(sent.answer)) throw mediationRefusalError(sent.answer.refused);
  return { reference: sent.answer.reference, receivedDate: today };
}
