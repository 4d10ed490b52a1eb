import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidBsn } from '../validators/bsn.ts';
import { validateIban } from '../validators/iban.ts';
import { validatePolicyNumber } from '../validators/policy-number.ts';
import { validatePostalCode } from '../validators/postal-code.ts';
import { applyMask } from './input-mask.ts';
import { inputMasks } from './masks.ts';

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
const letters = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: length, maxLength: length });

/** A Dutch IBAN with its mod-97 check digits, typed in lower case without spaces. */
const typedDutchIban = fc.tuple(letters(4), digits(10)).map(([bank, account]) => {
  const bban = `${bank.toUpperCase()}${account}`;
  const numeric = `${bban}NL00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  const check = 98 - Number(BigInt(numeric) % 97n);
  return `nl${String(check).padStart(2, '0')}${bban}`.toLowerCase();
});

describe('the masks give what the validators accept', () => {
  it('a postal code typed in lower case, with or without its space', () => {
    fc.assert(
      fc.property(digits(3), letters(2), fc.boolean(), (rest, end, spaced) => {
        const shown = applyMask(inputMasks.postalCode, `1${rest}${spaced ? ' ' : ''}${end}`);
        expect(shown).toBe(`1${rest} ${end.toUpperCase()}`);
        expect(validatePostalCode(shown)).toBeNull();
      }),
    );
  });

  it('an IBAN typed in lower case, shown in groups of four', () => {
    fc.assert(
      fc.property(typedDutchIban, (typed) => {
        const shown = applyMask(inputMasks.iban, typed);
        expect(shown).toMatch(/^NL\d{2} [A-Z]{4} \d{4} \d{4} \d{2}$/);
        expect(validateIban(shown)).toBeNull();
      }),
    );
  });

  it('a BSN and a policy number, whatever people type between the digits', () => {
    expect(isValidBsn(applyMask(inputMasks.bsn, '1112 22 333'))).toBe(true);
    fc.assert(
      fc.property(digits(12), (number) => {
        const shown = applyMask(inputMasks.policyNumber, number.replace(/(\d{3})/g, '$1-'));
        expect(validatePolicyNumber(shown.replaceAll(' ', ''))).toBeNull();
      }),
    );
  });
});
