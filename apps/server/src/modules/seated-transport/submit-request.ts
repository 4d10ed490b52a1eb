import { randomUUID } from 'node:crypto';
import { insurerToday } from '@mijn/domain';
import { isRefusal } from '@mijn/insurer';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope } from '../../auth/customer-access.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import type { UploadedFile } from '../../http/multipart-route.ts';
import { assertRequestDates } from './request-dates.ts';
import { type SeatedTransportRequest, seatedTransportToPort } from './seated-transport-wire.ts';

/**
 * POST SeatedPatientTransport: for the user or a co-insured under 16 they hold the policy for (spec
 * §6), dates checked against today, handed to the insurer with its files, which refuses a person
 * not insured today, assesses it at once (decision 0012) and puts the confirmation letter in the
 * patient's message box. A failure keeps nothing.
 */
export async function submitSeatedTransport(
  { db, clock, insurer }: Pick<AppContext, 'db' | 'clock' | 'insurer'>,
  auth: AccessAuth,
  body: SeatedTransportRequest,
  files: UploadedFile[],
): Promise<{ requestId: string; reference: string; receivedDate: string }> {
  const receivedAt = clock.now();
  const today = insurerToday(receivedAt);
  const customerNumber = await customerInScope(db, auth, today, body.CurrentSelectedCustomerNumber);
  assertRequestDates(body.StartDate, body.EndDate, today);
  const parties = {
    requestId: randomUUID(),
    customerNumber,
    requestedBy: auth.user.customerNumber,
    receivedAt: receivedAt.toISOString(),
  };
  const answer = await insurer.careRequests.submitSeatedTransport(
    seatedTransportToPort(parties, body, files),
  );
  if (isRefusal(answer)) throw new HttpError(400, serverMessages.noPolicyForInsured);
  return { requestId: parties.requestId, reference: answer.reference, receivedDate: today };
}
