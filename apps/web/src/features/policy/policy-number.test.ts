import { describe, expect, it } from 'vitest';
import { formatPolicyNumber } from './policy-number.ts';

describe('formatPolicyNumber', () => {
  it('groups twelve digits in threes of four', () => {
    expect(formatPolicyNumber('123456789012')).toBe('1234 5678 9012');
  });

  it('leaves anything else as it came', () => {
    expect(formatPolicyNumber('12345')).toBe('12345');
    expect(formatPolicyNumber('')).toBe('');
  });
});
