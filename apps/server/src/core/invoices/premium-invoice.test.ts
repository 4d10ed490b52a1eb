import { describe, expect, it } from 'vitest';
import { excessInvoiceNumber, premiumInvoiceNumber } from './premium-invoice.ts';

describe('invoice numbers', () => {
  it('keep the five-digit form of the first agreements (the demo world)', () => {
    expect(premiumInvoiceNumber(10_000_001, '2027-01-01')).toBe('202701000011');
    expect(excessInvoiceNumber(10_000_006, '2026-11-27')).toBe('202611000062');
  });

  it('differ for agreements that share their last five digits', () => {
    const numbers = [10_000_001, 10_100_001, 10_500_001, 1, 100_001, 2_000_000_001].map((id) =>
      premiumInvoiceNumber(id, '2027-01-01'),
    );
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(premiumInvoiceNumber(10_500_001, '2027-01-01')).toBe('202701105000011');
    expect(premiumInvoiceNumber(1, '2027-01-01')).toBe('202701000000011');
  });

  it('fit the contract’s 20 characters for any agreement id the database holds', () => {
    expect(premiumInvoiceNumber(2_147_483_647, '2027-01-01')).toHaveLength(17);
  });
});
