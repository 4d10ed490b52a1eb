import { insurerToday } from '@mijn/domain';
import { expect } from 'vitest';
import type { AreaCases } from './contract-case.ts';
import { demoPeople } from './demo-world.ts';

const { jan, anna, tim, karin, peter } = demoPeople;
/** The De Vries agreement, held by Jan; Anna, his partner, and Tim, his son, are on it. */
const devries = {
  policyholderNumber: jan.customerNumber,
  agreementId: 10_000_001,
  contractCode: 'ZZ-PARTICULIER',
};
/** Karin Dekker's agreement, cancelled as of 31 December of the year the world was seeded. */
const dekker = {
  policyholderNumber: karin.customerNumber,
  agreementId: 10_000_008,
  contractCode: 'ZZ-PARTICULIER',
};

const today = () => insurerToday(new Date());
const nextYear = () => Number(today().slice(0, 4)) + 1;

const healthy = () => ({
  hasCongenitalDentalDefect: false,
  congenitalDentalDefectMessage: null,
  orthodonticsWithinTwoYears: false,
  dentistLastTwoYears: true,
  extracted4OrMoreTeeth: false,
  numberOfMissingTeeth: 0,
  expectsToHaveOneOfFollowingTreatments: [0 as const],
  acceptanceDate: today(),
  signature: 'Jan de Vries',
});

type Person =
  | { customerNumber: string }
  | { newcomer: { initials: string; prefix: string | null; lastName: string; birthDate: string } };

const selection = (person: Person, changes: Record<string, unknown> = {}) => ({
  ...devries,
  year: nextYear(),
  productCode: 'TA-1000',
  person,
  answers: healthy(),
  onDay: today(),
  ...changes,
});

const key = () => ({ key: crypto.randomUUID() });

export const medicalSelectionCases: AreaCases<'medicalSelection'> = {
  submit: [
    {
      name: "approves healthy answers for an insured of the policyholder's agreement, named as the insurer knows her",
      async run({ port }) {
        expect(
          await port.medicalSelection.submit(selection({ customerNumber: anna.customerNumber }), key()),
        ).toEqual({
          person: {
            customerNumber: anna.customerNumber,
            initials: 'A.M.',
            prefix: 'de',
            lastName: 'Vries',
            birthDate: '1982-07-22',
          },
          productName: 'Tandarts 1000',
          productCode: 'TA-1000',
          isApproved: true,
          denialReasons: [],
          previouslyDenied: false,
          decidedOn: today(),
        });
      },
    },
    {
      name: 'denies a newcomer who has not seen a dentist in two years, saying why',
      async run({ port }) {
        const newcomer = { initials: 'L.', prefix: 'de', lastName: 'Vries', birthDate: '1990-01-01' };
        const answer = await port.medicalSelection.submit(
          selection({ newcomer }, { answers: { ...healthy(), dentistLastTwoYears: false } }),
          key(),
        );
        expect(answer).toMatchObject({
          person: { customerNumber: null, ...newcomer },
          isApproved: false,
          denialReasons: ['no-dentist-visit'],
          previouslyDenied: false,
        });
      },
    },
    {
      name: 'answers a repeat with the same key as the first time, not as a second selection',
      async run({ port }) {
        const denied = selection(
          { customerNumber: jan.customerNumber },
          { productCode: 'TA-500', answers: { ...healthy(), dentistLastTwoYears: false } },
        );
        const sameKey = key();
        const first = await port.medicalSelection.submit(denied, sameKey);
        expect(first).toMatchObject({ isApproved: false, previouslyDenied: false });
        expect(await port.medicalSelection.submit(denied, sameKey)).toEqual(first);
        // Under a new key it is a second selection, which the first denial decides.
        expect(await port.medicalSelection.submit(denied, key())).toMatchObject({ previouslyDenied: true });
      },
    },
    {
      name: 'refuses a year other than this one or the next',
      refusal: 'year-closed',
      run: ({ port }) =>
        port.medicalSelection.submit(
          selection({ customerNumber: anna.customerNumber }, { year: nextYear() + 1 }),
          key(),
        ),
    },
    {
      name: 'refuses answers signed on another day',
      refusal: 'not-signed-today',
      run: ({ port }) =>
        port.medicalSelection.submit(
          selection(
            { customerNumber: anna.customerNumber },
            { answers: { ...healthy(), acceptanceDate: '2020-01-01' } },
          ),
          key(),
        ),
    },
    {
      name: 'refuses an agreement the policyholder does not hold under that contract',
      refusal: 'agreement-not-found',
      run: ({ port }) =>
        port.medicalSelection.submit(
          selection({ customerNumber: anna.customerNumber }, { contractCode: 'OTHER' }),
          key(),
        ),
    },
    {
      name: 'refuses next year on an agreement cancelled as of the end of this one',
      refusal: 'agreement-ended',
      run: ({ port }) =>
        port.medicalSelection.submit(selection({ customerNumber: dekker.policyholderNumber }, dekker), key()),
    },
    {
      name: 'refuses a cover that is no dental cover of the label',
      refusal: 'product-not-offered',
      run: ({ port }) =>
        port.medicalSelection.submit(
          selection({ customerNumber: anna.customerNumber }, { productCode: 'TA-9999' }),
          key(),
        ),
    },
    {
      name: 'refuses a person insured on another agreement',
      refusal: 'not-on-agreement',
      run: ({ port }) =>
        port.medicalSelection.submit(selection({ customerNumber: peter.customerNumber }), key()),
    },
  ],
  outcome: [
    {
      name: 'answers the latest verdict of a cover and year, and that a denial holds for that cover and higher ones only',
      async run({ port }) {
        const year = nextYear();
        const ask = (productCode: 'TA-500' | 'TA-1000') =>
          port.medicalSelection.outcome({ customerNumber: tim.customerNumber, productCode, year });
        expect(await ask('TA-1000')).toEqual({ deniedBefore: false, latest: null });
        await port.medicalSelection.submit(
          selection(
            { customerNumber: tim.customerNumber },
            { answers: { ...healthy(), dentistLastTwoYears: false } },
          ),
          key(),
        );
        expect(await ask('TA-1000')).toEqual({
          deniedBefore: true,
          latest: { isApproved: false, decidedOn: today() },
        });
        expect(await ask('TA-500')).toEqual({ deniedBefore: false, latest: null });
      },
    },
  ],
};
