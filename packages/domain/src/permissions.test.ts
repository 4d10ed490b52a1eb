import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  flagPermission,
  isPermissionCode,
  permissionCodes,
  permissionFlags,
  serverOnlyPermissions,
  toPermissionFlags,
} from './permissions.ts';

const flagCodes = permissionFlags.map((flag) => flagPermission[flag]);
const serverOnly = new Set<string>(serverOnlyPermissions);

describe('permission mapping', () => {
  it('has no duplicate codes or flags', () => {
    expect(new Set(permissionCodes).size).toBe(permissionCodes.length);
    expect(new Set(permissionFlags).size).toBe(permissionFlags.length);
  });

  it('maps every flag to a distinct code', () => {
    expect(new Set(flagCodes).size).toBe(permissionFlags.length);
    expect(Object.keys(flagPermission).sort()).toEqual([...permissionFlags].sort());
  });

  it.each(permissionCodes)(
    'places %s either behind a flag or on the server-only list, never both',
    (code) => {
      const behindFlag = flagCodes.includes(code);
      expect(behindFlag !== serverOnly.has(code)).toBe(true);
    },
  );

  it('covers exactly the codes of spec §6', () => {
    expect(flagCodes.length + serverOnlyPermissions.length).toBe(permissionCodes.length);
  });

  it.each([
    ['mayReadInvoice', 'r-inv'],
    ['mayUpdateInsurance', 'u-ins'],
    ['mayCreateEHIC', 'c-ehic'],
    ['mayCompensationDocument', 'r-com-doc'],
    ['mayCreateInsuranceRight', 'c-insurance-right'],
  ] as const)('%s stands for %s', (flag, code) => {
    expect(flagPermission[flag]).toBe(code);
  });
});

describe('isPermissionCode', () => {
  it.each([
    ['r-inv', true],
    ['admin', true],
    ['R-INV', false],
    ['', false],
    ['mayReadInvoice', false],
  ])('%s -> %s', (value, expected) => {
    expect(isPermissionCode(value)).toBe(expected);
  });
});

describe('toPermissionFlags', () => {
  it('grants nothing for no codes', () => {
    expect(Object.values(toPermissionFlags([])).some(Boolean)).toBe(false);
  });

  it('grants every flag for every code', () => {
    expect(Object.values(toPermissionFlags(permissionCodes)).every(Boolean)).toBe(true);
  });

  it('ignores unknown codes and server-only codes', () => {
    const flags = toPermissionFlags(['r-inv', 'unknown', 'admin', 'r-pre']);
    expect(permissionFlags.filter((flag) => flags[flag])).toEqual(['mayReadInvoice']);
  });

  it('sets a flag exactly when its code is in the list', () => {
    fc.assert(
      fc.property(fc.subarray([...permissionCodes]), (codes) => {
        const flags = toPermissionFlags(codes);
        for (const flag of permissionFlags) {
          expect(flags[flag]).toBe(codes.includes(flagPermission[flag]));
        }
      }),
    );
  });
});
