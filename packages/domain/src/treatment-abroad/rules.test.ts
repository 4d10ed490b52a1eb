import { describe, expect, it } from 'vitest';
import { addYears } from '../dates/iso-date.ts';
import { nursingCareTypes, TREATMENT_ABROAD_REFERENCE_PATTERN, treatmentAbroadReferenceOf } from './kinds.ts';
import {
  type CareTime,
  careTimeExceedsWeek,
  decideTreatmentAbroad,
  fertilityRightsEnded,
  missingCareTime,
  type TreatmentAbroadDecision,
  type TreatmentAbroadFacts,
  treatmentAbroadRules,
} from './rules.ts';

const none: CareTime = { Hours: 0, Minutes: 0 };
const hour: CareTime = { Hours: 1, Minutes: 0 };
const minute: CareTime = { Hours: 0, Minutes: 1 };

describe('missingCareTime', () => {
  it.each<[string, number, CareTime, CareTime, string[]]>([
    ['nursing with nursing time', nursingCareTypes.nursing, hour, none, []],
    ['nursing with a minute of it', nursingCareTypes.nursing, minute, none, []],
    ['nursing with only personal care time', nursingCareTypes.nursing, none, hour, ['NursingTime']],
    ['personal care with its time', nursingCareTypes.personalCare, none, minute, []],
    ['personal care with only nursing time', nursingCareTypes.personalCare, hour, none, ['PersonalCareTime']],
    ['both with nursing time', nursingCareTypes.both, hour, none, []],
    ['both with personal care time', nursingCareTypes.both, none, hour, []],
    ['both without any time', nursingCareTypes.both, none, none, ['NursingTime', 'PersonalCareTime']],
  ])('%s', (_name, careType, nursing, personal, missing) => {
    expect(missingCareTime(careType as 1 | 2 | 3, nursing, personal)).toEqual(missing);
  });
});

describe('careTimeExceedsWeek', () => {
  it.each<[CareTime, CareTime, boolean]>([
    [{ Hours: 168, Minutes: 0 }, none, false],
    [{ Hours: 167, Minutes: 59 }, minute, false],
    [{ Hours: 168, Minutes: 0 }, minute, true],
    [{ Hours: 100, Minutes: 0 }, { Hours: 69, Minutes: 0 }, true],
  ])('%o and %o: %s', (nursing, personal, exceeds) => {
    expect(careTimeExceedsWeek(nursing, personal)).toBe(exceeds);
  });
});

describe('fertilityRightsEnded (spec §5: from 43)', () => {
  const born = '1983-06-15';
  it.each<[string, string, boolean]>([
    ['the day before the 43rd birthday', '2026-06-14', false],
    ['on the 43rd birthday', addYears(born, 43), true],
    ['after it', '2027-01-01', true],
    ['at 30', '2013-06-15', false],
  ])('%s', (_name, start, ended) => {
    expect(fertilityRightsEnded(born, start)).toBe(ended);
  });
});

const base = { countryCode: 'ES', birthDate: '1990-01-01', startDate: '2026-12-07' };
const approved: TreatmentAbroadDecision = { outcome: 'approved' };
const refused = (reason: string) => ({ outcome: 'refused', reason });
const conditional = (condition: string) => ({ outcome: 'approved-with-conditions', condition });
const fertility = {
  ...base,
  kind: 'fertility-treatment',
  treatmentType: 'ivf',
  attempt: 1,
  hasReferral: true,
} as const;
const dialysis = { ...base, kind: 'kidney-dialysis', centreConfirmed: true } as const;

