/**
 * Treatment abroad (prior authorisation, DOMAIN.md): the five requests of spec §3 and §7, and the
 * figures their forms and the simulated core's decision share (decision 0056).
 */

/** The five kinds, in the order the form offers them; each is posted to `TreatmentAbroad/<path>`. */
export const treatmentAbroadKinds = [
  'medical-treatment',
  'fertility-treatment',
  'nursing-and-care',
  'mental-health',
  'kidney-dialysis',
] as const;
export type TreatmentAbroadKind = (typeof treatmentAbroadKinds)[number];

/** Spec §7: the path segment under `TreatmentAbroad/` of each kind. */
export const treatmentAbroadPaths = {
  'medical-treatment': 'MedicalTreatment',
  'fertility-treatment': 'FertilityTreatment',
  'nursing-and-care': 'NursingAndCare',
  'mental-health': 'MentalHealth',
  'kidney-dialysis': 'KidneyDialysis',
} as const satisfies Record<TreatmentAbroadKind, string>;

/** Spec §5 nursing and personal care: 1 nursing, 2 personal care, 3 both. */
export const nursingCareTypes = { nursing: 1, personalCare: 2, both: 3 } as const;
export type NursingCareType = (typeof nursingCareTypes)[keyof typeof nursingCareTypes];

/** Care time per week: hours not more than a week, minutes not more than an hour (spec §5). */
export const CARE_TIME_MAX_HOURS = 7 * 24;
export const CARE_TIME_MAX_MINUTES = 59;

/** Dialysis sessions per week abroad: at least 1 (spec §5), at most one a day. */
export const DIALYSIS_SESSIONS_PER_WEEK = { min: 1, max: 7 } as const;

/** The fertility treatments the form names; IVF and ICSI count attempts. */
export const fertilityTreatmentTypes = ['ivf', 'icsi', 'iui', 'other'] as const;
export type FertilityTreatmentType = (typeof fertilityTreatmentTypes)[number];
export const countedFertilityTreatments: readonly FertilityTreatmentType[] = ['ivf', 'icsi'];
/** The basic insurance pays the first three IVF/ICSI attempts (DOMAIN.md). */
export const FERTILITY_COVERED_ATTEMPTS = 3;
/** The highest attempt number the form accepts; later ones are asked but refused. */
export const FERTILITY_MAX_ATTEMPT = 10;

/**
 * What the basic insurance pays per dialysis session abroad (the Dutch rate, in euro cents): a
 * higher price the centre names is approved with the condition that we pay up to this.
 */
export const DIALYSIS_DUTCH_RATE_CENTS = 45_000;

/**
 * Countries where planned care goes by the S2 route (EU/EEA and Switzerland, DOMAIN.md): the
 * Dutch rate is no limit there; elsewhere an approval carries that condition.
 */
export const s2Countries: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];

/** The short reference of a request ("BL-2026-1A2B3C4D"), quoted on the decision letter. */
export const TREATMENT_ABROAD_REFERENCE_PATTERN = /^BL-\d{4}-[0-9A-F]{8}$/;
/** A request's reference from its id and the day it came in: the portal and the insurer both know it. */
export const treatmentAbroadReferenceOf = (id: string, receivedOn: string) =>
  `BL-${receivedOn.slice(0, 4)}-${id.slice(0, 8).toUpperCase()}`;
