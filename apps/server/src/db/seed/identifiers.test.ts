import { describe, expect, it } from 'vitest';
import { ageOn, yearsBefore } from './calendar.ts';
import {
  accountNumberFrom,
  bsnSequence,
  dutchIban,
  isValidBsn,
  isValidIban,
  passesAccountElevenProof,
  policyNumberFor,
} from './identifiers.ts';

const take = <T>(generator: Generator<T>, count: number): T[] => {
  const values: T[] = [];
  for (const value of generator) {
    values.push(value);
    if (values.length === count) break;
  }
  return values;
};

describe('BSN', () => {
  it.each(['111222333', '123456782'])('accepts %s, which passes the 11-check', (bsn) => {
    expect(isValidBsn(bsn)).toBe(true);
  });

  it.each(['111222334', '123456789', '000000000', '12345678', '12345678a'])('refuses %s', (bsn) => {
    expect(isValidBsn(bsn)).toBe(false);
  });

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

  it('checks mod 97', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('NL91 ABNA 0417 1643 00')).toBe(true);
    expect(isValidIban('NL92ABNA0417164300')).toBe(false);
    expect(isValidIban('NL91ABNA0417164301')).toBe(false);
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

describe('calendar', () => {
  it('counts completed years of age', () => {
    expect(ageOn('1980-03-14', '2026-03-13')).toBe(45);
    expect(ageOn('1980-03-14', '2026-03-14')).toBe(46);
  });

  it('turns 29 February into 28 February in a common year, so the age is still reached that day', () => {
    expect(yearsBefore('2028-02-29', 17)).toBe('2011-02-28');
    expect(ageOn(yearsBefore('2028-02-29', 17), '2028-02-29')).toBe(17);
    expect(yearsBefore('2028-02-29', 4)).toBe('2024-02-29');
  });
});
