import { randomUUID } from 'node:crypto';
import {
  careRequestDateIssues,
  needsReferralLetter,
  promisesDocuments,
  REFERRAL_LETTER_FIELD,
  type TreatmentAbroadReply,
} from '@mijn/contract';
import { insurerToday, validatorMessages } from '@mijn/domain';
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
 * person not insured today and decides after the configured delay (decision 0056).
 */
export async function submitTreatmentAbroad(
  { db, clock, insurer }: Pick<AppContext, 'db' | 'clock' | 'insurer'>,
  auth: AccessAuth,
  request: TreatmentAbroadRequest,
  files: readonly UploadedFile[],
): Promise<TreatmentAbroadReply> {
  const today = insurerToday(clock.now());
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
    receivedOn: today,
  };
  const answer = await insurer.careRequests.submitTreatmentAbroad(
    treatmentAbroadToPort(parties, request, files),
  );
  if (isRefusal(answer)) throw new HttpError(400, serverMessages.noPolicyForInsured);
  return { requestId: parties.requestId, reference: answer.reference, receivedDate: today };
}
