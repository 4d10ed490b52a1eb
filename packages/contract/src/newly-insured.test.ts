import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newcomerCustomerNumber } from './newcomer-customer-number.ts';
import { NewlyInsuredPersonForm, NewlyInsuredPersonsRequest } from './newly-insured.ts';
import { CustomerNumber } from './policy.ts';

const child: NewlyInsuredPersonForm = {
  role: 'M',
  isBornRecently: true,
  socialSecurityNumber: '123456782',
  initials: 'L.',
  firstName: 'Lotte',
  prefix: 'de',
  lastName: 'Vries',
  prefixBirthName: '',
  birthName: '',
  gender: 'female',
  birthDate: '2026-10-02',
  nationality: 'NL',
  startDate: '2026-10-02',
};
const partner: NewlyInsuredPersonForm = {
  ...child,
  role: 'P',
  isBornRecently: false,
  socialSecurityNumber: '999996356',
  initials: 'M.',
  firstName: 'Maud',
  prefix: '',
  birthName: 'Dam',
  prefixBirthName: 'van',
  birthDate: '1986-04-12',
  startDate: '2026-12-01',
};

/** The paths and messages of the issues a form gets, or [] when it passes. */
const issuesOf = (form: unknown) => {
  const result = NewlyInsuredPersonForm.safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('NewlyInsuredPersonForm', () => {
  it.each<[string, Partial<NewlyInsuredPersonForm>, string[][]]>([
    ['a newborn', {}, []],
    [
      'a BSN failing the 11-check',
      { socialSecurityNumber: '123456789' },
      [['socialSecurityNumber', 'validators.social-security-number']],
    ],
    [
      'a BSN of 8 digits',
      { socialSecurityNumber: '12345678' },
      [['socialSecurityNumber', 'validators.social-security-number']],
    ],
    ['no BSN', { socialSecurityNumber: '' }, [['socialSecurityNumber', 'validators.required-field']]],
    [
      'a start before birth',
      { isBornRecently: false, startDate: '2026-10-01' },
      [['startDate', 'validators.invalid-date']],
    ],
    [
      'a newborn not from the birth date',
      { startDate: '2026-10-03' },
      [['startDate', 'validators.invalid-date']],
    ],
    ['a child from a later day', { isBornRecently: false, startDate: '2026-12-01' }, []],
    [
      'a birth date before 1900',
      { birthDate: '1899-12-31', startDate: '1899-12-31' },
      [['birthDate', 'validators.birth-date-too-early']],
    ],
    [
      'not a calendar day',
      { birthDate: '2026-02-30', startDate: '2026-02-30' },
      [
        ['birthDate', 'validators.invalid-date'],
        ['startDate', 'validators.invalid-date'],
      ],
    ],
    ['a name with digits', { lastName: 'Vries2' }, [['lastName', 'validators.invalid-name']]],
    ['initials without dots', { initials: 'L' }, [['initials', 'validators.invalid-name']]],
    ['a nationality in words', { nationality: 'Dutch' }, [['nationality', 'validators.invalid-input']]],
  ])('%s', (_, changes, expected) => {
    expect(issuesOf({ ...child, ...changes })).toEqual(expected);
  });

  it('never takes a partner as recently born', () => {
    expect(issuesOf({ ...partner, isBornRecently: true, startDate: partner.birthDate })).toEqual([
      ['isBornRecently', 'validators.invalid-input'],
    ]);
  });

  it('stores an empty prefix or birth name as none', () => {
    const parsed = NewlyInsuredPersonForm.parse({ ...child, prefix: ' ' });
    expect([parsed.prefix, parsed.birthName, parsed.prefixBirthName]).toEqual([null, null, null]);
  });

  it('refuses any start before the birth date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), (daysEarly) => {
        const start = new Date(Date.UTC(1986, 3, 12 - daysEarly)).toISOString().slice(0, 10);
        expect(issuesOf({ ...partner, startDate: start })).toContainEqual([
          'startDate',
          'validators.invalid-date',
        ]);
      }),
    );
  });
});

describe('NewlyInsuredPersonsRequest', () => {
  const request = (persons: NewlyInsuredPersonForm[]) => ({
    agreementId: 10_000_001,
    contractCode: 'ZZ-PARTICULIER',
    newlyInsuredPersons: persons,
  });
  const pathsOf = (persons: NewlyInsuredPersonForm[]) => {
    const result = NewlyInsuredPersonsRequest.safeParse(request(persons));
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it.each<[string, NewlyInsuredPersonForm[], string[]]>([
    [
      'a partner and a child starting in one year',
      [partner, { ...child, isBornRecently: false, startDate: '2026-12-01' }],
      [],
    ],
    ['nobody', [], ['newlyInsuredPersons']],
    [
      'one BSN twice',
      [child, { ...child, firstName: 'Eva' }],
      ['newlyInsuredPersons.1.socialSecurityNumber'],
    ],
    [
      'two partners',
      [partner, { ...partner, socialSecurityNumber: '111222333' }],
      ['newlyInsuredPersons.1.role'],
    ],
    [
      'starts in two years',
      [child, { ...partner, startDate: '2027-01-01' }],
      ['newlyInsuredPersons.1.startDate'],
    ],
  ])('%s', (_, persons, expected) => {
    expect(pathsOf(persons)).toEqual(expected);
  });
});

describe('newcomerCustomerNumber', () => {
  it('is a well-formed customer number starting with 0, which no customer has', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), (index) => {
        const number = newcomerCustomerNumber(index);
        expect(CustomerNumber.safeParse(number).success).toBe(true);
        expect(number).toMatch(/^0/);
      }),
    );
  });
});
