import {
  houseNumberSchema,
  normalizePostalCode,
  type PersonNamePart,
  roles,
  validatePersonName,
  validatorMessages,
} from '@mijn/domain';
import { z } from 'zod/mini';
import { dutchPostalCodeIssues, report, whenValid } from './cross-field.ts';
import { endpoint } from './endpoint.ts';
import { preprocess } from './form-fields.ts';
import { CustomerNumber } from './policy.ts';

/** A person the user may see, as the customer pickers list them (spec §3 Customer, without address). */
export const CustomerSummary = z.object({
  customerNumber: CustomerNumber,
  initials: z.string(),
  prefix: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.iso.date(),
  gender: z.enum(['male', 'female']),
  role: z.enum(roles).check(z.describe('Role on the agreement: H main insured, P partner, M co-insured')),
  isAdult: z.boolean(),
  is16AndOlder: z.boolean(),
});
export type CustomerSummary = z.infer<typeof CustomerSummary>;

export const CustomerDetails = z.extend(CustomerSummary, {
  socialSecurityNumber: z
    .string()
    .check(
      z.describe(
        'BSN (spec §3), masked: all but its last three digits are •. The full number is Customer/RevealSocialSecurityNumber, asked after the privacy popup',
      ),
    ),
  maidenName: z.nullable(z.string()),
  prefixMaidenName: z.nullable(z.string()),
  address: z.object({
    street: z.string(),
    houseNumber: z.number().check(z.int()),
    houseNumberAddition: z.nullable(z.string()),
    zipCode: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  contactInfo: z.object({ email: z.nullable(z.string()), phoneNumber: z.nullable(z.string()) }),
});
export type CustomerDetails = z.infer<typeof CustomerDetails>;

const Year = z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100));
const CustomerList = z
  .array(CustomerSummary)
  .check(z.describe('The user first, then the others by birth date'));

export const getAllCustomersWithPolicyForYear = endpoint({
  method: 'GET',
  path: 'Customer/GetAllCustomersWithPolicyForYear',
  permission: 'r-ins',
  summary:
    "Customers the user may see with a policy in the year; next year's offer counts only with checkForOffer once it is open",
  query: z.object({
    year: Year,
    checkForOffer: z.pipe(
      z.optional(z.enum(['true', 'false'])),
      z.transform((value) => value === 'true'),
    ),
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
  query: z.object({ customerNumber: z.optional(CustomerNumber) }),
  response: CustomerDetails,
  errors: [400, 401, 403],
});

export const revealSocialSecurityNumber = endpoint({
  method: 'GET',
  path: 'Customer/RevealSocialSecurityNumber',
  permission: 'r-per-det',
  summary:
    "The full BSN of a customer whose details the user may see (the user's own when customerNumber is left out), asked when the person confirms the privacy popup (spec §2 Other)",
  query: z.object({ customerNumber: z.optional(CustomerNumber) }),
  response: z.object({ socialSecurityNumber: z.string().check(z.describe('The BSN, unmasked')) }),
  errors: [400, 401, 403],
});

export const nameOf = (part: PersonNamePart) =>
  z.string().check(
    z.superRefine((value, context) => {
      const message = validatePersonName(part, value);
      if (message !== null) context.addIssue({ code: 'custom', message });
    }),
  );
/** A name part that may be left out: empty is stored as none (a prefix, a birth name). */
export const optionalNameOf = (part: PersonNamePart) =>
  z.pipe(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) => value.trim()),
      ),
      z.union([nameOf(part), z.literal('')]),
    ),
    z.transform((value) => (value === '' ? null : value)),
  );

const CustomerAddressShape = z.object({
  street: z.string().check(z.trim(), z.minLength(1, validatorMessages.requiredField), z.maxLength(100)),
  houseNumber: preprocess((value) => (typeof value === 'number' ? String(value) : value), houseNumberSchema),
  houseNumberAddition: z.pipe(
    z.string().check(z.trim(), z.maxLength(10)),
    z.transform((value) => (value === '' ? null : value)),
  ),
  zipCode: z.pipe(
    z.string().check(z.trim(), z.minLength(1, validatorMessages.requiredField), z.maxLength(10)),
    z.transform((value) => value.toUpperCase()),
  ),
  city: z.string().check(z.trim(), z.minLength(1, validatorMessages.requiredField), z.maxLength(100)),
  country: z.string().check(z.regex(/^[A-Z]{2}$/, validatorMessages.requiredField)),
});

/** Spec §3 Address; a Dutch postal code is four digits and two capitals, stored without its space (spec §5). */
export const CustomerAddress = z.pipe(
  CustomerAddressShape.check(
    z.superRefine(
      (address, context) =>
        report(context, dutchPostalCodeIssues(address.country, address.zipCode, 'zipCode')),
      whenValid(CustomerAddressShape, ['country', 'zipCode']),
    ),
  ),
  z.transform((address) => ({
    ...address,
    zipCode: address.country === 'NL' ? normalizePostalCode(address.zipCode) : address.zipCode,
  })),
);

/**
 * What a customer changes themselves (decision 0041): the name they are called by, the spelling of
 * the registered names, and the address they moved to. Birth date, gender and BSN are not sent:
 * they come from the BRP and change through customer service.
 */
export const UpdateCustomerBody = z.object({
  customerNumber: z.optional(CustomerNumber).check(z.describe("Whose details: the user's own when left out")),
  firstName: nameOf('firstName'),
  initials: nameOf('initials'),
  prefix: optionalNameOf('prefix'),
  lastName: nameOf('lastName'),
  prefixMaidenName: optionalNameOf('prefix'),
  maidenName: optionalNameOf('lastName'),
  address: CustomerAddress,
});
export type UpdateCustomerBody = z.input<typeof UpdateCustomerBody>;

export const updateCustomer = endpoint({
  method: 'POST',
  path: 'Customer/UpdateCustomer',
  permission: 'u-per-det',
  summary:
    "Saves a customer's name and address: the user's own, or a co-insured child under 16's for the policyholder; registered names change only in spelling, a move abroad goes through customer service",
  body: UpdateCustomerBody,
  response: z.object({
    customer: CustomerDetails,
    accessToken: z.string().check(z.describe("A renewed token: the user's own name may have changed")),
    movedAlong: z
      .array(z.string())
      .check(
        z.describe(
          'Full names of the co-insured children under 16 who lived at the old address and moved along with the user',
        ),
      ),
  }),
  errors: [400, 401, 403],
});
