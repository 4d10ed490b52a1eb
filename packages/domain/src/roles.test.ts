import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PermissionCode, permissionCodes } from './permissions.ts';
import { isRole, policyholderOnlyPermissions, rolePermissions, roles } from './roles.ts';

const policyholderOnly = new Set<PermissionCode>(policyholderOnlyPermissions);

describe('rolePermissions', () => {
  it('gives a main insured living abroad every code except admin', () => {
    expect(rolePermissions('H', { age: 45, livesAbroad: true })).toEqual(
      permissionCodes.filter((code) => code !== 'admin'),
    );
  });

  it('keeps the insurance-right check from everyone living in the Netherlands', () => {
    for (const role of roles) {
      const granted = rolePermissions(role, { age: 45 });
      expect(granted).not.toContain('c-insurance-right');
      expect(granted).not.toContain('r-insurance-right');
      expect(rolePermissions(role, { age: 45, livesAbroad: true })).toContain('c-insurance-right');
    }
  });

  it.each(['P', 'M'] as const)('keeps the policy, payment data and money owed from %s', (role) => {
    const granted = rolePermissions(role, { age: 30 });
    for (const code of ['u-ins', 'u-pay-det', 'c-ins-per', 'c-pay-arr', 'r-inv', 'r-pre'] as const) {
      expect(granted).not.toContain(code);
    }
  });

  it.each(['P', 'M'] as const)('lets %s use their own account for their own affairs', (role) => {
    const granted = rolePermissions(role, { age: 16 });
    for (const code of [
      'login',
      // The payment details screen, which tells them no agreement's payment details are theirs to see.
      'r-pay-det',
      'r-ins',
      'r-dec',
      'c-dec',
      'r-msg',
      'r-per-det',
      'u-per-det',
      'u-pw',
    ] as const) {
      expect(granted).toContain(code);
    }
  });

  it('gives a co-insured under 16 no account rights at all', () => {
    expect(rolePermissions('M', { age: 15 })).toEqual([]);
    expect(rolePermissions('M', { age: 16 }).length).toBeGreaterThan(0);
  });

  it('never grants admin and never grants a co-insured a policyholder-only code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...roles), fc.integer({ min: 0, max: 120 }), (role, age) => {
        const granted = rolePermissions(role, { age });
        expect(granted).not.toContain('admin');
        if (role !== 'H') expect(granted.some((code) => policyholderOnly.has(code))).toBe(false);
      }),
    );
  });

  it('grants partner and co-insured the same rights', () => {
    expect(rolePermissions('P', { age: 40 })).toEqual(rolePermissions('M', { age: 40 }));
  });
});

describe('isRole', () => {
  it.each([
    ['H', true],
    ['P', true],
    ['M', true],
    ['h', false],
    ['X', false],
  ])('%s -> %s', (value, expected) => {
    expect(isRole(value)).toBe(expected);
  });
});
