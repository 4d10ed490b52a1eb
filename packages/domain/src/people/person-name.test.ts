import { describe, expect, it } from 'vitest';
import { familyName, formalName, fullName } from './person-name.ts';

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
