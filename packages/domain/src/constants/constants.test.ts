import { describe, expect, it } from 'vitest';
import { MANDATORY_EXCESS_CENTS, MAX_TOTAL_EXCESS_CENTS, VOLUNTARY_EXCESS_OPTIONS_CENTS } from './excess.ts';
import {
  PAYMENT_ARRANGEMENT_MAX_TERMS,
  PAYMENT_ARRANGEMENT_MIN_INVOICE_CENTS,
  PAYMENT_ARRANGEMENT_MIN_TERM_CENTS,
  PAYMENT_ARRANGEMENT_MIN_TERMS,
} from './payment-arrangement.ts';
import { MAX_UPLOAD_TOTAL_BYTES } from './uploads.ts';

describe('business constants of spec §9', () => {
  it('adds the largest voluntary excess to the mandatory one for a total of 885 euro', () => {
    expect(MANDATORY_EXCESS_CENTS + Math.max(...VOLUNTARY_EXCESS_OPTIONS_CENTS)).toBe(MAX_TOTAL_EXCESS_CENTS);
    expect(MAX_TOTAL_EXCESS_CENTS).toBe(88_500);
  });

  it('lets the smallest arrangement be paid in the fewest terms of at least the minimum term amount', () => {
    expect(PAYMENT_ARRANGEMENT_MIN_INVOICE_CENTS / PAYMENT_ARRANGEMENT_MIN_TERMS).toBeGreaterThanOrEqual(
      PAYMENT_ARRANGEMENT_MIN_TERM_CENTS,
    );
    expect(PAYMENT_ARRANGEMENT_MIN_TERMS).toBeLessThan(PAYMENT_ARRANGEMENT_MAX_TERMS);
  });

  it('measures the upload limit in mebibytes', () => {
    expect(MAX_UPLOAD_TOTAL_BYTES).toBe(20_971_520);
  });
});
