import { roles } from '@mijn/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { CustomerNumber } from './policy.ts';

/** A person the user may see, as the customer pickers list them (spec §3 Customer, without address). */
export const CustomerSummary = z.object({
  customerNumber: CustomerNumber,
  initials: z.string(),
  prefix: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.iso.date(),
  gender: z.enum(['male', 'female']),
  role: z.enum(roles).describe('Role on the agreement: H main insured, P partner, M co-insured'),
  isAdult: z.boolean(),
  is16AndOlder: z.boolean(),
});
export type CustomerSummary = z.infer<typeof CustomerSummary>;

export const CustomerDetails = CustomerSummary.extend({
  maidenName: z.string().nullable(),
  prefixMaidenName: z.string().nullable(),
  address: z.object({
    street: z.string(),
    houseNumber: z.number().int(),
    houseNumberAddition: z.string().nullable(),
    zipCode: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  contactInfo: z.object({ email: z.string().nullable(), phoneNumber: z.string().nullable() }),
});
export type CustomerDetails = z.infer<typeof CustomerDetails>;

const Year = z.coerce.number().int().min(2000).max(2100);
const CustomerList = z.array(CustomerSummary).describe('The user first, then the others by birth date');

export const getAllCustomersWithPolicyForYear = endpoint({
  method: 'GET',
  path: 'Customer/GetAllCustomersWithPolicyForYear',
  permission: 'r-ins',
  summary:
    "Customers the user may see with a policy in the year; next year's offer counts only with checkForOffer once it is open",
  query: z.object({
    year: Year,
    checkForOffer: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
  }),
  response: CustomerList,
  errors: [400, 401, 403],
});

export const getAllCustomersWithActiveInsuranceCard = endpoint({
  method: 'GET',
  path: 'Customer/getAllCustomersWithActiveInsuranceCard',
  permission: 'r-ins',
  summary: 'Customers the user may see whose basic insurance (and so insurance card) covers today',
  response: CustomerList,
  errors: [401, 403],
});

export const getAllCustomersWithPolicy = endpoint({
  method: 'GET',
  path: 'Customer/GetAllCustomersWithPolicy',
  permission: 'r-ins',
  summary: 'Customers the user may see who have, had or are offered a policy',
  response: CustomerList,
  errors: [401, 403],
});

export const getAllCustomersWithPolicyInPast = endpoint({
  method: 'GET',
  path: 'Customer/GetAllCustomersWithPolicyInPast',
  permission: 'r-ins',
  summary: 'Customers the user may see who had cover in an earlier year',
  response: CustomerList,
  errors: [401, 403],
});

export const getAllCustomersWithActivePolicy = endpoint({
  method: 'GET',
  path: 'Customer/GetAllCustomersWithActivePolicy',
  permission: 'r-ins',
  summary: 'Customers the user may see whose policy covers today',
  response: CustomerList,
  errors: [401, 403],
});

/** Spec §7 writes GetCustomerDetails/ with a slash; the server ignores trailing slashes. */
export const getCustomerDetails = endpoint({
  method: 'GET',
  path: 'Customer/GetCustomerDetails',
  permission: 'r-per-det',
  summary: "A customer's personal details (the user's own when customerNumber is left out)",
  query: z.object({ customerNumber: CustomerNumber.optional() }),
  response: CustomerDetails,
  errors: [400, 401, 403],
});
