import { expect } from 'vitest';
import type { AreaCases } from './contract-case.ts';

/**
 * Of the demo world: Jan de Vries (20000001) holds the De Vries agreement with dental cover of 500
 * euro and used 240 euro of this year's excess; Sanne (20000003, 17) and Tim (20000004, 9) are
 * co-insured; Peter Jansen (20000005) added 500 euro of voluntary excess.
 */
const jan = { customerNumber: '20000001', role: 'H' } as const;
const sanne = { customerNumber: '20000003', role: 'M' } as const;
const tim = '20000004';
const peter = { customerNumber: '20000005', role: 'H' } as const;

// The demo world writes its claims for this year and the last, on the day it is seeded.
const year = new Date().getFullYear();
const onDay = `${year}-01-02`;

export const consumptionCases: AreaCases<'consumption'> = {
  ofYear: [
    {
      name: "answers what handled claims used of the year's excess, GVS cap and dental maximum",
      async run({ port }) {
        const used = await port.consumption.ofYear({
          viewer: jan,
          customerNumber: jan.customerNumber,
          year,
          onDay,
        });
        expect(used).toMatchObject({
          excess: { total: 38_500, used: 24_000 },
          gvs: { total: 25_000 },
          dental: { total: 50_000 },
        });
      },
    },
    {
      name: 'adds the voluntary excess to the mandatory one, and asks none of a child under 18',
      async run({ port }) {
        const excessOf = async (viewer: typeof jan | typeof peter, customerNumber: string) => {
          const used = await port.consumption.ofYear({ viewer, customerNumber, year, onDay });
          return 'excess' in used ? used.excess.total : used;
        };
        expect(await excessOf(peter, peter.customerNumber)).toBe(88_500);
        expect(await excessOf(jan, tim)).toBe(0);
      },
    },
    {
      name: 'refuses a person the viewer may not see',
      refusal: 'not-in-household',
      run: ({ port }) =>
        port.consumption.ofYear({ viewer: sanne, customerNumber: jan.customerNumber, year, onDay }),
    },
  ],
};
