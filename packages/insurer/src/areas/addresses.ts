import { MAX_HOUSE_NUMBER, postalCodePattern } from '@mijn/domain';
import { z } from 'zod/mini';
import { area, query } from '../operation.ts';

export const addresses = area(
  'addresses',
  'The register of Dutch addresses (the BAG) as the insurer consults it.',
  {
    lookup: query({
      input: z.object({
        /** Without a space: '3584CX'. */
        postalCode: z.string().check(z.regex(postalCodePattern)),
        houseNumber: z.int().check(z.gte(1), z.lte(MAX_HOUSE_NUMBER)),
      }),
      output: z.nullable(z.object({ street: z.string(), city: z.string() })),
      latency: 'read',
      doc: 'The street and town of a postal code and house number; null when the register has no such address.',
    }),
  },
);
