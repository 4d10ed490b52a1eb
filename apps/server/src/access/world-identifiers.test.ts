import { describe, expect, it } from 'vitest';
import { type Household, markersOf, type Person, targetsOf } from './world-identifiers.ts';

const today = '2026-11-25';

const person = (
  customerNumber: string,
  agreementId: number,
  role: Person['role'],
  birthDate: string,
): Person => ({
  customerNumber,
  username: null,
  agreementId,
  role,
  birthDate,
  names: [`Name ${customerNumber}`],
  registered: {
    firstName: 'Name',
    initials: 'N.',
    prefix: null,
    lastName: customerNumber,
    prefixMaidenName: null,
    maidenName: null,
    street: 'Kerkplein',
    houseNumber: 1,
    houseNumberAddition: null,
    zipCode: '5611AB',
    city: 'Eindhoven',
    country: 'NL',
  },
  email: `${customerNumber}@example.nl`,
  bsn: `bsn-${customerNumber}`,
  policyNumbers: [`policy-${customerNumber}`],
  declarations: [{ declarationId: `D-${customerNumber}`, recordId: `R-${customerNumber}` }],
  documentIds: [`doc-${customerNumber}`],
  genericDocumentIds: [],
});

const jan = person('1', 101, 'H', '1980-03-14');
const anna = person('2', 101, 'P', '1982-07-22');
const sanne = person('3', 101, 'M', '2009-11-25');
const tim = person('4', 101, 'M', '2017-11-25');
const peter = person('5', 102, 'H', '1974-11-02');
const family: Household = {
  agreementId: 101,
  contractCode: 'ZZ-PARTICULIER',
  policyholder: '1',
  ibans: ['NL01BANK'],
  invoiceNumbers: ['inv-101'],
  members: [jan, anna, sanne, tim],
};
const single: Household = {
  agreementId: 102,
  contractCode: 'AEV-COLLECTIEF',
  policyholder: '5',
  ibans: ['NL02BANK'],
  invoiceNumbers: ['inv-102'],
  members: [peter],
};
const households = [family, single];

const whom = (user: Person) =>
  targetsOf(user, households, today).map((target) => target.person.customerNumber);

describe('targetsOf (spec §6)', () => {
  it('gives a co-insured of 16 or over everyone but herself, her parents and brother included', () => {
    expect(whom(sanne)).toEqual(['1', '2', '4', '5']);
  });

  it('lets the policyholder see his children under 16, not his partner or his daughter of 17', () => {
    expect(whom(jan)).toEqual(['2', '3', '5']);
  });

  it('gives the partner everyone but herself', () => {
    expect(whom(anna)).toEqual(['1', '3', '4', '5']);
  });
});

describe('markersOf', () => {
  const [, , , ofPeter] = targetsOf(sanne, households, today);
  const [annaForJan] = targetsOf(jan, households, today);

  it('counts the names, agreement and invoices of another household as foreign', () => {
    const { exact, within } = markersOf(ofPeter!, false);
    expect(exact).toEqual(expect.arrayContaining(['5', 'policy-5', 'D-5', 'R-5', 'doc-5', '102', 'inv-102']));
    expect(within).toEqual(expect.arrayContaining(['Name 5', '5@example.nl', 'NL02BANK']));
  });

  it("shows the policyholder his family's participation only in the agreement overview", () => {
    expect(markersOf(annaForJan!, false).exact).toEqual(expect.arrayContaining(['2', 'policy-2', 'D-2']));
    expect(markersOf(annaForJan!, true).exact).not.toContain('2');
    expect(markersOf(annaForJan!, true).exact).toContain('D-2');
  });

  it("keeps the family's invoices from everyone but the policyholder", () => {
    const [janForSanne] = targetsOf(sanne, households, today);
    expect(markersOf(janForSanne!, false).exact).toContain('inv-101');
    expect(markersOf(annaForJan!, false).exact).not.toContain('inv-101');
  });
});
