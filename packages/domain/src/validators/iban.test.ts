import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, maskIban, validateIban } from './iban.ts';
import { ibanSchema, normalizeIban } from './iban-schema.ts';

/** A Dutch IBAN for any bank code and account number, with the mod-97 check digits computed. */
const dutchIban = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 4, maxLength: 4 }),
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 10, maxLength: 10 }),
  )
  .map(([bank, account]) => {
    const bban = `${bank}${account}`;
    const numeric = `${bban}NL00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
    const check = 98 - Number(BigInt(numeric) % 97n);
    return `NL${String(check).padStart(2, '0')}${bban}`;
  });

describe('validateIban', () => {
  it.each([
    ['NL91ABNA0417164300', null],
    ['NL91 ABNA 0417 1643 00', null],
    ['BE68539007547034', null],
    ['DE89370400440532013000', null],
    ['FR1420041010050500013M02606', null],
    ['GB29NWBK60161331926819', null],
    ['NO9386011117947', null],
    ['MT84MALT011000012345MTLCAST001S', null],
    ['', null],
    ['   ', null],
    ['NL91ABNA0417164301', 'validators.valid-iban'],
    ['NL91ABNA041716430', 'validators.valid-iban'],
    ['nl91abna0417164300', 'validators.valid-iban'],
    ['NL91-ABNA-0417-1643-00', 'validators.valid-iban'],
    ['XX91ABNA0417164300', 'validators.valid-iban'],
  ])('%s -> %s', (value, expected) => {
    expect(validateIban(value)).toBe(expected);
  });

  it('accepts every generated Dutch IBAN, formatted or not, and formatting round-trips', () => {
    fc.assert(
      fc.property(dutchIban, (iban) => {
        expect(validateIban(iban)).toBeNull();
        const friendly = formatIban(iban);
        expect(friendly).toMatch(/^NL\d{2} [A-Z]{4} \d{4} \d{4} \d{2}$/);
        expect(validateIban(friendly)).toBeNull();
        expect(normalizeIban(friendly)).toBe(iban);
      }),
    );
  });

  it('rejects a generated IBAN with two neighbouring account digits swapped', () => {
    fc.assert(
      fc.property(dutchIban, fc.integer({ min: 8, max: 16 }), (iban, position) => {
        fc.pre(iban[position] !== iban[position + 1]);
        const swapped = `${iban.slice(0, position)}${iban[position + 1]}${iban[position]}${iban.slice(position + 2)}`;
        expect(validateIban(swapped)).toBe('validators.valid-iban');
      }),
    );
  });

  it('outputs the electronic form through the schema', () => {
    expect(ibanSchema.parse('NL91 ABNA 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(ibanSchema.safeParse('NL00ABNA0417164300').error?.issues[0]?.message).toBe(
      'validators.valid-iban',
    );
  });
});

describe('isValidIban', () => {
  it.each([
    ['NL91ABNA0417164300', true],
    ['NL91 ABNA 0417 1643 00', true],
    ['NL92ABNA0417164300', false],
    ['NL91ABNA0417164301', false],
    ['nl91abna0417164300', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isValidIban(value)).toBe(expected);
  });
});

describe('maskIban', () => {
  it.each([
    ['NL91ABNA0417164300', 'NL91 **** **** **43 00'],
    ['nl91 abna 0417 1643 00', 'NL91 **** **** **43 00'],
    ['BE68539007547034', 'BE68 **** **** 7034'],
    ['DE89370400440532013000', 'DE89 **** **** **** **30 00'],
  ])('masks %s as %s', (iban, masked) => {
    expect(maskIban(iban)).toBe(masked);
  });
});
