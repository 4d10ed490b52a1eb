import { describe, expect, it } from 'vitest';
import { collectionCostsOf, collectionDateOf, firstVisibleInvoiceDate } from './invoice-rules.ts';

describe('invoice rules', () => {
  it('keeps invoices from 1 January two years back (spec §9)', () => {
    expect(firstVisibleInvoiceDate('2026-11-25')).toBe('2024-01-01');
  });

  it.each([
    // Due on the collection day, or on the day of the retry after a failed attempt.
    ['DirectDebit', 10, '2026-11-27', '2026-11-27'],
    ['DirectDebit', 10, '2026-12-04', '2026-12-04'],
    ['DirectDebit', 9, '2026-10-28', '2026-10-28'],
    ['DirectDebit', 5, '2026-10-28', null],
    ['DirectDebit', 1, '2026-10-28', null],
    ['Mail', 1, '2026-10-28', null],
    ['iDeal', 9, '2026-10-28', null],
  ] as const)(
    'collects a %s invoice in status %i due %s on %s',
    (paymentType, statusId, expirationDate, date) => {
      expect(collectionDateOf({ paymentType, statusId, expirationDate })).toBe(date);
    },
  );

  it.each([
    [1, 20_000, 0],
    [2, 20_000, 0],
    [3, 20_000, 0],
    [4, 20_000, 0],
    [6, 20_000, 4_000],
    [6, 40_000, 6_000],
    [6, 1_000_000, 37_500],
    [6, 0, 0],
    [9, 20_000, 0],
  ])(
    'charges status %i with %i cents owed %i cents of collection costs',
    (statusId, remainingCents, costs) => {
      expect(collectionCostsOf({ statusId, remainingCents })).toBe(costs);
    },
  );
});
