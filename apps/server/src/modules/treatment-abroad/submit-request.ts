import { randomUUID } from 'node:crypto';
import {
  careRequestDateIssues,
  needsReferralLetter,
  promisesDocuments,
  REFERRAL_LETTER_FIELD,
  type TreatmentAbroadReply,
} from '@mijn/contract';
import { insurerToday, treatmentAbroadReferenceOf, validatorMessages } from '@mijn/domain';
import { isRefusal } from '@mijn/insurer';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope } from '../../auth/customer-access.ts';
import { HttpError, inputRefused, serverMessages } from '../../http/http-error.ts';
import type { UploadedFile } from '../../http/multipart-route.ts';
import { type TreatmentAbroadRequest, treatmentAbroadToPort } from './treatment-abroad-wire.ts';

/**
 * POST TreatmentAbroad/*: for the user or a co-insured under 16 they hold the policy for (spec §6;
 * anyone else is refused before anything is handed over), dates against today (spec §5), the
 * referral letter exactly when the form says there is a referral, and at least one other file when
 * it says other documents are available. Handed to the insurer with its files, which refuses a
 * person not insured today and decides after the configured delay (decision 0056). While the
 * insurer is away the request is kept and handed over when it is back (decision 0108).
 */
export async function submitTreatmentAbroad(
  { db, clock, handOver }: Pick<AppContext, 'db' | 'clock' | 'handOver'>,
  auth: AccessAuth,
  request: TreatmentAbroadRequest,
  files: readonly UploadedFile[],
): Promise<TreatmentAbroadReply> {
  const receivedAt = clock.now();
  const today = insurerToday(receivedAt);
  const customerNumber = await customerInScope(db, auth, today, request.fields.CurrentSelectedCustomerNumber);
  const [problem] = careRequestDateIssues(request.fields, today);
  if (problem) throw inputRefused(`body.${problem.path.join('.')}`, problem.message);
  const referralLetters = files.filter((file) => file.field === REFERRAL_LETTER_FIELD).length;
  if (needsReferralLetter(request.kind, request.fields) !== referralLetters > 0) {
    const message = referralLetters > 0 ? validatorMessages.invalidInput : validatorMessages.atLeastOneFile;
    throw inputRefused(`body.${REFERRAL_LETTER_FIELD}`, message);
  }
  if (promisesDocuments(request.kind, request.fields) && files.length === referralLetters)
    throw new HttpError(400, serverMessages.atLeastOneFile);

  const parties = {
    requestId: randomUUID(),
    customerNumber,
    requestedBy: auth.user.customerNumber,
    receivedAt: receivedAt.toISOString(),
  };
  const input = treatmentAbroadToPort(parties, request, files);
  const sent = await handOver.send('careRequests', 'submitTreatmentAbroad', input, { owner: customerNumber });
  const { requestId } = parties;
  // Kept while the insurer is away: received all the same, under the reference the insurer will give it.
  if (sent.status === 'kept') {
    return { requestId, reference: treatmentAbroadReferenceOf(requestId, today), receivedDate: today };
  }
  if (isRefusal(sent.answer)) throw new HttpError(400, serverMessages.noPolicyForInsured);
  return { requestId, reference: sent.answer.reference, receivedDate: today };
}
