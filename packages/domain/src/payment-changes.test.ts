import { describe, expect, it } from 'vitest';
import {
  isCustomerPaymentMethod,
  paymentChangeStartsOn,
  paymentTermChangeStartsOn,
  startsTermPeriod,
} from './payment-changes.ts';

describe('paymentChangeStartsOn (spec §9: a change before the 10th applies to the next month)', () => {
  it.each([
    ['2026-03-01', '2026-04-01'],
    ['2026-03-09', '2026-04-01'],
    ['2026-03-10', '2026-05-01'],
    ['2026-03-31', '2026-05-01'],
    ['2026-11-09', '2026-12-01'],
    ['2026-11-10', '2027-01-01'],
    ['2026-12-09', '2027-01-01'],
    ['2026-12-10', '2027-02-01'],
  ])('a change made on %s applies from %s', (today, start) => {
    expect(paymentChangeStartsOn(today)).toBe(start);
  });
});

describe('startsTermPeriod', () => {
  it.each([
    ['2026-05-01', 1, true],
    ['2026-05-02', 1, false],
    ['2026-04-01', 3, true],
    ['2026-05-01', 3, false],
    ['2026-07-01', 6, true],
    ['2026-04-01', 6, false],
    ['2027-01-01', 12, true],
    ['2026-07-01', 12, false],
  ] as const)('%s starts a period of %i months: %s', (date, term, expected) => {
    expect(startsTermPeriod(date, term)).toBe(expected);
  });
});

describe('paymentTermChangeStartsOn', () => {
  it.each([
    ['2026-03-09', 1, 3, '2026-04-01'],
    ['2026-03-10', 1, 3, '2026-07-01'],
    ['2026-02-05', 3, 1, '2026-04-01'],
    ['2026-02-05', 1, 6, '2026-07-01'],
    ['2026-03-09', 1, 12, '2027-01-01'],
    ['2026-11-09', 12, 1, '2027-01-01'],
    ['2026-12-10', 1, 12, '2028-01-01'],
    ['2026-06-20', 6, 3, '2027-01-01'],
    ['2026-06-05', 3, 6, '2026-07-01'],
  ] as const)('made on %s from %i to %i months starts on %s', (today, from, to, start) => {
    expect(paymentTermChangeStartsOn(today, from, to)).toBe(start);
  });
});

describe('isCustomerPaymentMethod', () => {
  it.each([
    ['DirectDebit', true],
    ['iDeal', true],
    ['Mail', true],
    ['BOR', false],
    ['TPS', false],
  ])('%s -> %s', (method, expected) => {
    expect(isCustomerPaymentMethod(method)).toBe(expected);
  });
});
