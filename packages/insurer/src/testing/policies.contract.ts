import { expect } from 'vitest';
import type { AreaCases } from './contract-case.ts';

/** Jan de Vries of the demo world: the first customer, insured since 2008 on agreement 10000001. */
const jan = { customerNumber: '20000001', policyNumber: '910100000101', insuredSince: '2008-01-01' };

export const policiesCases: AreaCases<'policies'> = {
  activeNumber: [
    {
      name: 'answers the policy that runs on the day, from its first day on',
      async run({ port }) {
        const answers = await Promise.all(
          [jan.insuredSince, '2024-06-15'].map((onDay) =>
            port.policies.activeNumber({ customerNumber: jan.customerNumber, onDay }),
          ),
        );
        expect(answers).toEqual([jan.policyNumber, jan.policyNumber]);
      },
    },
    {
      name: 'answers null on a day before the person was insured',
      async run({ port }) {
        const answer = await port.policies.activeNumber({
          customerNumber: jan.customerNumber,
          onDay: '2007-12-31',
        });
        expect(answer).toBeNull();
      },
    },
    {
      name: 'answers null for a customer number the insurer does not know',
      async run({ port }) {
        const answer = await port.policies.activeNumber({ customerNumber: '99999999', onDay: '2024-06-15' });
        expect(answer).toBeNull();
      },
    },
  ],
};
