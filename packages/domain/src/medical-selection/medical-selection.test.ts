import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDateBetween } from '../test-support/arbitraries.ts';
import {
  dentalCoverCodes,
  dentalCoverNeedsMedicalSelection,
  isDeniedByEarlierDenial,
  isDentalCoverCode,
} from './dental-covers.ts';
import {
  doesNotExpectTreatment,
  type ExpectedTreatmentKey,
  expectedTreatmentKeyList,
  expectedTreatmentKeys,
  type MedicalSelectionAnswers,
  medicalSelectionDenials,
  needsMedicalSelectionAt,
} from './questionnaire.ts';
import { type MedicalSelectionVerdict, medicalSelectionStep } from './verdicts.ts';

const healthy: MedicalSelectionAnswers = {
  hasCongenitalDentalDefect: false,
  orthodonticsWithinTwoYears: false,
  dentistLastTwoYears: true,
  extracted4OrMoreTeeth: false,
  numberOfMissingTeeth: 0,
  expectsToHaveOneOfFollowingTreatments: [expectedTreatmentKeys.none],
};
const adult = { birthDate: '1982-07-22' };
const startDate = '2027-01-01';

describe('medicalSelectionDenials', () => {
  it.each<[string, Partial<MedicalSelectionAnswers>, string[]]>([
    ['healthy answers', {}, []],
    [
      'orthodontics within two years',
      { orthodonticsWithinTwoYears: true },
      ['orthodontics-within-two-years'],
    ],
    ['no dentist visit in two years', { dentistLastTwoYears: false }, ['no-dentist-visit']],
    ['a congenital defect', { hasCongenitalDentalDefect: true }, ['congenital-dental-defect']],
    ['4 or more teeth extracted', { extracted4OrMoreTeeth: true }, ['teeth-extracted']],
    ['4 teeth missing', { numberOfMissingTeeth: 4 }, ['teeth-extracted']],
    ['3 teeth missing', { numberOfMissingTeeth: 3 }, []],
    ['an implant expected', { expectsToHaveOneOfFollowingTreatments: [2] }, ['expected-treatment']],
    [
      'everything at once, in the order of spec §4',
      {
        hasCongenitalDentalDefect: true,
        orthodonticsWithinTwoYears: true,
        dentistLastTwoYears: false,
        extracted4OrMoreTeeth: true,
        expectsToHaveOneOfFollowingTreatments: [1, 5],
      },
      [
        'orthodontics-within-two-years',
        'no-dentist-visit',
        'congenital-dental-defect',
        'teeth-extracted',
        'expected-treatment',
      ],
    ],
  ])('for an adult with %s', (_, change, reasons) => {
    expect(medicalSelectionDenials({ ...healthy, ...change }, adult, startDate)).toEqual(reasons);
  });

  it('judges nobody under 8 and everybody from 8, on the start date', () => {
    const extracted = { ...healthy, extracted4OrMoreTeeth: true };
    expect(medicalSelectionDenials(extracted, { birthDate: '2019-01-02' }, startDate)).toEqual([]);
    expect(needsMedicalSelectionAt('2019-01-02', startDate)).toBe(false);
    expect(medicalSelectionDenials(extracted, { birthDate: '2019-01-01' }, startDate)).toEqual([
      'teeth-extracted',
    ]);
  });

  it('counts recent orthodontics only from 18, on the start date', () => {
    const braces = { ...healthy, orthodonticsWithinTwoYears: true };
    expect(medicalSelectionDenials(braces, { birthDate: '2009-01-02' }, startDate)).toEqual([]);
    expect(medicalSelectionDenials(braces, { birthDate: '2009-01-01' }, startDate)).toEqual([
      'orthodontics-within-two-years',
    ]);
  });

  it('accepts an adult exactly when no answer gives a reason', () => {
    const answers = fc.record({
      hasCongenitalDentalDefect: fc.boolean(),
      orthodonticsWithinTwoYears: fc.boolean(),
      dentistLastTwoYears: fc.boolean(),
      extracted4OrMoreTeeth: fc.boolean(),
      numberOfMissingTeeth: fc.integer({ min: 0, max: 32 }),
      expectsToHaveOneOfFollowingTreatments: fc.subarray(expectedTreatmentKeyList, { minLength: 1 }),
    });
    fc.assert(
      fc.property(answers, isoDateBetween('1930-01-01', '2008-12-31'), (given, birthDate) => {
        const accepted =
          !given.hasCongenitalDentalDefect &&
          !given.orthodonticsWithinTwoYears &&
          given.dentistLastTwoYears &&
          !given.extracted4OrMoreTeeth &&
          given.numberOfMissingTeeth < 4 &&
          given.expectsToHaveOneOfFollowingTreatments.every((key) => key === 0);
        expect(medicalSelectionDenials(given, { birthDate }, startDate).length === 0).toBe(accepted);
      }),
    );
  });
});

describe('doesNotExpectTreatment', () => {
  it.each<[ExpectedTreatmentKey[], boolean]>([
    [[0], true],
    [[3], false],
    [[1, 4], false],
  ])('%j gives %s', (keys, expected) => {
    expect(doesNotExpectTreatment(keys)).toBe(expected);
  });
});

describe('dental covers', () => {
  it('asks a medical selection for the higher covers only', () => {
    expect(dentalCoverCodes.filter(dentalCoverNeedsMedicalSelection)).toEqual(['TA-500', 'TA-1000']);
    expect(isDentalCoverCode('TA-250')).toBe(true);
    expect(isDentalCoverCode('AP-3')).toBe(false);
  });

  it('holds a denial for that cover and every higher one, never a lower one', () => {
    expect(isDeniedByEarlierDenial('TA-500', 'TA-500')).toBe(true);
    expect(isDeniedByEarlierDenial('TA-1000', 'TA-500')).toBe(true);
    expect(isDeniedByEarlierDenial('TA-500', 'TA-1000')).toBe(false);
  });
});

describe('medicalSelectionStep', () => {
  const today = '2026-11-30';
  const verdict = (
    productComponentCode: string,
    isApproved: boolean,
    decidedOn = today,
    year = 2027,
  ): MedicalSelectionVerdict => ({ productComponentCode, year, isApproved, decidedOn });
  const step = (verdicts: MedicalSelectionVerdict[], code = 'TA-1000') =>
    medicalSelectionStep(verdicts, { code, year: 2027 }, today).kind;

  it('asks when nothing is on file', () => {
    expect(step([])).toBe('ask');
  });

  it('refuses at once after a denial of this cover or a lower one, in any year, before any approval', () => {
    expect(step([verdict('TA-1000', false, '2024-11-04', 2025)])).toBe('denied');
    expect(step([verdict('TA-1000', true), verdict('TA-500', false)])).toBe('denied');
    expect(step([verdict('TA-1000', false)], 'TA-500')).toBe('ask');
  });

  it('lets an approval of this cover and year stand on its day only', () => {
    expect(step([verdict('TA-1000', true)])).toBe('approved');
    expect(step([verdict('TA-1000', true, '2026-11-29')])).toBe('ask');
    expect(step([verdict('TA-1000', true, today, 2026)])).toBe('ask');
    expect(step([verdict('TA-1000', true)], 'TA-500')).toBe('ask');
  });
});
