import {
  type CareMediationFields,
  requestDistrictCareMediation,
  requestGeneralPractitionerMediation,
  requestMaternityCareMediation,
  requestMedicalSpecialistMediation,
  requestMentalHealthCareMediation,
} from '@mijn/contract';
import type { CareMediationKind } from '@mijn/domain';
import { callEndpoint } from '../../lib/query/index.ts';

const endpoints = {
  'general-practitioner': requestGeneralPractitionerMediation,
  'maternity-care': requestMaternityCareMediation,
  'medical-specialist': requestMedicalSpecialistMediation,
  'district-nursing': requestDistrictCareMediation,
  'mental-health': requestMentalHealthCareMediation,
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
