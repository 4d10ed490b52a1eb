import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMask, isMaskToken } from './input-mask.ts';
import { inputMasks } from './masks.ts';

const maskChars = fc.constantFrom('#', 'a', 'A', 'n', 'N', 'X', ' ', '-', '/', '.');
const mask = fc.string({ unit: maskChars, maxLength: 20 });
const typed = fc.string({ unit: fc.constantFrom(...'0123456789abcXYZ -/.é!'), maxLength: 30 });

describe('applyMask', () => {
  it.each([
    ['#### AA', '1234ab', '1234 AB'],
    ['#### AA', '1234 ab', '1234 AB'],
    ['#### AA', '1234', '1234'],
    ['#### AA', '1234 ', '1234 '],
    ['#### AA', '12a34', '1234'],
    ['#### AA', '1234ABC', '1234 AB'],
    ['#### aa', '1234AB', '1234 AB'],
    ['#### aa', '1234ab', '1234 ab'],
    ['nnn', 'a1!', 'a1'],
    ['NNN', 'a1b', 'A1B'],
    ['X-X', '!?', '!-?'],
    ['##-##-####', '17051990', '17-05-1990'],
    ['##-##-####', '17-05-1990', '17-05-1990'],
    ['##-##-####', '17/05/1990', '17-05-1990'],
    ['#########', '1234 5678 9', '123456789'],
    ['#### #### ####', '123456789012', '1234 5678 9012'],
    ['AA## NNNN NNNN NNNN NN', 'nl91abna0417164300', 'NL91 ABNA 0417 1643 00'],
    ['AA## NNNN NNNN NNNN NN', 'NL91 ABNA 0417 1643 00', 'NL91 ABNA 0417 1643 00'],
    ['AA## NNNN NNNN NNNN NN', ' NL 91-ABNA.0417 164300', 'NL91 ABNA 0417 1643 00'],
    ['', 'abc', ''],
  ])('%s of %s shows %s', (maskText, raw, shown) => {
    expect(applyMask(maskText, raw)).toBe(shown);
  });

  it('shows at most the mask, each character fitting its place', () => {
    fc.assert(
      fc.property(mask, typed, (maskText, raw) => {
        const shown = applyMask(maskText, raw);
        expect(shown.length).toBeLessThanOrEqual(maskText.length);
        [...shown].forEach((char, index) => {
          const place = maskText[index]!;
          if (!isMaskToken(place)) expect(char).toBe(place);
          else if (place === '#') expect(char).toMatch(/^[0-9]$/);
          else if (place === 'A') expect(char).toMatch(/^[A-Z]$/);
          else if (place === 'N') expect(char).toMatch(/^[A-Z0-9]$/);
          else if (place === 'a') expect(char).toMatch(/^[A-Za-z]$/);
          else if (place === 'n') expect(char).toMatch(/^[A-Za-z0-9]$/);
        });
      }),
    );
  });

  it('shows a prefix of the typing as a prefix of the display, so the caret can follow', () => {
    fc.assert(
      fc.property(mask, typed, fc.nat(), (maskText, raw, cut) => {
        const prefix = raw.slice(0, cut % (raw.length + 1));
        expect(applyMask(maskText, raw).startsWith(applyMask(maskText, prefix))).toBe(true);
      }),
    );
  });

  it('changes nothing when a display is masked again', () => {
    fc.assert(
      fc.property(mask, typed, (maskText, raw) => {
        const shown = applyMask(maskText, raw);
        expect(applyMask(maskText, shown)).toBe(shown);
      }),
    );
  });

  it('loses no digit, letter or typed literal that has a place', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 12 }), (digits) => {
        expect(applyMask(inputMasks.policyNumber, digits).replaceAll(' ', '')).toBe(digits);
      }),
    );
  });
});
