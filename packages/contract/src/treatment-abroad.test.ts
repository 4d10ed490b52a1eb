import { describe, expect, it } from 'vitest';
import { fromFormFields, toFormFields } from './form-fields.ts';
import {
  FertilityTreatmentFields,
  KidneyDialysisFields,
  MedicalTreatmentFields,
  MentalHealthFields,
  NursingAndCareFields,
  needsReferralLetter,
  promisesDocuments,
  treatmentAbroadFieldsOn,
} from './treatment-abroad.ts';

const today = '2026-11-30';
const instance = {
  InstanceName: 'Centro de Diálisis Costa',
  Address: {
    Street: 'Calle Mayor',
    HouseNumber: '12B',
    PostalCode: '29600',
    City: 'Marbella',
    CountryCode: 'ES',
  },
  PhoneNumber: '+34 952 123 456',
  Email: 'info@dialisis-costa.es',
};
const dialysis = {
  CurrentSelectedCustomerNumber: '20000002',
  InstanceAbroad: instance,
  StartDate: '2026-12-14',
  EndDate: '2026-12-28',
  NeedsTransport: false,
  NumberOfDialysis: '3',
  Approval: true,
  PriceMentioned: false,
};
const doctor = {
  PractitionerName: 'Dr. P. Bakker',
  BigNumber: '19012345678',
  AgbCode: '01012345',
  PhoneNumber: '0201234567',
};
const medical = {
  CurrentSelectedCustomerNumber: '20000002',
  StartDate: '2026-12-14',
  EndDate: '2026-12-20',
  InstanceAbroad: { ...instance, PractitionerName: 'Dr. García' },
  HasReferral: true,
  ReferringDoctor: doctor,
  PriceMentioned: true,
  Amount: '1250,00',
  Treatment: 'Heupoperatie',
};
const fertility = { ...medical, Treatment: undefined, TreatmentType: 'ivf', AttemptNumber: '2' };
const nursing = {
  CurrentSelectedCustomerNumber: '20000002',
  Indication: true,
  CareType: '1',
  NursingTime: { Hours: '4', Minutes: '30' },
  StartDate: '2026-12-14',
  EndDate: '2027-01-14',
  DutchNurseKnown: true,
  DutchNurse: {
    Name: 'J. Smit',
    PhoneNumber: '0612345678',
    BigNumber: '39012345678',
    Level: '4',
    CareInstanceName: 'Thuiszorg West',
    AgbCode: '12345678',
  },
  InstanceAbroad: instance,
};
const mental = {
  CurrentSelectedCustomerNumber: '20000002',
  Reference: true,
  TreatmentPlan: true,
  Offer: false,
  DoctorAbroad: {
    PractitionerName: 'Dr. de Wit',
    Profession: 'Huisarts',
    Address: {
      Street: 'Dorpsstraat',
      HouseNumber: '1',
      PostalCode: '1234 AB',
      City: 'Utrecht',
      CountryCode: 'NL',
    },
    PhoneNumber: '0301234567',
  },
  InstanceAbroad: { ...instance, PractitionerName: 'Dr. Ruiz' },
  Necessary: 'De behandeling is in Nederland niet beschikbaar.',
};

