import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  employerPackageTypes,
  isBasicPackageId,
  isEmployerPackageType,
  isProductType,
  productTypeDescriptionKeys,
  productTypes,
} from './product-types.ts';

describe('isBasicPackageId', () => {
  it.each([
    [1112, false],
    [1113, true],
    [1115, true],
    [1118, true],
    [1119, false],
    [1113.5, false],
  ])('%s -> %s', (id, expected) => {
    expect(isBasicPackageId(id)).toBe(expected);
  });

  it('accepts exactly the six ids 1113 to 1118', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (id) => {
        expect(isBasicPackageId(id)).toBe(id >= 1113 && id <= 1118);
      }),
    );
  });
});

describe('product types', () => {
  it('has a description key for every type', () => {
    for (const type of productTypes) expect(productTypeDescriptionKeys[type]).toMatch(/^product-types\./);
  });

  it.each([
    ['XA', true],
    ['KL', true],
    ['AP', false],
    ['MB', false],
  ])('isEmployerPackageType(%s) -> %s', (type, expected) => {
    expect(isEmployerPackageType(type)).toBe(expected);
  });

  it('knows the product types and only those', () => {
    expect(employerPackageTypes.every(isProductType)).toBe(true);
    expect(isProductType('TA')).toBe(true);
    expect(isProductType('ZZ')).toBe(false);
  });
});
