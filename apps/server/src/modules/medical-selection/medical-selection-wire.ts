import type { MedicalSelectionResult, ValidateAndSaveMedicalSelectionBody } from '@mijn/contract';
import { type Answer, type InsurerAreas, isRefusal } from '@mijn/insurer';
import type { z } from 'zod';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';

type Submit = InsurerAreas['medicalSelection']['operations']['submit'];
type Body = z.output<typeof ValidateAndSaveMedicalSelectionBody>;

/** The person the form names: an insured by customer number, or one of the newcomers it lists. */
function personOf({ requestedContract, newlyInsuredPersons }: Body): z.output<Submit['input']>['person'] {
  const { customerNumber, newlyInsuredPersonIndex } = requestedContract;
  if (customerNumber !== undefined) return { customerNumber };
  const newcomer = newlyInsuredPersons[newlyInsuredPersonIndex ?? 0];
  if (!newcomer) throw new HttpError(400, serverMessages.insuredNotOnAgreement);
  const { initials, prefix, lastName, birthDate } = newcomer;
  return { newcomer: { initials, prefix: prefix ?? null, lastName, birthDate } };
}

/** The form as the insurer takes it: the policyholder's answers for one person and cover, on the day. */
export function selectionOf(auth: AccessAuth, body: Body, onDay: string): z.output<Submit['input']> {
  const answers = body.medicalSelection;
  return {
    policyholderNumber: auth.user.customerNumber,
    ...body.agreementDetails,
    productCode: body.requestedContract.productComponentCode,
    person: personOf(body),
    answers: {
      hasCongenitalDentalDefect: answers.hasCongenitalDentalDefect,
      congenitalDentalDefectMessage: answers.congenitalDentalDefectMessage ?? null,
      orthodonticsWithinTwoYears: answers.orthodonticsWithinTwoYears,
      dentistLastTwoYears: answers.dentistLastTwoYears,
      extracted4OrMoreTeeth: answers.extracted4OrMoreTeeth,
      numberOfMissingTeeth: answers.numberOfMissingTeeth,
      expectsToHaveOneOfFollowingTreatments: answers.expectsToHaveOneOfFollowingTreatments,
      acceptanceDate: answers.acceptanceDate,
      signature: answers.signature,
    },
    onDay,
  };
}

/** The insurer's refusals as the portal has always answered them. */
const refusalErrors = {
  'year-closed': () => new HttpError(400, serverMessages.medicalSelectionYearClosed),
  'not-signed-today': () => new HttpError(400, serverMessages.acceptanceDateNotToday),
  'agreement-not-found': () => new HttpError(404, serverMessages.agreementNotFound),
  'agreement-ended': () => new HttpError(409, serverMessages.agreementEnded),
  'product-not-offered': () => new HttpError(404, serverMessages.productNotOffered),
  'not-on-agreement': () => new HttpError(404, serverMessages.insuredNotOnAgreement),
} as const;

/** The insurer's verdict as the contract's reply. */
export function resultReply(answer: Answer<Submit>): MedicalSelectionResult {
  if (isRefusal(answer)) throw refusalErrors[answer.refused]();
  return {
    customer: answer.person,
    packageName: answer.productName,
    productComponentCode: answer.productCode,
    isApproved: answer.isApproved,
    denialReasons: answer.denialReasons,
    previouslyDenied: answer.previouslyDenied,
    decidedOn: answer.decidedOn,
  };
}
