import { describe, expect, it } from 'vitest';
import { isYearVisible, openOfferYear } from './offer-year.ts';

describe('openOfferYear', () => {
  it('opens next year on 1 November and keeps it open to the end of the year', () => {
    expect(openOfferYear('2026-10-31')).toBeNull();
    expect(openOfferYear('2026-11-01')).toBe(2027);
    expect(openOfferYear('2026-12-31')).toBe(2027);
    expect(openOfferYear('2027-01-01')).toBeNull();
  });
});

describe('isYearVisible', () => {
  it('shows earlier years and this year always, next year only once offered, never later', () => {
    expect(isYearVisible(2025, '2026-05-17')).toBe(true);
    expect(isYearVisible(2026, '2026-05-17')).toBe(true);
    expect(isYearVisible(2027, '2026-05-17')).toBe(false);
    expect(isYearVisible(2027, '2026-11-22')).toBe(true);
    expect(isYearVisible(2028, '2026-11-22')).toBe(false);
  });
});
