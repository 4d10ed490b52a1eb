import { z } from 'zod/mini';
import { area, query } from '../operation.ts';
import { CustomerNumber, Day, PolicyNumber } from '../values.ts';

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
  },
);
