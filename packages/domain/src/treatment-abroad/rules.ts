import { FERTILITY_RIGHTS_END_AGE } from '../constants/ages.ts';
import { ageOn } from '../dates/age.ts';
import type { IsoDate } from '../dates/iso-date.ts';
import {
  CARE_TIME_MAX_HOURS,
  countedFertilityTreatments,
  DIALYSIS_DUTCH_RATE_CENTS,
  FERTILITY_COVERED_ATTEMPTS,
  type FertilityTreatmentType,
  type NursingCareType,
  nursingCareTypes,
  s2Countries,
} from './kinds.ts';

/** Hours and minutes of care per week. */
export interface CareTime {
  Hours: number;
  Minutes: number;
}

const hasTime = (time: CareTime) => time.Hours > 0 || time.Minutes > 0;

/**
 * Spec §5 nursing and personal care: care type 1 needs nursing time, type 2 personal care time,
 * both (3) at least one of them. Answers the fields that are missing.
 */
export function missingCareTime(
  careType: NursingCareType,
  nursing: CareTime,
  personalCare: CareTime,
): ('NursingTime' | 'PersonalCareTime')[] {
  if (careType === nursingCareTypes.nursing) return hasTime(nursing) ? [] : ['NursingTime'];
  if (careType === nursingCareTypes.personalCare) return hasTime(personalCare) ? [] : ['PersonalCareTime'];
  return hasTime(nursing) || hasTime(personalCare) ? [] : ['NursingTime', 'PersonalCareTime'];
}

/** A week of care in minutes may not exceed the week itself (spec §5: hours not more than a week). */
export function careTimeExceedsWeek(nursing: CareTime, personalCare: CareTime): boolean {
  const minutes = (time: CareTime) => time.Hours * 60 + time.Minutes;
  return minutes(nursing) + minutes(personalCare) > CARE_TIME_MAX_HOURS * 60;
}

/** Spec §5: fertility rights end from age 43, judged on the day the treatment starts. */
export function fertilityRightsEnded(birthDate: IsoDate, startDate: IsoDate): boolean {
  return ageOn(birthDate, startDate) >= FERTILITY_RIGHTS_END_AGE;
}

/** Whether planned care in the country goes by the S2 route (EU/EEA, Switzerland). */
export const isS2Country = (countryCode: string) => s2Countries.includes(countryCode);

/** What the simulated core reads of a request to decide it. */
export type TreatmentAbroadFacts = {
  countryCode: string;
  /** The patient's birth date and the treatment's first day. */
  birthDate: IsoDate;
  startDate: IsoDate;
} & (
  | { kind: 'medical-treatment'; hasReferral: boolean }
  | {
      kind: 'fertility-treatment';
      treatmentType: FertilityTreatmentType;
      attempt: number;
      hasReferral: boolean;
    }
  | { kind: 'nursing-and-care'; hasIndication: boolean }
  | { kind: 'mental-health'; hasReferral: boolean; hasTreatmentPlan: boolean }
  | { kind: 'kidney-dialysis'; centreConfirmed: boolean; pricePerSessionCents?: number }
);

export const treatmentAbroadRefusals = [
  'fertility-age',
  'fertility-attempts',
  'no-referral',
  'no-indication',
  'no-treatment-plan',
  'no-place-confirmed',
] as const;
export type TreatmentAbroadRefusal = (typeof treatmentAbroadRefusals)[number];

export const treatmentAbroadConditions = ['dutch-rate', 'dialysis-rate'] as const;
export type TreatmentAbroadCondition = (typeof treatmentAbroadConditions)[number];

export type TreatmentAbroadDecision =
  | { outcome: 'approved' }
  | { outcome: 'approved-with-conditions'; condition: TreatmentAbroadCondition }
  | { outcome: 'refused'; reason: TreatmentAbroadRefusal };

/** The first refusal the request meets, or null (decision 0056). */
function refusalOf(facts: TreatmentAbroadFacts): TreatmentAbroadRefusal | null {
  switch (facts.kind) {
    case 'fertility-treatment':
      if (fertilityRightsEnded(facts.birthDate, facts.startDate)) return 'fertility-age';
      if (
        countedFertilityTreatments.includes(facts.treatmentType) &&
        facts.attempt > FERTILITY_COVERED_ATTEMPTS
      )
        return 'fertility-attempts';
      return facts.hasReferral ? null : 'no-referral';
    case 'medical-treatment':
      return facts.hasReferral ? null : 'no-referral';
    case 'nursing-and-care':
      return facts.hasIndication ? null : 'no-indication';
    case 'mental-health':
      if (!facts.hasReferral) return 'no-referral';
      return facts.hasTreatmentPlan ? null : 'no-treatment-plan';
    case 'kidney-dialysis':
      return facts.centreConfirmed ? null : 'no-place-confirmed';
  }
}

/**
 * The simulated core's decision on a treatment-abroad request: refused with the first reason that
 * applies; otherwise approved, with the condition that we pay up to the Dutch rate where the S2
 * route does not apply, or a dialysis session costs more than that rate.
 */
export function decideTreatmentAbroad(facts: TreatmentAbroadFacts): TreatmentAbroadDecision {
  const reason = refusalOf(facts);
  if (reason !== null) return { outcome: 'refused', reason };
  if (
    facts.kind === 'kidney-dialysis' &&
    facts.pricePerSessionCents !== undefined &&
    facts.pricePerSessionCents > DIALYSIS_DUTCH_RATE_CENTS
  ) {
    return { outcome: 'approved-with-conditions', condition: 'dialysis-rate' };
  }
  if (!isS2Country(facts.countryCode))
    return { outcome: 'approved-with-conditions', condition: 'dutch-rate' };
  return { outcome: 'approved' };
}

/** Whether a decision lets later claims for the care be paid. */
export const isApproval = (decision: TreatmentAbroadDecision) => decision.outcome !== 'refused';
