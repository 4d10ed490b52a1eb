import { postalCodeSchema } from '@mijn/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** A Dutch postal code as typed: any case, spaces allowed ("3584 cx" is 3584CX). */
const TypedPostalCode = z
  .string()
  .max(10)
  .transform((value) => value.toUpperCase())
  .pipe(postalCodeSchema);

export const lookupAddress = endpoint({
  method: 'GET',
  path: 'Address/Lookup',
  permission: 'authenticated',
  summary:
    'The street and town of a Dutch postal code and house number, from the simulated address register; address null when not found',
  query: z.object({
    postalCode: TypedPostalCode,
    houseNumber: z.coerce.number().int().min(1).max(99999),
  }),
  response: z.object({ address: z.object({ street: z.string(), city: z.string() }).nullable() }),
  errors: [400, 401],
});
