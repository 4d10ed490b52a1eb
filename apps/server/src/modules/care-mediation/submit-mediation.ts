import { randomUUID } from 'node:crypto';
import { type CareMediationRequest, careMediationDateIssues } from '@mijn/contract';
import { type CareMediationKind, insurerToday } from '@mijn/domain';
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
 * A failure keeps nothing (the uploads are removed by the multipart plumbing, decision 0013).
 */
export async function submitCareMediation(
  { db, clock, insurer }: Pick<AppContext, 'db' | 'clock' | 'insurer'>,
  kind: CareMediationKind,
  auth: AccessAuth,
  body: CareMediationRequest,
  files: readonly UploadedFile[],
): Promise<{ reference: string; receivedDate: string }> {
  const today = insurerToday(clock.now());
  const customerNumber = await customerInScope(db, auth, today, body.CurrentSelectedCustomerNumber);
  const [problem] = careMediationDateIssues(body, today);
  if (problem) throw inputRefused(`body.${problem.path.join('.')}`, problem.message);
  const request = {
    requestId: randomUUID(),
    kind,
    customerNumber,
    requestedBy: auth.user.customerNumber,
    receivedOn: today,
  };
  const answer = await insurer.careRequests.submitMediation(mediationToPort(request, body, files));
  if (isRefusal(answer)) throw mediationRefusalError(answer.refused);
  return { reference: answer.reference, receivedDate: today };
}
