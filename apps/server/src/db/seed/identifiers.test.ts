import { isValidBsn, isValidIban } from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import { policyNumberFor } from '../../core/policy-numbers.ts';
import { accountNumberFrom, bsnSequence, dutchIban, passesAccountElevenProof } from './identifiers.ts';

const take = <T>(generator: Generator<T>, count: number): T[] => {
  const values: T[] = [];
  for (const value of generator) {
    values.push(value);
    if (values.length === count) break;
  }
  return values;
};

describe('BSN', () => {
  it('generates distinct valid numbers in the fictitious 9999 range', () => {
    const bsns = take(bsnSequence(), 200);
    expect(new Set(bsns).size).toBe(200);
    for (const bsn of bsns) {
      expect(isValidBsn(bsn)).toBe(true);
      expect(bsn.startsWith('9999')).toBe(true);
    }
  });
});

describe('IBAN', () => {
  it('computes the check digits of the ISO 13616 example', () => {
    expect(dutchIban('ABNA', '0417164300')).toBe('NL91ABNA0417164300');
  });

  it('builds valid IBANs whose account numbers pass the old 11-proof', () => {
    for (const stem of [1, 4_718_237, 315_402_871, 999_999_990]) {
      const accountNumber = accountNumberFrom(stem);
      expect(accountNumber).toMatch(/^\d{10}$/);
      expect(passesAccountElevenProof(accountNumber)).toBe(true);
      expect(isValidIban(dutchIban('INGB', accountNumber))).toBe(true);
    }
  });

  it('refuses a malformed bank code or account number', () => {
    expect(() => dutchIban('ING', '0417164300')).toThrow();
    expect(() => dutchIban('INGB', '417164300')).toThrow();
  });
});

describe('policy number', () => {
  it('has 12 digits: UZOVI code, agreement, member', () => {
    expect(policyNumberFor('9101', 10_000_001, 3)).toBe('910100000103');
  });
});
