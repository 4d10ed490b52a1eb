import type { CustomerSummary } from '@mijn/contract';
import { describe, expect, it } from 'vitest';
import { claimableCustomers, leavesOutOlderChildren } from './claimants.ts';

function person(
  customerNumber: string,
  role: CustomerSummary['role'],
  is16AndOlder: boolean,
): CustomerSummary {
  return {
    customerNumber,
    initials: 'X.',
    prefix: 'de',
    firstName: `P${customerNumber}`,
    lastName: 'Vries',
    birthDate: '2000-01-01',
    gender: 'male',
    role,
    isAdult: is16AndOlder,
    is16AndOlder,
  };
}

const household = [
  person('10000001', 'H', true),
  person('10000002', 'P', true),
  person('10000003', 'M', true),
  person('10000004', 'M', false),
];

describe('claimableCustomers (spec §6)', () => {
  it('lets the main insured claim for himself and co-insured under 16', () => {
    const chosen = claimableCustomers(household, { customerNumber: '10000001', role: 'H' });
    expect(chosen.map((customer) => customer.customerNumber)).toEqual(['10000001', '10000004']);
  });

  it('lets a partner claim only for herself', () => {
    const chosen = claimableCustomers(household, { customerNumber: '10000002', role: 'P' });
    expect(chosen.map((customer) => customer.customerNumber)).toEqual(['10000002']);
  });

  it('lets a co-insured of 16 or over claim only for himself', () => {
    const chosen = claimableCustomers(household, { customerNumber: '10000003', role: 'M' });
    expect(chosen.map((customer) => customer.customerNumber)).toEqual(['10000003']);
  });
});

describe('leavesOutOlderChildren (spec §6 privacy)', () => {
  it('is true for the main insured of a household with a co-insured of 16 or over', () => {
    expect(leavesOutOlderChildren(household, { customerNumber: '10000001', role: 'H' })).toBe(true);
  });

  it('is false when every co-insured is under 16, and for anyone but the main insured', () => {
    const young = household.filter((customer) => customer.customerNumber !== '10000003');
    expect(leavesOutOlderChildren(young, { customerNumber: '10000001', role: 'H' })).toBe(false);
    expect(leavesOutOlderChildren(household, { customerNumber: '10000002', role: 'P' })).toBe(false);
    expect(leavesOutOlderChildren(household, { customerNumber: '10000003', role: 'M' })).toBe(false);
  });
});
