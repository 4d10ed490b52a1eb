import { productTypes, validatorMessages } from '@mijn/domain';
import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

/** A customer number has 8 digits; a screen offers them as a choice, so a wrong one is no choice made. */
export const CustomerNumber = z.string().check(z.regex(/^\d{8}$/, validatorMessages.requiredField));

export const getActivePolicyNumber = endpoint({
  method: 'GET',
  path: 'Policy/GetActivePolicyNumber',
  permission: 'r-ins',
  summary: 'The policy number of the active policy of the user, or of a family member they may act for',
  query: z.object({ customerNumber: z.optional(CustomerNumber) }),
  response: z.object({
    policyNumber: z.nullable(z.string().check(z.regex(/^\d{12}$/))),
  }),
  errors: [400, 401, 403],
});

const Year = z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100));

/** Amounts in euro cents. */
export const Excess = z.object({
  amountTotal: z
    .number()
    .check(z.int(), z.describe('385 euro mandatory plus the voluntary excess; 0 under 18')),
  amountRemaining: z.number().check(z.int()),
});
export type Excess = z.infer<typeof Excess>;

export const getExcess = endpoint({
  method: 'GET',
  path: 'Policy/GetExcess',
  permission: 'r-exc',
  summary: 'Total and remaining excess (eigen risico) of a customer in a year, in cents',
  query: z.object({ customerNumber: CustomerNumber, year: Year }),
  response: Excess,
  errors: [400, 401, 403],
});

/** One kind of consumption against a yearly limit, amounts in euro cents. */
export const Consumption = z.object({
  total: z.number().check(z.int()),
  consumed: z.number().check(z.int()),
  remaining: z.number().check(z.int()),
  percentage: z
    .number()
    .check(z.gte(0), z.lte(100), z.describe('Consumed as a percentage of total, 0 when total is 0')),
});
export type Consumption = z.infer<typeof Consumption>;

export const FinancialSummary = z.object({
  excess: Consumption,
  gvs: Consumption.check(z.describe('Own contribution for medicines (GVS) against its yearly cap')),
  dental: Consumption.check(
    z.describe("Dental reimbursement against the TA product's yearly maximum; total 0 without dental cover"),
  ),
});
export type FinancialSummary = z.infer<typeof FinancialSummary>;

export const getFinancialSummary = endpoint({
  method: 'GET',
  path: '/Policy/GetFinancialSummary',
  permission: 'r-exc',
  summary: 'Excess, GVS and dental consumption of a customer in a year',
  query: z.object({ customerNumber: CustomerNumber, year: Year }),
  response: FinancialSummary,
  errors: [400, 401, 403],
});

export const PolicyProduct = z.object({
  code: z.string(),
  name: z.string(),
  typeOfProduct: z.enum(productTypes),
  collectivityDiscountAmount: z.number().check(z.int(), z.describe('Monthly, cents')),
  nettoPremium: z.number().check(z.int(), z.describe('Monthly, cents')),
});
export type PolicyProduct = z.infer<typeof PolicyProduct>;

/** A customer's policy in a year (spec §3 Policy); the home tiles read its products. */
export const PolicyInfo = z.object({
  policyNumber: z.string().check(z.regex(/^\d{12}$/)),
  customerNumber: CustomerNumber,
  year: z.number().check(z.int()),
  subContractName: z.string(),
  startDate: z.iso.date(),
  endDate: z.nullable(z.iso.date()),
  paymentTerm: z.number().check(z.int()),
  isActive: z.boolean().check(z.describe('The policy covers today')),
  products: z.array(PolicyProduct),
  totalDiscountAmount: z.number().check(z.int(), z.describe('Monthly, cents')),
  totalNettoPremium: z.number().check(z.int(), z.describe('Monthly, cents')),
  excess: z.object({
    mandatory: z.number().check(z.int()),
    voluntary: z.number().check(z.int()),
    total: z.number().check(z.int()),
  }),
});
export type PolicyInfo = z.infer<typeof PolicyInfo>;

export const getPolicyInfoForYear = endpoint({
  method: 'GET',
  path: '/Policy/GetPolicyInfoForYear',
  permission: 'r-ins',
  summary: "A customer's policy and its products in a year (the user's own when customerNumber is left out)",
  query: z.object({
    customerNumber: z.optional(CustomerNumber),
    year: Year,
    policyNumber: z.optional(z.string().check(z.regex(/^\d{12}$/))),
  }),
  response: z.nullable(PolicyInfo).check(z.describe('null when the customer has no policy that year')),
  errors: [400, 401, 403],
});
