/**
 * Care mediation (zorgbemiddeling, DOMAIN.md): the insurer helps a customer find timely care when a
 * wait is too long. The five kinds of spec §1 and §7, and the figures their forms and answers use.
 */
export const careMediationKinds = [
  'general-practitioner',
  'maternity-care',
  'medical-specialist',
  'district-nursing',
  'mental-health',
] as const;
export type CareMediationKind = (typeof careMediationKinds)[number];

/** The last segment of each kind's POST CareMediation/* path (spec §7). */
export const careMediationPaths: Record<CareMediationKind, string> = {
  'general-practitioner': 'GeneralPractitioner',
  'maternity-care': 'MaternityCare',
  'medical-specialist': 'MedicalSpecialist',
  'district-nursing': 'DistrictCare',
  'mental-health': 'MentalHealthCare',
};

/** Spec §5: a maternity-care request is made at most one year before the due date. */
export const MATERNITY_CARE_MAX_YEARS_BEFORE_DUE = 1;
/** Spec §5: an appointment more than two years away is not mediated: contact the insurer. */
export const WAITING_APPOINTMENT_MAX_YEARS_AHEAD = 2;
/** Spec §5 distances in kilometres: how far the person will travel to a provider. */
export const MEDIATION_TRAVEL_KM = { min: 1, max: 400 } as const;

/**
 * The accepted waiting times (Treeknormen, DOMAIN.md) in weeks: a provider within the norm is
 * "on time" in the answer letter.
 */
export const WAITING_NORM_WEEKS: Record<CareMediationKind, number> = {
  'general-practitioner': 2,
  'maternity-care': 4,
  'medical-specialist': 4,
  'district-nursing': 1,
  'mental-health': 4,
};

/** The short reference of a mediation request ("ZB-1A2B3C4D"), quoted by its answer letter. */
export const CARE_MEDIATION_REFERENCE_PATTERN = /^ZB-[0-9A-F]{8}$/;
export const careMediationReferenceOf = (id: string) =>
  `ZB-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
