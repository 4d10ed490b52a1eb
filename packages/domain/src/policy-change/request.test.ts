import { describe, expect, it } from 'vitest';
import {
  hasAgreementEndedFor,
  isYearRequestable,
  type PolicyPeriod,
  policyYearMode,
  runsOnEveOf,
} from './request.ts';

const endingThisYear: PolicyPeriod = { startDate: '2020-01-01', endDate: '2026-12-31' };
const running: PolicyPeriod = { startDate: '2020-01-01', endDate: null };

describe('policyYearMode', () => {
  it('changes a year someone is insured in and requests one nobody is', () => {
    expect(policyYearMode([running], 2027)).toBe('change');
    expect(policyYearMode([endingThisYear], 2026)).toBe('change');
    expect(policyYearMode([endingThisYear], 2027)).toBe('request');
    expect(policyYearMode([{ startDate: '2027-03-01', endDate: null }], 2027)).toBe('change');
    expect(policyYearMode([], 2027)).toBe('request');
  });
});

describe('runsOnEveOf', () => {
  it('continues the policies that ran on 31 December of the year before, on both sides of that day', () => {
    const leftEarlier = { startDate: '2020-01-01', endDate: '2026-12-30' };
    const startsLater = { startDate: '2027-01-01', endDate: null };
    expect(
      [endingThisYear, leftEarlier, startsLater, running].filter((policy) => runsOnEveOf(policy, 2027)),
    ).toEqual([endingThisYear, running]);
  });
});

describe('hasAgreementEndedFor', () => {
  it('never for an open-ended agreement', () => {
    expect(hasAgreementEndedFor(null, 2027, '2026-11-30', 'change')).toBe(false);
    expect(hasAgreementEndedFor(null, 2027, '2026-11-30', 'request')).toBe(false);
  });

  it('a change: when it ended before today or before the year starts', () => {
    expect(hasAgreementEndedFor('2026-12-31', 2026, '2026-11-30', 'change')).toBe(false);
    expect(hasAgreementEndedFor('2026-12-31', 2027, '2026-11-30', 'change')).toBe(true);
    expect(hasAgreementEndedFor('2026-12-31', 2026, '2027-01-01', 'change')).toBe(true);
  });

  it('a request: only when it stopped before 31 December of the year before, whatever today is', () => {
    expect(hasAgreementEndedFor('2026-12-31', 2027, '2026-11-30', 'request')).toBe(false);
    expect(hasAgreementEndedFor('2026-12-31', 2027, '2027-01-31', 'request')).toBe(false);
    expect(hasAgreementEndedFor('2026-12-30', 2027, '2026-11-30', 'request')).toBe(true);
    expect(hasAgreementEndedFor('2025-12-31', 2027, '2026-11-30', 'request')).toBe(true);
  });
});

describe('isYearRequestable', () => {
  it('the year after an agreement and policy that end on 31 December', () => {
    expect(isYearRequestable(endingThisYear, [endingThisYear], 2027)).toBe(true);
  });

  it('not a year someone is insured in, nor one after a gap, nor one nobody would continue into', () => {
    expect(isYearRequestable(endingThisYear, [endingThisYear], 2026)).toBe(false);
    expect(isYearRequestable(running, [running], 2027)).toBe(false);
    expect(isYearRequestable(endingThisYear, [endingThisYear], 2028)).toBe(false);
    const leftInJune = { startDate: '2020-01-01', endDate: '2026-06-30' };
    expect(isYearRequestable(running, [leftInJune], 2027)).toBe(false);
  });
});
