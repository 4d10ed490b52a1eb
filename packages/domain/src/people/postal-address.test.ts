import { describe, expect, it } from 'vitest';
import { postalAddressLines } from './postal-address.ts';

const lindelaan = {
  street: 'Lindelaan',
  houseNumber: 12,
  houseNumberAddition: null,
  zipCode: '3521AB',
  city: 'Utrecht',
};

describe('postalAddressLines', () => {
  it.each([
    [lindelaan, ['Lindelaan 12', '3521 AB Utrecht']],
    [{ ...lindelaan, houseNumberAddition: 'a' }, ['Lindelaan 12a', '3521 AB Utrecht']],
    [{ ...lindelaan, houseNumberAddition: '' }, ['Lindelaan 12', '3521 AB Utrecht']],
    [{ ...lindelaan, houseNumberAddition: 'bis' }, ['Lindelaan 12 bis', '3521 AB Utrecht']],
    [{ ...lindelaan, houseNumberAddition: '2-hoog' }, ['Lindelaan 12 2-hoog', '3521 AB Utrecht']],
    [
      { street: 'Meir', houseNumber: 44, houseNumberAddition: null, zipCode: '2000', city: 'Antwerpen' },
      ['Meir 44', '2000 Antwerpen'],
    ],
  ])('%o -> %o', (address, lines) => {
    expect(postalAddressLines(address)).toEqual(lines);
  });
});