const errorsOf = (
  schema: {
    safeParse: (value: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the five requests accept a complete form, also as multipart text', () => {
  it.each<[string, { safeParse: (value: unknown) => { success: boolean } }, object]>([
    ['dialysis', KidneyDialysisFields, dialysis],
    ['medical', MedicalTreatmentFields, medical],
    ['fertility', FertilityTreatmentFields, fertility],
    ['nursing', NursingAndCareFields, nursing],
    ['mental health', MentalHealthFields, mental],
  ])('%s', (_name, schema, value) => {
    expect(errorsOf(schema as never, value)).toEqual([]);
    expect(errorsOf(schema as never, fromFormFields(toFormFields(value)))).toEqual([]);
  });

  it('takes a referring doctor without the BIG and AGB numbers the patient cannot know (issue 34)', () => {
    const { BigNumber: _big, AgbCode: _agb, ...withoutNumbers } = doctor;
    expect(
      errorsOf(MedicalTreatmentFields as never, { ...medical, ReferringDoctor: withoutNumbers }),
    ).toEqual([]);
  });
});

describe('the documents a request brings', () => {
  it.each<[string, Parameters<typeof needsReferralLetter>[0], Record<string, unknown>, boolean, boolean]>([
    ['a medical referral', 'medical-treatment', { HasReferral: true }, true, false],
    ['no medical referral', 'medical-treatment', { HasReferral: false }, false, false],
    ['a fertility referral', 'fertility-treatment', { HasReferral: true }, true, false],
    ['a mental-health referral', 'mental-health', { Reference: true }, true, false],
    ['a mental-health treatment plan', 'mental-health', { TreatmentPlan: true }, false, true],
    ['a mental-health offer', 'mental-health', { Offer: true }, false, true],
    ['dialysis', 'kidney-dialysis', {}, false, false],
  ])('%s: the referral letter %s, other documents %s', (_name, kind, fields, letter, others) => {
    expect(needsReferralLetter(kind, fields)).toBe(letter);
    expect(promisesDocuments(kind, fields)).toBe(others);
  });
});

describe('conditional blocks are sent only after a yes', () => {
  it.each<[string, unknown, unknown, string[]]>([
    [
      'transport without residence',
      KidneyDialysisFields,
      { ...dialysis, NeedsTransport: true },
      ['Residence: validators.required-field'],
    ],
    [
      'residence without transport',
      KidneyDialysisFields,
      { ...dialysis, Residence: instance.Address },
      ['Residence: validators.invalid-input'],
    ],
    [
      'a price named without amount',
      KidneyDialysisFields,
      { ...dialysis, PriceMentioned: true },
      ['Amount: validators.required-field'],
    ],
    [
      'an amount without a price named',
      KidneyDialysisFields,
      { ...dialysis, Amount: '450' },
      ['Amount: validators.invalid-input'],
    ],
    [
      'a referral without doctor',
      MedicalTreatmentFields,
      { ...medical, ReferringDoctor: undefined },
      ['ReferringDoctor: validators.required-field'],
    ],
    [
      'a doctor without referral',
      MedicalTreatmentFields,
      { ...medical, HasReferral: false },
      ['ReferringDoctor: validators.invalid-input'],
    ],
    [
      'a known nurse missing',
      NursingAndCareFields,
      { ...nursing, DutchNurse: undefined },
      ['DutchNurse: validators.required-field'],
    ],
    [
      'a nurse not known but sent',
      NursingAndCareFields,
      { ...nursing, DutchNurseKnown: false },
      ['DutchNurse: validators.invalid-input'],
    ],
  ])('%s', (_name, schema, value, errors) => {
    expect(errorsOf(schema as never, value)).toEqual(errors);
  });
});

describe('field rules (spec §5)', () => {
  it.each<[string, unknown, unknown, string[]]>([
    [
      'a BIG code of 10 digits',
      MedicalTreatmentFields,
      { ...medical, ReferringDoctor: { ...doctor, BigNumber: '1901234567' } },
      ['ReferringDoctor.BigNumber: validators.big-number'],
    ],
    [
      'an AGB code of 9 digits',
      MedicalTreatmentFields,
      { ...medical, ReferringDoctor: { ...doctor, AgbCode: '010123456' } },
      ['ReferringDoctor.AgbCode: validators.agb-code'],
    ],
    [
      'an amount of 0',
      MedicalTreatmentFields,
      { ...medical, Amount: '0' },
      ['Amount: validators.invalid-input'],
    ],
    [
      'no dialysis a week',
      KidneyDialysisFields,
      { ...dialysis, NumberOfDialysis: '0' },
      ['NumberOfDialysis: validators.number-too-low'],
    ],
    [
      '8 dialyses a week',
      KidneyDialysisFields,
      { ...dialysis, NumberOfDialysis: '8' },
      ['NumberOfDialysis: validators.number-too-high'],
    ],
    [
      'an end before the start',
      KidneyDialysisFields,
      { ...dialysis, EndDate: '2026-12-13' },
      ['EndDate: validators.end-before-start'],
    ],
    [
      'an instance in the Netherlands',
      KidneyDialysisFields,
      { ...dialysis, InstanceAbroad: { ...instance, Address: { ...instance.Address, CountryCode: 'NL' } } },
      ['InstanceAbroad.Address.CountryCode: validators.invalid-input'],
    ],
    [
      'a referring doctor abroad',
      MentalHealthFields,
      {
        ...mental,
        DoctorAbroad: {
          ...mental.DoctorAbroad,
          Address: { ...mental.DoctorAbroad.Address, CountryCode: 'BE' },
        },
      },
      ['DoctorAbroad.Address.CountryCode: validators.invalid-input'],
    ],
    [
      '60 minutes',
      NursingAndCareFields,
      { ...nursing, NursingTime: { Hours: '1', Minutes: '60' } },
      ['NursingTime.Minutes: validators.number-too-high'],
    ],
    [
      '169 hours',
      NursingAndCareFields,
      { ...nursing, NursingTime: { Hours: '169', Minutes: '0' } },
      ['NursingTime.Hours: validators.number-too-high'],
    ],
    [
      'nursing without nursing time',
      NursingAndCareFields,
      { ...nursing, NursingTime: undefined, PersonalCareTime: { Hours: '2' } },
      ['NursingTime.Hours: validators.care-time-required'],
    ],
    [
      'personal care without its time',
      NursingAndCareFields,
      { ...nursing, CareType: '2' },
      ['PersonalCareTime.Hours: validators.care-time-required'],
    ],
    [
      'both without any time',
      NursingAndCareFields,
      { ...nursing, CareType: '3', NursingTime: { Hours: '', Minutes: '' } },
      [
        'NursingTime.Hours: validators.care-time-required',
        'PersonalCareTime.Hours: validators.care-time-required',
      ],
    ],
    [
      'together more than a week',
      NursingAndCareFields,
      { ...nursing, CareType: '3', NursingTime: { Hours: '100' }, PersonalCareTime: { Hours: '69' } },
      ['NursingTime.Hours: validators.number-too-high'],
    ],
    [
      'a fifth attempt is asked, an eleventh is not',
      FertilityTreatmentFields,
      { ...fertility, AttemptNumber: '11' },
      ['AttemptNumber: validators.number-too-high'],
    ],
    [
      'no reason it must be abroad',
      MentalHealthFields,
      { ...mental, Necessary: ' ' },
      ['Necessary: validators.required-field'],
    ],
  ])('%s', (_name, schema, value, errors) => {
    expect(errorsOf(schema as never, value)).toEqual(errors);
  });
});

describe('dates against today (spec §5 care requests)', () => {
  const schema = treatmentAbroadFieldsOn('kidney-dialysis', today);
  it.each<[string, string, string, string[]]>([
    ['starting today', today, '2027-01-01', []],
    ['starting yesterday', '2026-11-29', '2027-01-01', ['StartDate: validators.date-in-past']],
    ['starting a year ahead', '2027-11-30', '2027-12-01', []],
    [
      'starting a year and a day ahead',
      '2027-12-01',
      '2027-12-02',
      ['StartDate: validators.date-too-far-ahead'],
    ],
    ['ending two years ahead', today, '2028-11-30', []],
    ['ending two years and a day ahead', today, '2028-12-01', ['EndDate: validators.date-too-far-ahead']],
  ])('%s', (_name, start, end, errors) => {
    expect(errorsOf(schema as never, { ...dialysis, StartDate: start, EndDate: end })).toEqual(errors);
  });
  it('mental health has no dates to judge', () => {
    expect(errorsOf(treatmentAbroadFieldsOn('mental-health', today) as never, mental)).toEqual([]);
  });
});
