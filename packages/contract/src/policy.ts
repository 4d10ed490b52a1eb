import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const CustomerNumber = z.string().regex(/^\d{8}$/, 'A customer number has 8 digits');

export const getActivePolicyNumber = endpoint({
  method: 'GET',
  path: 'Policy/GetActivePolicyNumber',
  permission: 'r-ins',
  summary: 'The policy number of the active policy of the user, or of a family member they may act for',
  query: z.object({ customerNumber: CustomerNumber.optional() }),
  response: z.object({
    policyNumber: z
      .string()
      .regex(/^\d{12}$/)
      .nullable(),
  }),
  errors: [400, 401, 403],
});
