import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSpellingOf, nameLetters, personNameLimits, validatePersonName } from './person-name.ts';

describe('validatePersonName', () => {
  it.each([
    ['firstName', 'Jan', null],
    ['firstName', 'Jan Willem', null],
    ['firstName', 'Anne-Marie', null],
    ['firstName', 'Zoë', null],
    ['firstName', ' Jan ', null],
    ['firstName', '', 'validators.required-field'],
    ['firstName', '   ', 'validators.required-field'],
    ['firstName', 'J4n', 'validators.invalid-name'],
    ['firstName', 'Jan  Willem', 'validators.invalid-name'],
    ['firstName', 'Jan.', 'validators.invalid-name'],
    ['firstName', '<script>', 'validators.invalid-name'],
    ['firstName', 'a'.repeat(51), 'validators.name-too-long'],
    ['lastName', "D'Ancona", null],
    ['lastName', 'D’Ancona', null],
    ['lastName', 'Vries-Bakker', null],
    ['lastName', 'Bakker, de', null],
    ['lastName', 'a'.repeat(61), 'validators.name-too-long'],
    ['prefix', '', null],
    ['prefix', 'van der', null],
    ['prefix', "'t", null],
    ['prefix', 'van der den', 'validators.name-too-long'],
    ['initials', 'J.', null],
    ['initials', 'J.W.', null],
    ['initials', 'Th. J.', null],
    ['initials', 'J', 'validators.invalid-name'],
    ['initials', 'j.', 'validators.invalid-name'],
    ['initials', '', 'validators.required-field'],
  ] as const)('%s "%s" -> %s', (part, value, expected) => {
    expect(validatePersonName(part, value)).toBe(expected);
  });

  it('accepts any words of letters up to the limit and refuses any with a digit', () => {
    const word = fc.string({ unit: fc.constantFrom(..."abcdéëöçABZ-'"), minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 9 }),
        (words, digit) => {
          const name = words.join(' ');
          fc.pre(name.length <= personNameLimits.lastName);
          expect(validatePersonName('lastName', name)).toBeNull();
          expect(validatePersonName('lastName', `${name}${digit}`)).toBe('validators.invalid-name');
        },
      ),
    );
  });
});

describe('isSpellingOf', () => {
  it.each([
    [['de', 'Vries'], ['De', 'Vries'], true],
    [['de', 'Vries'], [null, 'de Vries'], true],
    [['de', 'Vries'], ['', 'De-Vries'], true],
    [[null, 'Jose'], [null, 'José'], true],
    [['van der', 'Berg'], ['van den', 'Berg'], false],
    [['de', 'Vries'], ['de', 'Jong'], false],
    [[null, null], [null, 'Bakker'], false],
    [[null, null], ['', ''], true],
  ] as const)('%o spelled as %o: %s', (registered, proposed, expected) => {
    expect(isSpellingOf(registered, proposed)).toBe(expected);
  });

  it('takes any change of case, accents and separators as spelling, and an added letter as another name', () => {
    const name = fc.string({ unit: fc.constantFrom(...'abcdefghij'), minLength: 1, maxLength: 12 });
    const accented = { a: 'á', e: 'ë', i: 'ï', c: 'ç' } as Record<string, string>;
    fc.assert(
      fc.property(name, fc.boolean(), fc.constantFrom(' ', '-', "'", ''), (letters, upper, separator) => {
        const respelled = [...letters]
          .map((letter, index) => (index === 1 ? separator : '') + (accented[letter] ?? letter))
          .join('');
        const cased = upper ? respelled.toUpperCase() : respelled;
        expect(isSpellingOf([letters], [cased])).toBe(true);
        expect(isSpellingOf([letters], [`${cased}x`])).toBe(false);
        expect(nameLetters(cased)).toBe(letters);
      }),
    );
  });
});
