import { describe, expect, it } from 'vitest';
import type { PaymentTermMonths } from '../constants/premium.ts';
import {
  latestInvoicedPeriodStart,
  nextPremiumCollectionDate,
  premiumDueDate,
  premiumInvoiceDay,
  premiumPeriodEnd,
  premiumPeriodStart,
} from './premium-calendar.ts';

describe('premium periods per payment term', () => {
  it.each([
    ['2026-11-27', 1, '2026-11-01', '2026-11-30'],
    ['2026-02-14', 1, '2026-02-01', '2026-02-28'],
    ['2026-11-27', 3, '2026-10-01', '2026-12-31'],
    ['2026-03-31', 3, '2026-01-01', '2026-03-31'],
    ['2026-04-01', 3, '2026-04-01', '2026-06-30'],
    ['2026-06-30', 6, '2026-01-01', '2026-06-30'],
    ['2026-07-01', 6, '2026-07-01', '2026-12-31'],
    ['2026-12-31', 12, '2026-01-01', '2026-12-31'],
  ] as const)('on %s a %s-month term runs from %s to %s', (date, term, start, end) => {
    expect(premiumPeriodStart(date, term)).toBe(start);
    expect(premiumPeriodEnd(start, term)).toBe(end);
  });

  it('invoices a period on the 10th of the month before it, across a year end too', () => {
    expect(premiumInvoiceDay('2026-12-01')).toBe('2026-11-10');
    expect(premiumInvoiceDay('2027-01-01')).toBe('2026-12-10');
  });
});

describe('latestInvoicedPeriodStart', () => {
  it.each<[today: string, term: PaymentTermMonths, expected: string, why: string]>([
    ['2026-11-09', 1, '2026-11-01', 'the day before the invoice day: the running month'],
    ['2026-11-10', 1, '2026-12-01', 'on the invoice day: next month'],
    ['2026-12-31', 1, '2027-01-01', 'on 31 December: January'],
    ['2027-01-01', 1, '2027-01-01', 'on 1 January: January, invoiced in December'],
    ['2026-11-27', 3, '2026-10-01', 'the next quarter is invoiced on 10 December'],
    ['2026-12-09', 3, '2026-10-01', 'the day before'],
    ['2026-12-10', 3, '2027-01-01', 'on the day'],
    ['2026-06-10', 6, '2026-07-01', 'the second half year on 10 June'],
    ['2026-06-09', 6, '2026-01-01', 'not on 9 June'],
    ['2026-12-10', 12, '2027-01-01', 'next year on 10 December'],
    ['2026-12-09', 12, '2026-01-01', 'not on 9 December'],
  ])('on %s with a %s-month term: %s (%s)', (today, term, expected) => {
    expect(latestInvoicedPeriodStart(today, term)).toBe(expected);
  });
});

describe('due dates', () => {
  it('falls due on the collection day of the period: the 28th or the business day before it', () => {
    expect(premiumDueDate('2026-12-01', '2026-11-10')).toBe('2026-12-28');
    expect(premiumDueDate('2026-11-01', '2026-10-10')).toBe('2026-11-27');
    expect(premiumDueDate('2027-03-01', '2027-02-10')).toBe('2027-03-25');
    expect(premiumDueDate('2027-01-01', '2026-12-10')).toBe('2027-01-28');
  });

  it('gives an invoice made late the next collection day, never one already past', () => {
    expect(premiumDueDate('2026-11-01', '2026-11-27')).toBe('2026-11-27');
    expect(premiumDueDate('2026-11-01', '2026-11-28')).toBe('2026-12-28');
    expect(nextPremiumCollectionDate('2026-12-29')).toBe('2027-01-28');
  });
});
