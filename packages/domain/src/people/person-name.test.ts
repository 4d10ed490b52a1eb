import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_ELLIPSIS_LENGTH, NAME_ELLIPSIS_LENGTH_EXTRA_SMALL } from '../constants/ui.ts';
import { familyName, formalName, fullName, shortenName } from './person-name.ts';

describe('fullName', () => {
  it.each([
    [{ firstName: 'Jan', prefix: 'de', lastName: 'Vries' }, 'Jan de Vries'],
    [{ firstName: 'Anna', prefix: 'van der', lastName: 'Berg' }, 'Anna van der Berg'],
    [{ firstName: 'Peter', prefix: null, lastName: 'Jansen' }, 'Peter Jansen'],
    [{ firstName: 'Peter', prefix: '', lastName: 'Jansen' }, 'Peter Jansen'],
    [{ firstName: 'Peter', lastName: 'Jansen' }, 'Peter Jansen'],
  ])('%o is "%s"', (person, name) => {
    expect(fullName(person)).toBe(name);
  });
});

describe('formalName', () => {
  it.each([
    [{ initials: 'J.', prefix: 'de', lastName: 'Vries' }, 'J. de Vries'],
    [{ initials: 'F.', prefix: null, lastName: 'Bakker' }, 'F. Bakker'],
    [{ initials: null, prefix: 'de', lastName: 'Vries' }, 'de Vries'],
  ])('%o is "%s"', (person, name) => {
    expect(formalName(person)).toBe(name);
  });
});

describe('familyName', () => {
  it.each([
    [{ prefix: 'de', lastName: 'Vries' }, 'de Vries'],
    [{ prefix: null, lastName: 'Smit' }, 'Smit'],
    [{ lastName: 'Smit' }, 'Smit'],
  ])('%o is "%s"', (person, name) => {
    expect(familyName(person)).toBe(name);
  });
});

describe('shortenName', () => {
  it.each([
    ['Jan de Vries', NAME_ELLIPSIS_LENGTH, 'Jan de Vries'],
    [
      'Emma Wilhelmina Catharina Josephine de Vries',
      NAME_ELLIPSIS_LENGTH,
      'Emma Wilhelmina Catharina Josephine…',
    ],
    ['Jan de Vries', NAME_ELLIPSIS_LENGTH_EXTRA_SMALL, 'Jan de Vr…'],
    ['Anna van der Berg', NAME_ELLIPSIS_LENGTH_EXTRA_SMALL, 'Anna van…'],
    ['Peter Jan', NAME_ELLIPSIS_LENGTH_EXTRA_SMALL, 'Peter Jan'],
    ['Zoë Ünal-Ørsted', 5, 'Zoë Ü…'],
  ])('%s at %i is "%s"', (name, length, shown) => {
    expect(shortenName(name, length)).toBe(shown);
  });

  it('keeps a name that fits, and cuts a longer one to its start and an ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.integer({ min: 1, max: 40 }), (name, length) => {
        const shown = shortenName(name, length);
        if (Array.from(name).length <= length) {
          expect(shown).toBe(name);
        } else {
          expect(shown.endsWith('…')).toBe(true);
          expect(Array.from(shown).length).toBeLessThanOrEqual(length + 1);
          expect(name.startsWith(shown.slice(0, -1))).toBe(true);
        }
      }),
    );
  });
});
