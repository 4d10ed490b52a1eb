import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeMatches,
} from './verification-codes.ts';

const code = fc.integer({ min: 0, max: 99_999 }).map((n) => String(n).padStart(5, '0'));

describe('one-time codes', () => {
  it('are always 5 digits, and spread over the whole range', () => {
    const seen = Array.from({ length: 2000 }, generateVerificationCode);
    for (const value of seen) expect(value).toMatch(/^\d{5}$/);
    expect(new Set(seen.map((value) => value[0])).size).toBe(10);
    expect(new Set(seen).size).toBeGreaterThan(1900);
  });

  it('match their own hash only: another code or another attempt never does', () => {
    fc.assert(
      fc.property(code, code, fc.uuid(), fc.uuid(), (a, b, first, second) => {
        const stored = hashVerificationCode('pepper-for-the-test', first, a);
        expect(verificationCodeMatches('pepper-for-the-test', first, a, stored)).toBe(true);
        expect(verificationCodeMatches('pepper-for-the-test', first, b, stored)).toBe(a === b);
        expect(verificationCodeMatches('pepper-for-the-test', second, a, stored)).toBe(first === second);
        expect(verificationCodeMatches('another-pepper-value', first, a, stored)).toBe(false);
      }),
    );
  });
});
