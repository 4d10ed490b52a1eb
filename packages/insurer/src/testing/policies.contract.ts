import { expect } from 'vitest';
import type { AreaCases } from './contract-case.ts';

/** Jan de Vries of the demo world: the first customer, insured since 2008 on agreement 10000001. */
const jan = { customerNumber: '20000001', policyNumber: '910100000101', insuredSince: '2008-01-01' };
/** Jan holds the agreement (H); Sanne (17) and Tim (9) are co-insured on it. */
const viewers = {
  jan: { customerNumber: jan.customerNumber, role: 'H' },
  sanne: { customerNumber: '20000003', role: 'M' },
} as const;
const tim = '20000004';

// The demo world writes the products of this year and the last, on the day it is seeded.
const year = new Date().getFullYear();
const onDay = `${year}-01-02`;

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
  ofYear: [
    {
      name: "answers the person's policy in the year with its products, premiums and excess",
      async run({ port }) {
        const policy = await port.policies.ofYear({
          viewer: viewers.jan,
          customerNumber: jan.customerNumber,
          year,
          policyNumber: null,
          onDay,
        });
        expect(policy).toMatchObject({
          policyNumber: jan.policyNumber,
          customerNumber: jan.customerNumber,
          year,
          labelCode: 'default',
          startsOn: `${year}-01-01`,
          endsOn: null,
          paymentTermMonths: 1,
          runsOnDay: true,
          excess: { mandatory: 38_500, voluntary: 0, total: 38_500 },
        });
        expect(policy && 'products' in policy ? policy.products.map((line) => line.code) : policy).toEqual([
          'MB-NATURA',
          'AP-2',
          'TA-500',
          'OW-0',
        ]);
      },
    },
    {
      name: 'insures a child under 18 free, without excess',
      async run({ port }) {
        const policy = await port.policies.ofYear({
          viewer: viewers.jan,
          customerNumber: tim,
          year,
          policyNumber: null,
          onDay,
        });
        expect(policy).toMatchObject({ totalNetPremium: 0, totalDiscount: 0, excess: { total: 0 } });
      },
    },
    {
      name: 'answers null for a year without a policy, and for next year before its offer opens',
      async run({ port }) {
        const ofYear = (forYear: number, day: string) =>
          port.policies.ofYear({
            viewer: viewers.jan,
            customerNumber: jan.customerNumber,
            year: forYear,
            policyNumber: null,
            onDay: day,
          });
        expect(await ofYear(2007, onDay)).toBeNull();
        expect(await ofYear(year + 1, `${year}-06-15`)).toBeNull();
      },
    },
    {
      name: 'refuses a person the viewer may not see',
      refusal: 'not-in-household',
      run: ({ port }) =>
        port.policies.ofYear({
          viewer: viewers.sanne,
          customerNumber: jan.customerNumber,
          year,
          policyNumber: null,
          onDay,
        }),
    },
  ],
};
