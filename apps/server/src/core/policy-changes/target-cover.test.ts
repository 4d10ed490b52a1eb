import type { InsuredPersonChoice, ProductType, Role } from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import { PolicyChangeRefused } from './policy-change-refused.ts';
import { type CatalogueProduct, type InsuredInYear, targetCover } from './target-cover.ts';

const product = (
  code: string,
  type: ProductType,
  sortOrder: number,
  yearlyMaximumCents: number | null = null,
) => ({
  id: `id-${code}`,
  code,
  name: code,
  type,
  sortOrder,
  yearlyMaximumCents,
});
const catalogue = new Map<string, CatalogueProduct>(
  [
    product('MB', 'MB', 10),
    product('AP-1', 'AP', 20, 25_000),
    product('AP-3', 'AP', 30, 100_000),
    product('ER', 'ER', 40, 150_000),
    product('TA', 'TA', 50, 25_000),
    product('OW-0', 'OW', 60),
  ].map((entry) => [entry.code, entry]),
);
const of = (...codes: string[]) => codes.map((code) => catalogue.get(code) as CatalogueProduct);

const person = (
  customerNumber: string,
  role: Role,
  birthDate: string,
  ...codes: string[]
): InsuredInYear => ({
  policyNumber: `P-${customerNumber}`,
  customerNumber,
  role,
  firstName: customerNumber,
  birthDate,
  policyStart: '2020-01-01',
  policyEnd: null,
  products: of(...codes),
});
const household = [
  person('mother', 'H', '1980-01-01', 'MB', 'AP-3', 'TA', 'OW-0'),
  person('father', 'P', '1981-01-01', 'MB', 'AP-1', 'OW-0'),
  person('child', 'M', '2015-06-01', 'MB', 'AP-3'),
];
const choice = (customerNumber: string, chosen: Partial<InsuredPersonChoice>): InsuredPersonChoice => ({
  customerNumber,
  basic: 'MB',
  additional: null,
  employerPackage: null,
  dental: null,
  excess: 'OW-0',
  ...chosen,
});
const codes = (list: readonly CatalogueProduct[] | undefined) => list?.map((entry) => entry.code);

describe('targetCover', () => {
  it('gives the children the packages of the one parent insured highest, not the best of each', () => {
    const target = targetCover(
      {
        agreementId: 1,
        year: 2027,
        insured: [choice('father', { additional: 'AP-1', employerPackage: 'ER' })],
      },
      household,
      catalogue,
      '2027-01-01',
    );
    expect(codes(target.get('P-father'))).toEqual(['MB', 'AP-1', 'ER', 'OW-0']);
    expect(codes(target.get('P-mother'))).toEqual(['MB', 'AP-3', 'TA', 'OW-0']);
    // The father's AP-1 and ER pay 1750 euro a year, the mother's AP-3 1000: the child follows him.
    expect(codes(target.get('P-child'))).toEqual(['MB', 'AP-1', 'ER']);
  });

  it('leaves a child with basic cover only when no parent has additional cover', () => {
    const target = targetCover(
      {
        agreementId: 1,
        year: 2027,
        insured: [choice('father', {}), choice('mother', { dental: 'TA' })],
      },
      household,
      catalogue,
      '2027-01-01',
    );
    expect(codes(target.get('P-child'))).toEqual(['MB']);
  });

  it('counts a child of 18 on the reference day as an adult who chooses', () => {
    const target = targetCover(
      { agreementId: 1, year: 2033, insured: [choice('child', { additional: 'AP-1' })] },
      household,
      catalogue,
      '2033-06-01',
    );
    expect(codes(target.get('P-child'))).toEqual(['MB', 'AP-1', 'OW-0']);
    expect(() =>
      targetCover(
        { agreementId: 1, year: 2033, insured: [choice('child', {})] },
        household,
        catalogue,
        '2033-05-31',
      ),
    ).toThrow(PolicyChangeRefused);
  });

  it('refuses a person named twice', () => {
    expect(() =>
      targetCover(
        { agreementId: 1, year: 2027, insured: [choice('father', {}), choice('father', {})] },
        household,
        catalogue,
        '2027-01-01',
      ),
    ).toThrow(/personNamedTwice/);
  });
});
