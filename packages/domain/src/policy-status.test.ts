import { describe, expect, it } from 'vitest';
import { policyStatusOn } from './policy-status.ts';

describe('policyStatusOn', () => {
  it.each([
    [{ startDate: '2025-01-01', endDate: null }, '2024-12-31', 'future'],
    [{ startDate: '2025-01-01', endDate: null }, '2025-01-01', 'active'],
    [{ startDate: '2025-01-01', endDate: '2025-12-31' }, '2025-12-31', 'active'],
    [{ startDate: '2025-01-01', endDate: '2025-12-31' }, '2026-01-01', 'ended'],
  ] as const)('%o on %s is %s', (period, onDate, expected) => {
    expect(policyStatusOn(period, onDate)).toBe(expected);
  });
});
