import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../dates/iso-date.ts';
import {
  firstRefusal,
  isCancellationServiceActive,
  isNewbornOn,
  type JoiningContext,
  mayChooseStartDate,
  type NewcomerFacts,
  newbornDeadline,
  newcomerStartDate,
} from './rules.ts';

const today = '2026-11-30';
const context: JoiningContext = {
  today,
  agreementStart: '2020-01-01',
  agreementEnd: null,
  hasActivePolicy: true,
  hasPartner: false,
  knownBsns: new Set(['111222333']),
  lastKnownYear: 2027,
};
const newborn: NewcomerFacts = {
  role: 'M',
  isBornRecently: true,
  socialSecurityNumber: '123456782',
  birthDate: '2026-10-02',
  startDate: '2026-10-02',
};
const partner: NewcomerFacts = {
  role: 'P',
  isBornRecently: false,
  socialSecurityNumber: '999996356',
  birthDate: '1990-05-05',
  startDate: '2026-12-01',
};
const nobodyInUse = () => false;

describe('firstRefusal', () => {
  it.each<[string, NewcomerFacts[], Partial<JoiningContext>, ReturnType<typeof firstRefusal>]>([
    ['a newborn and a partner', [newborn, partner], {}, null],
    ['without an active policy', [newborn], { hasActivePolicy: false }, 'no-active-policy'],
    ['a partner where one is insured', [partner], { hasPartner: true }, 'second-partner'],
    [
      'two partners at once',
      [partner, { ...partner, socialSecurityNumber: '123456782' }],
      {},
      'second-partner',
    ],
    ['a BSN twice in the request', [newborn, { ...newborn, birthDate: '2026-10-03' }], {}, 'duplicate-bsn'],
    ['the BSN of someone insured', [{ ...partner, socialSecurityNumber: '111222333' }], {}, 'duplicate-bsn'],
    ['a start before birth', [{ ...newborn, startDate: '2026-10-01' }], {}, 'start-before-birth'],
    ['a partner from yesterday', [{ ...partner, startDate: addDays(today, -1) }], {}, 'start-in-past'],
    ['a partner from today', [{ ...partner, startDate: today }], {}, null],
    ['a start before the agreement', [newborn], { agreementStart: '2026-10-03' }, 'start-outside-agreement'],
    ['a start on the agreement start', [newborn], { agreementStart: '2026-10-02' }, null],
    ['a start after the agreement', [partner], { agreementEnd: '2026-11-30' }, 'start-outside-agreement'],
    ['a start on the agreement end', [partner], { agreementEnd: '2026-12-01' }, null],
    ['a newborn on the last day', [newborn], { today: '2027-02-02' }, null],
    ['a newborn a day too late', [newborn], { today: '2027-02-03' }, 'newborn-too-late'],
    ['a start in an unknown year', [{ ...partner, startDate: '2028-01-01' }], {}, 'offer-year-unknown'],
    ['a start in the offer year', [{ ...partner, startDate: '2027-01-01' }], {}, null],
  ])('%s', (_, persons, changes, expected) => {
    expect(firstRefusal(persons, { ...context, ...changes }, nobodyInUse)).toBe(expected);
  });

  it('refuses a BSN the server knows elsewhere', () => {
    expect(firstRefusal([partner], context, (bsn) => bsn === partner.socialSecurityNumber)).toBe(
      'bsn-in-use',
    );
  });

  it('never lets a start date before the birth date through', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.boolean(), (daysEarly, isBornRecently) => {
        const person = { ...newborn, isBornRecently, startDate: addDays(newborn.birthDate, -daysEarly) };
        expect(firstRefusal([person], context, nobodyInUse)).not.toBeNull();
      }),
    );
  });
});

describe('newborns (spec §4, §9)', () => {
  it('counts as a newborn up to and including 4 months after birth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), (age) => {
        const birthDate = addDays(today, -age);
        expect(isNewbornOn(birthDate, today)).toBe(today <= addMonths(birthDate, 4));
      }),
    );
  });

  it('has its deadline 4 months after the birth date', () => {
    expect(newbornDeadline('2026-10-31')).toBe(addMonths('2026-10-31', 4));
    expect(isNewbornOn('2026-12-01', today)).toBe(false);
  });

  it.each([
    ['a newborn within 4 months starts on the birth date', newborn, '2026-10-02'],
    ['an older "newborn" starts today', { ...newborn, birthDate: '2026-01-01' }, today],
    ['anyone else starts on the chosen date', partner, '2027-01-01'],
  ])('%s', (_, person, expected) => {
    expect(newcomerStartDate(person, '2027-01-01', today)).toBe(expected);
  });

  it.each([
    [[newborn], false],
    [[partner], true],
    [[newborn, partner], true],
  ])('may choose a start date: %#', (persons, expected) => {
    expect(mayChooseStartDate(persons)).toBe(expected);
  });
});

describe('isCancellationServiceActive', () => {
  it.each([
    ['2027-01-01', '2026-10-31', false],
    ['2027-01-01', '2026-11-01', true],
    ['2027-01-01', '2027-01-31', true],
    ['2027-01-01', '2027-02-01', false],
    ['2027-01-02', '2026-11-30', false],
    ['2026-12-01', '2026-11-30', false],
  ])('a start on %s asked on %s: %s', (startDate, asked, expected) => {
    expect(isCancellationServiceActive(startDate, asked)).toBe(expected);
  });
});
