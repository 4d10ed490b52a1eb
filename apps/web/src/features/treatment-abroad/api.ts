import {
  REFERRAL_LETTER_FIELD,
  requestFertilityTreatmentAbroad,
  requestKidneyDialysisAbroad,
  requestMedicalTreatmentAbroad,
  requestMentalHealthAbroad,
  requestNursingAndCareAbroad,
} from '@mijn/contract';
import type { TreatmentAbroadKind } from '@mijn/domain';
import { callEndpoint } from '../../lib/query/index.ts';

const entries = {
  'medical-treatment': requestMedicalTreatmentAbroad,
  'fertility-treatment': requestFertilityTreatmentAbroad,
  'nursing-and-care': requestNursingAndCareAbroad,
  'mental-health': requestMentalHealthAbroad,
  'kidney-dialysis': requestKidneyDialysisAbroad,
} as const;

/**
 * POST TreatmentAbroad/<kind>: the text fields flattened by the contract's names, the files as
 * Files, the referral letter in its own field.
 */
export function submitTreatmentAbroad(
  kind: TreatmentAbroadKind,
  body: unknown,
  files: readonly File[],
  referralLetter: File | undefined,
) {
  return callEndpoint(
    entries[kind],
    {
      body: body as never,
      files,
      ...(referralLetter === undefined ? {} : { documents: { [REFERRAL_LETTER_FIELD]: referralLetter } }),
    },
    { customErrorHandling: true },
  );
}
