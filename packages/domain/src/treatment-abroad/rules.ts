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

/**
 * The rules the simulated core decides with (decision 0056), each by the answers it reads, so that
 * the form can tell at a question what its answer means for the decision (issue 34) by the very
 * rule the core applies. Each answers its refusal or condition, or null when the answer is fine.
 */
export const treatmentAbroadRules = {
  /** Spec §5: no fertility treatment from the 43rd birthday on the start date. */
  fertilityAge: (birthDate: IsoDate, startDate: IsoDate): TreatmentAbroadRefusal | null =>
    fertilityRightsEnded(birthDate, startDate) ? 'fertility-age' : null,
  /** The basic insurance pays the first three IVF and ICSI attempts (DOMAIN.md). */
  fertilityAttempt: (
    treatmentType: FertilityTreatmentType,
    attempt: number,
  ): TreatmentAbroadRefusal | null =>
    countedFertilityTreatments.includes(treatmentType) && attempt > FERTILITY_COVERED_ATTEMPTS
      ? 'fertility-attempts'
      : null,
  /** Planned treatment abroad needs a Dutch doctor's referral (medical, fertility, mental health). */
  referral: (hasReferral: boolean): TreatmentAbroadRefusal | null => (hasReferral ? null : 'no-referral'),
  /** Nursing and care needs a Dutch indication. */
  indication: (hasIndication: boolean): TreatmentAbroadRefusal | null =>
    hasIndication ? null : 'no-indication',
  /** Mental health care needs a treatment plan. */
  treatmentPlan: (hasTreatmentPlan: boolean): TreatmentAbroadRefusal | null =>
    hasTreatmentPlan ? null : 'no-treatment-plan',
  /** Dialysis needs a place the centre abroad confirmed. */
  placeConfirmed: (centreConfirmed: boolean): TreatmentAbroadRefusal | null =>
    centreConfirmed ? null : 'no-place-confirmed',
  /** Outside the S2 countries we pay up to the Dutch rate. */
  country: (countryCode: string): TreatmentAbroadCondition | null =>
    isS2Country(countryCode) ? null : 'dutch-rate',
  /** A dialysis session dearer than the Dutch rate is paid up to that rate. */
  dialysisPrice: (pricePerSessionCents: number | undefined): TreatmentAbroadCondition | null =>
    pricePerSessionCents !== undefined && pricePerSessionCents > DIALYSIS_DUTCH_RATE_CENTS
      ? 'dialysis-rate'
      : null,
} as const;

const rules = treatmentAbroadRules;

/** The first refusal the request meets, or null. */
function refusalOf(facts: TreatmentAbroadFacts): TreatmentAbroadRefusal | null {
  switch (facts.kind) {
    case 'fertility-treatment':
      return (
        rules.fertilityAge(facts.birthDate, facts.startDate) ??
        rules.fertilityAttempt(facts.treatmentType, facts.attempt) ??
        rules.referral(facts.hasReferral)
      );
    case 'medical-treatment':
      return rules.referral(facts.hasReferral);
    case 'nursing-and-care':
      return rules.indication(facts.hasIndication);
    case 'mental-health':
      return rules.referral(facts.hasReferral) ?? rules.treatmentPlan(facts.hasTreatmentPlan);
    case 'kidney-dialysis':
      return rules.placeConfirmed(facts.centreConfirmed);
  }
}

/**
 * The simulated core's decision on a treatment-abroad request: refused with the first reason that
 * applies; otherwise approved, with the condition that we pay up to the Dutch rate where a dialysis
 * session costs more than that rate, or the S2 route does not apply.
 */
export function decideTreatmentAbroad(facts: TreatmentAbroadFacts): TreatmentAbroadDecision {
  const reason = refusalOf(facts);
  if (reason !== null) return { outcome: 'refused', reason };
  const condition =
    (facts.kind === 'kidney-dialysis' ? rules.dialysisPrice(facts.pricePerSessionCents) : null) ??
    rules.country(facts.countryCode);
  if (condition !== null) return { outcome: 'approved-with-conditions', condition };
  return { outcome: 'approved' };
}

/** Whether a decision lets later claims for the care be paid. */
export const isApproval = (decision: TreatmentAbroadDecision) => decision.outcome !== 'refused';
