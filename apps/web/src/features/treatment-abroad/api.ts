import { contract } from '@mijn/contract';
import type { TreatmentAbroadKind } from '@mijn/domain';
import { callEndpoint } from '../../lib/query/index.ts';

const entries = {
  'medical-treatment': contract.treatmentAbroad.medicalTreatment,
  'fertility-treatment': contract.treatmentAbroad.fertilityTreatment,
  'nursing-and-care': contract.treatmentAbroad.nursingAndCare,
  'mental-health': contract.treatmentAbroad.mentalHealth,
  'kidney-dialysis': contract.treatmentAbroad.kidneyDialysis,
} as const;

/** POST TreatmentAbroad/<kind>: the text fields flattened by the contract's names, the files as Files. */
export function submitTreatmentAbroad(kind: TreatmentAbroadKind, body: unknown, files: readonly File[]) {
  return callEndpoint(entries[kind], { body: body as never, files }, { customErrorHandling: true });
}
