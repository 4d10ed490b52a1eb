import { type CareMediationFields, contract } from '@mijn/contract';
import type { CareMediationKind } from '@mijn/domain';
import { callEndpoint } from '../../lib/query/index.ts';

const endpoints = {
  'general-practitioner': contract.careMediation.generalPractitioner,
  'maternity-care': contract.careMediation.maternityCare,
  'medical-specialist': contract.careMediation.medicalSpecialist,
  'district-nursing': contract.careMediation.districtCare,
  'mental-health': contract.careMediation.mentalHealthCare,
} as const;

/** POST CareMediation/<kind>: the text fields flattened by the contract's names, the files as Files. */
export function submitCareMediation(
  kind: CareMediationKind,
  body: CareMediationFields,
  files: readonly File[],
) {
  return callEndpoint(
    endpoints[kind] as (typeof endpoints)['general-practitioner'],
    { body: body as never, files },
    {
      customErrorHandling: true,
    },
  );
}