describe('decideTreatmentAbroad', () => {
  it.each<[string, TreatmentAbroadFacts, unknown]>([
    [
      'medical treatment in the EU with a referral',
      { ...base, kind: 'medical-treatment', hasReferral: true },
      approved,
    ],
    [
      'medical treatment without a referral',
      { ...base, kind: 'medical-treatment', hasReferral: false },
      refused('no-referral'),
    ],
    [
      'medical treatment outside the S2 countries',
      { ...base, countryCode: 'US', kind: 'medical-treatment', hasReferral: true },
      conditional('dutch-rate'),
    ],
    ['fertility at 36', fertility, approved],
    ['fertility the day before 43', { ...fertility, birthDate: '1983-12-08' }, approved],
    ['fertility from the 43rd birthday', { ...fertility, birthDate: '1983-12-07' }, refused('fertility-age')],
    ['the third IVF attempt', { ...fertility, attempt: 3 }, approved],
    ['the fourth IVF attempt', { ...fertility, attempt: 4 }, refused('fertility-attempts')],
    [
      'the fourth ICSI attempt',
      { ...fertility, treatmentType: 'icsi', attempt: 4 },
      refused('fertility-attempts'),
    ],
    ['the fourth IUI attempt (not counted)', { ...fertility, treatmentType: 'iui', attempt: 4 }, approved],
    ['fertility without a referral', { ...fertility, hasReferral: false }, refused('no-referral')],
    [
      'age wins over the attempts',
      { ...fertility, birthDate: '1970-01-01', attempt: 5 },
      refused('fertility-age'),
    ],
    ['nursing with an indication', { ...base, kind: 'nursing-and-care', hasIndication: true }, approved],
    [
      'nursing without an indication',
      { ...base, kind: 'nursing-and-care', hasIndication: false },
      refused('no-indication'),
    ],
    [
      'mental health with referral and plan',
      { ...base, kind: 'mental-health', hasReferral: true, hasTreatmentPlan: true },
      approved,
    ],
    [
      'mental health without referral',
      { ...base, kind: 'mental-health', hasReferral: false, hasTreatmentPlan: true },
      refused('no-referral'),
    ],
    [
      'mental health without a treatment plan',
      { ...base, kind: 'mental-health', hasReferral: true, hasTreatmentPlan: false },
      refused('no-treatment-plan'),
    ],
    ['dialysis in Spain with a confirmed place', dialysis, approved],
    [
      'dialysis without a confirmed place',
      { ...dialysis, centreConfirmed: false },
      refused('no-place-confirmed'),
    ],
    ['dialysis at the Dutch rate', { ...dialysis, pricePerSessionCents: 45_000 }, approved],
    [
      'dialysis above the Dutch rate',
      { ...dialysis, pricePerSessionCents: 45_001 },
      conditional('dialysis-rate'),
    ],
    ['dialysis in Morocco', { ...dialysis, countryCode: 'MA' }, conditional('dutch-rate')],
  ])('%s', (_name, facts, decision) => {
    expect(decideTreatmentAbroad(facts)).toEqual(decision);
  });
});

describe('treatmentAbroadRules: what one answer means, as the decision applies it (issue 34)', () => {
  it.each<[string, string | null, unknown]>([
    ['no referral', treatmentAbroadRules.referral(false), 'no-referral'],
    ['a referral', treatmentAbroadRules.referral(true), null],
    ['the fourth IVF attempt', treatmentAbroadRules.fertilityAttempt('ivf', 4), 'fertility-attempts'],
    ['the fourth IUI attempt', treatmentAbroadRules.fertilityAttempt('iui', 4), null],
    ['no indication', treatmentAbroadRules.indication(false), 'no-indication'],
    ['no treatment plan', treatmentAbroadRules.treatmentPlan(false), 'no-treatment-plan'],
    ['no confirmed place', treatmentAbroadRules.placeConfirmed(false), 'no-place-confirmed'],
    ['care in the United States', treatmentAbroadRules.country('US'), 'dutch-rate'],
    ['care in Spain', treatmentAbroadRules.country('ES'), null],
    ['a session above the Dutch rate', treatmentAbroadRules.dialysisPrice(45_001), 'dialysis-rate'],
    ['no price named', treatmentAbroadRules.dialysisPrice(undefined), null],
  ])('%s', (_name, outcome, expected) => {
    expect(outcome).toBe(expected);
  });

  it('is what the decision says when only that answer stands in the way', () => {
    const medical = { ...base, kind: 'medical-treatment', hasReferral: false } as const;
    expect(decideTreatmentAbroad(medical)).toEqual(refused(treatmentAbroadRules.referral(false) ?? ''));
    const inUs = { ...medical, countryCode: 'US', hasReferral: true };
    expect(decideTreatmentAbroad(inUs)).toEqual(conditional(treatmentAbroadRules.country('US') ?? ''));
  });
});

describe('treatmentAbroadReferenceOf', () => {
  it('takes the year it came in and the first 8 hex digits of the id, upper case', () => {
    const reference = treatmentAbroadReferenceOf('1a2b3c4d-0000-4000-8000-000000000000', '2026-11-20');
    expect(reference).toBe('BL-2026-1A2B3C4D');
    expect(reference).toMatch(TREATMENT_ABROAD_REFERENCE_PATTERN);
  });
});
