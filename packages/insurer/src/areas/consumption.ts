import { z } from 'zod/mini';
import { area, query } from '../operation.ts';
import { Cents, CustomerNumber, Day, Viewer } from '../values.ts';

/** One yearly limit and what handled claims used of it. */
const Pot = z.object({ total: Cents, used: Cents });

export const consumption = area(
  'consumption',
  "What a person used of a year's cover: the excess, the GVS, the dental and supplementary pots.",
  {
    ofYear: query({
      input: z.object({ viewer: Viewer, customerNumber: CustomerNumber, year: z.int(), onDay: Day }),
      output: z.object({
        /** The mandatory plus voluntary excess for an adult with basic cover (none under 18). */
        excess: Pot,
        /** The own contribution for medicines against its yearly cap. */
        gvs: Pot,
        /** Dental reimbursement against the dental product's yearly maximum; 0 without one. */
        dental: Pot,
      }),
      refusals: { 'not-in-household': null },
      latency: 'read',
      doc: "What a person's handled claims used of a year's excess, GVS cap and dental maximum; the age rules count on the day within the year, else on its last day.",
    }),
  },
);
