import {
  DENTAL_SELECTION_AGES,
  DENTAL_SELECTION_EXTRACTED_TEETH_THRESHOLD,
} from '../constants/medical-selection.ts';
import { ageOn } from '../dates/age.ts';
import type { IsoDate } from '../dates/iso-date.ts';

/**
 * The treatments a person may expect (spec §3 expectsToHaveOneOfFollowingTreatments); key 0 means
 * none and stands alone.
 */
export const expectedTreatmentKeys = {
  none: 0,
  crownOrBridge: 1,
  implant: 2,
  rootCanal: 3,
  orthodontics: 4,
  denture: 5,
} as const;
export type ExpectedTreatmentKey = (typeof expectedTreatmentKeys)[keyof typeof expectedTreatmentKeys];
export const expectedTreatmentKeyList = Object.values(expectedTreatmentKeys) as ExpectedTreatmentKey[];

/** The answers of spec §3 Medical selection that the rules judge; yes/no answers as booleans. */
export interface MedicalSelectionAnswers {
  hasCongenitalDentalDefect: boolean;
  orthodonticsWithinTwoYears: boolean;
  dentistLastTwoYears: boolean;
  extracted4OrMoreTeeth: boolean;
  numberOfMissingTeeth: number;
  expectsToHaveOneOfFollowingTreatments: readonly ExpectedTreatmentKey[];
}

/** Spec §4 denial reasons, in the order the spec names them. */
export const medicalSelectionDenialReasons = [
  'orthodontics-within-two-years',
  'no-dentist-visit',
  'congenital-dental-defect',
  'teeth-extracted',
  'expected-treatment',
] as const;
export type MedicalSelectionDenialReason = (typeof medicalSelectionDenialReasons)[number];

/** Spec §3 doesNotExpectTreatment: true when no treatment other than key 0 is expected. */
export function doesNotExpectTreatment(keys: readonly ExpectedTreatmentKey[]): boolean {
  return keys.every((key) => key === expectedTreatmentKeys.none);
}

const [firstSelectionAge, adultSelectionAge] = DENTAL_SELECTION_AGES;

/**
 * Whether the answers are judged at all: a child under 8 still has milk teeth, so there is nothing
 * to select on and the cover is accepted as asked.
 */
export function needsMedicalSelectionAt(birthDate: IsoDate, startDate: IsoDate): boolean {
  return ageOn(birthDate, startDate) >= firstSelectionAge;
}

/**
 * Spec §4 and §9: every reason that denies the cover, empty when it is accepted. Braces between 8
 * and 18 are usual youth care, so recent orthodontics denies only from 18.
 */
export function medicalSelectionDenials(
  answers: MedicalSelectionAnswers,
  person: { birthDate: IsoDate },
  startDate: IsoDate,
): MedicalSelectionDenialReason[] {
  if (!needsMedicalSelectionAt(person.birthDate, startDate)) return [];
  const isAdult = ageOn(person.birthDate, startDate) >= adultSelectionAge;
  const denies: Record<MedicalSelectionDenialReason, boolean> = {
    'orthodontics-within-two-years': isAdult && answers.orthodonticsWithinTwoYears,
    'no-dentist-visit': !answers.dentistLastTwoYears,
    'congenital-dental-defect': answers.hasCongenitalDentalDefect,
    'teeth-extracted':
      answers.extracted4OrMoreTeeth ||
      answers.numberOfMissingTeeth >= DENTAL_SELECTION_EXTRACTED_TEETH_THRESHOLD,
    'expected-treatment': !doesNotExpectTreatment(answers.expectsToHaveOneOfFollowingTreatments),
  };
  return medicalSelectionDenialReasons.filter((reason) => denies[reason]);
}
