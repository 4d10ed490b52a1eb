import { postalCodeSchema } from '@mijn/domain';
import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

/** A Dutch postal code as typed: any case, spaces allowed ("3584 cx" is 3584CX). */
const TypedPostalCode = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(10)),
    z.transform((value) => value.toUpperCase()),
  ),
  postalCodeSchema,
);

export const lookupAddress = endpoint({
  method: 'GET',
  path: 'Address/Lookup',
  permission: 'authenticated',
  summary:
    'The street and town of a Dutch postal code and house number, from the simulated address register; address null when not found',
  query: z.object({
    postalCode: TypedPostalCode,
    houseNumber: z.coerce.number().check(z.int(), z.gte(1), z.lte(99999)),
  }),
  response: z.object({ address: z.nullable(z.object({ street: z.string(), city: z.string() })) }),
  errors: [400, 401],
});
