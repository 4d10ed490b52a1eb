import { expect } from 'vitest';
import type { AreaCases } from './contract-case.ts';

export const addressesCases: AreaCases<'addresses'> = {
  lookup: [
    {
      name: 'answers the street and town of an address the register has',
      async run({ port }) {
        const answer = await port.addresses.lookup({ postalCode: '3584CX', houseNumber: 100 });
        expect(answer).toEqual({ street: 'Heidelberglaan', city: 'Utrecht' });
      },
    },
    {
      name: 'finds both ends of the house numbers a postal code covers, and nothing beyond them',
      async run({ port }) {
        const lookup = (houseNumber: number) => port.addresses.lookup({ postalCode: '1066CX', houseNumber });
        const answers = await Promise.all([120, 121, 125, 126].map(lookup));
        const plesmanlaan = { street: 'Plesmanlaan', city: 'Amsterdam' };
        expect(answers).toEqual([null, plesmanlaan, plesmanlaan, null]);
      },
    },
    {
      name: 'answers null for a postal code the register does not have',
      async run({ port }) {
        const answer = await port.addresses.lookup({ postalCode: '9999ZZ', houseNumber: 1 });
        expect(answer).toBeNull();
      },
    },
  ],
};
