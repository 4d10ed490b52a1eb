import { describe, expect, it } from 'vitest';
import { mayActFor } from './acting-for.ts';
import type { Role } from './roles.ts';

const user = (role: Role) => ({ customerNumber: '100', role });
const member = (role: Role, is16AndOlder: boolean, customerNumber = '200') => ({
  customerNumber,
  role,
  is16AndOlder,
});

describe('mayActFor', () => {
  it.each([
    ['a main insured for a co-insured under 16', user('H'), member('M', false), true],
    ['a main insured for a co-insured of 16 or over', user('H'), member('M', true), false],
    ['a main insured for their partner', user('H'), member('P', true), false],
    ['a main insured for a partner under 16', user('H'), member('P', false), false],
    ['a partner for a co-insured under 16', user('P'), member('M', false), false],
    ['a co-insured for a younger co-insured', user('M'), member('M', false), false],
    ['a main insured for themselves', user('H'), member('H', true, '100'), true],
    ['a partner for themselves', user('P'), member('P', true, '100'), true],
    ['a co-insured under 16 for themselves', user('M'), member('M', false, '100'), true],
  ])('%s: %o acting for %o is %s', (_case, actor, subject, expected) => {
    expect(mayActFor(actor, subject)).toBe(expected);
  });
});
