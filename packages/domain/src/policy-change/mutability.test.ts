import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDateBetween } from '../test-support/arbitraries.ts';
import {
  isPolicyYearChangeable,
  type PolicyChangeFacts,
  policyChangeDenials,
  policyChangeWindow,
  policyMutability,
} from './mutability.ts';

const allowed: PolicyChangeFacts = {
  isPolicyholder: true,
  hasPaymentDeficit: false,
  hasAgreementEnded: false,
  policyYear: 2027,
  today: '2026-11-27',
  paymentMethod: 'DirectDebit',
};

describe('policyChangeWindow', () => {
  it('opens on 1 November of the year before and closes on 31 January (spec §9)', () => {
    expect(policyChangeWindow(2027)).toEqual({ opensOn: '2026-11-01', closesOn: '2027-01-31' });
  });
});

describe('isPolicyYearChangeable', () => {
  it.each([
    ['2026-10-31', 2027, false],
    ['2026-11-01', 2027, true],
    ['2027-01-31', 2027, true],
    ['2027-02-01', 2027, false],
    ['2027-01-31', 2026, false],
  ] as const)('on %s the year %i: %s', (today, policyYear, changeable) => {
    expect(isPolicyYearChangeable(policyYear, today)).toBe(changeable);
  });
});

describe('policyMutability: the window, on both sides of each boundary', () => {
  it.each([
    ['2026-10-31', 2027, 'not-yet-possible'],
    ['2026-11-01', 2027, null],
    ['2026-12-31', 2027, null],
    ['2027-01-31', 2027, null],
    ['2027-02-01', 2027, 'not-yet-possible'],
    ['2027-01-31', 2028, 'not-yet-possible'],
    ['2026-11-01', 2028, 'not-yet-possible'],
    ['2027-01-01', 2026, 'not-yet-possible'],
  ] as const)('on %s the year %i: %s', (today, policyYear, reason) => {
    const result = policyMutability({ ...allowed, today, policyYear });
    expect(result.reason).toBe(reason);
    expect(result.isMutable).toBe(reason === null);
  });
});

describe('policyMutability: denial reasons in the priority order of spec §4', () => {
  const facts = (holding: readonly string[]): PolicyChangeFacts => ({
    ...allowed,
    isPolicyholder: !holding.includes('not-policyholder'),
    hasPaymentDeficit: holding.includes('payment-deficit'),
    hasAgreementEnded: holding.includes('agreement-ended'),
    today: holding.includes('not-yet-possible') ? '2026-10-15' : allowed.today,
  });

  it.each([
    [['payment-deficit', 'agreement-ended'], 'payment-deficit'],
    [['not-policyholder', 'payment-deficit', 'agreement-ended', 'not-yet-possible'], 'not-policyholder'],
    [['agreement-ended', 'not-yet-possible'], 'agreement-ended'],
    [['not-yet-possible'], 'not-yet-possible'],
  ] as const)('with %j the reason is %s', (holding, reason) => {
    expect(policyMutability(facts(holding)).reason).toBe(reason);
  });

  it('always names the first reason that holds', () => {
    fc.assert(
      fc.property(fc.subarray([...policyChangeDenials]), (holding) => {
        expect(policyMutability(facts(holding)).reason).toBe(holding[0] ?? null);
      }),
    );
  });
});

describe('policyMutability: the payment term', () => {
  it.each([
    [{}, true, null],
    [{ hasPaymentDeficit: true }, false, 'payment-deficit'],
    [{ today: '2027-02-01' }, false, 'not-yet-possible'],
    [{ paymentMethod: 'BOR' }, false, 'arranged-by-employer'],
    [{ paymentMethod: 'TPS' }, false, 'arranged-by-intermediary'],
    // From the 10th a payment change starts the month after next: December's reaches February.
    [{ today: '2026-12-09' }, true, null],
    [{ today: '2026-12-10' }, false, 'not-yet-possible'],
    [{ today: '2027-01-31' }, false, 'not-yet-possible'],
  ] as const)('%j: may change %s (%s)', (change, isMutable, reason) => {
    expect(policyMutability({ ...allowed, ...change }).paymentTerm).toEqual({ isMutable, reason });
  });

  it('is never changeable when the policy is not', () => {
    fc.assert(
      fc.property(isoDateBetween('2026-01-01', '2027-12-31'), fc.boolean(), (today, hasPaymentDeficit) => {
        const result = policyMutability({ ...allowed, today, hasPaymentDeficit });
        if (!result.isMutable) expect(result.paymentTerm.isMutable).toBe(false);
      }),
    );
  });
});
