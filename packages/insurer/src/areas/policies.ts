import { productTypes } from '@mijn/domain';
import { z } from 'zod/mini';
import { area, query } from '../operation.ts';
import { Cents, CustomerNumber, Day, PolicyNumber, Viewer } from '../values.ts';

/** A product a policy carries in the year, with its monthly premium for this person. */
const PricedLine = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(productTypes),
  collectivityDiscount: Cents,
  netPremium: Cents,
});

export const policies = area(
  'policies',
  "A person's policies: which runs on a day, and what it covers in a year.",
  {
    activeNumber: query({
      input: z.object({ customerNumber: CustomerNumber, onDay: Day }),
      output: z.nullable(PolicyNumber),
      latency: 'hot',
      doc: 'The number of the policy that runs on the day (the latest started, if two do); null when none does. The portal keeps the answer per customer until the policies change.',
    }),
    ofYear: query({
      input: z.object({
        viewer: Viewer,
        customerNumber: CustomerNumber,
        year: z.int(),
        /** One policy of the person's, or null for the first that runs in the year. */
        policyNumber: z.nullable(PolicyNumber),
        onDay: Day,
      }),
      output: z.nullable(
        z.object({
          policyNumber: PolicyNumber,
          customerNumber: CustomerNumber,
          year: z.int(),
          /** The collectivity (label) of the agreement. */
          labelCode: z.string(),
          /** The policy's first day in the year. */
          startsOn: Day,
          endsOn: z.nullable(Day),
          paymentTermMonths: z.int(),
          /** The policy runs on the day. */
          runsOnDay: z.boolean(),
          /** Monthly; children under 18 pay nothing. */
          products: z.array(PricedLine),
          totalDiscount: Cents,
          totalNetPremium: Cents,
          excess: z.object({ mandatory: Cents, voluntary: Cents, total: Cents }),
        }),
      ),
      refusals: { 'not-in-household': null },
      latency: 'read',
      doc: "A person's policy in a year with its products and monthly premiums; null when none runs in the year, or for next year before its offer opens.",
    }),
  },
);
