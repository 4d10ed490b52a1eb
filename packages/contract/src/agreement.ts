import { paymentMethods, productTypes, roles } from '@mijn/domain';
import { z } from 'zod/mini';
import { CustomerSummary } from './customer.ts';
import { endpoint, NumericId } from './endpoint.ts';
import { CustomerNumber } from './policy.ts';

const PolicyNumber = z.string().check(z.regex(/^\d{12}$/));
export const PaymentTerm = z.union([z.literal(1), z.literal(3), z.literal(6), z.literal(12)]);
/** Spec §3 paymentTerm discounts: the percentage off per term (1% for a year paid at once, spec §9). */
export const PaymentTermDiscounts = z.object({
  monthly: z.number(),
  quarterly: z.number(),
  halfYearly: z.number(),
  yearly: z.number(),
});
const Cents = z.number().check(z.int());

export const getYearForOfferedAgreement = endpoint({
  method: 'GET',
  path: 'Agreement/GetYearForOfferedAgreement',
  permission: 'r-ins',
  summary:
    'Next year, once its offer is open (from 1 November) and the user has an offered policy in it or holds an agreement whose policy for it may be requested (nobody insured in it yet, decision 0050); else null',
  response: z.object({ offerYear: z.nullable(z.number().check(z.int())) }),
  errors: [401, 403],
});

/** A premium line of a person (monthly, cents); the mandatory-excess line of spec §9 is priced 0. */
export const PremiumLine = z.object({
  code: z.string(),
  name: z.string(),
  typeOfProduct: z.enum(productTypes),
  grossPremium: Cents,
  collectivityDiscountAmount: Cents,
  nettoPremium: Cents.check(
    z.describe('Gross less collectivity discount; negative for the voluntary-excess discount'),
  ),
  excessAmount: z.nullable(Cents).check(z.describe('OW lines: the excess this line stands for')),
  isMandatoryExcess: z.boolean(),
});
export type PremiumLine = z.infer<typeof PremiumLine>;

export const PolicyDetail = z.object({
  policyNumber: PolicyNumber,
  customerNumber: CustomerNumber,
  subContractName: z.string(),
  startDate: z.iso.date(),
  endDate: z.nullable(z.iso.date()),
  isFree: z.boolean().check(z.describe("Under 18: insured with the parent's cover at no premium")),
  products: z.array(PremiumLine),
  totalGrossPremium: Cents,
  totalDiscountAmount: Cents,
  totalNettoPremium: Cents,
  excess: z.object({ mandatory: Cents, voluntary: Cents, total: Cents }),
});
export type PolicyDetail = z.infer<typeof PolicyDetail>;

export const AgreementParticipant = z.object({
  customer: CustomerSummary,
  policyNumber: PolicyNumber,
  startDate: z.iso.date(),
  endDate: z.nullable(z.iso.date()),
  productTypes: z.array(z.enum(productTypes)),
});
export type AgreementParticipant = z.infer<typeof AgreementParticipant>;

/** spec §3 Agreement detail, for one year. Totals are computed from the catalogue, never stored. */
export const AgreementDetail = z.object({
  agreementId: z.number().check(z.int()),
  agreementIdNumber: z.string(),
  contractCode: z.string(),
  collectivity: z.string(),
  year: z.number().check(z.int()),
  isPolicyholder: z.boolean().check(z.describe('false: the user sees only their own participation')),
  hasBasicInsurance: z.boolean(),
  agreementParticipants: z.array(AgreementParticipant),
  totalAmount: Cents.check(z.describe('Monthly netto premium of the participations shown')),
  paymentTerm: PaymentTerm,
  paymentTermDiscountPercentage: z.number(),
  paymentTermDiscountAmount: Cents,
  totalAmountPaymentTerm: Cents.check(z.describe('Collected per payment term, after the term discount')),
  isPremiumPaidByCustomer: z.boolean().check(z.describe('false when the employer pays (BOR)')),
  hasAgreementEnded: z.boolean(),
  startDate: z.iso.date(),
  endDate: z.nullable(z.iso.date()),
  newlyInsuredPersonsInProgress: z
    .array(
      z.object({
        initials: z.string(),
        fullLastName: z.string(),
        birthDate: z.iso.date(),
        role: z.enum(roles),
        startDate: z.iso.date(),
      }),
    )
    .check(
      z.describe(
        'Persons the policyholder asked to add who start in this year and whom the core has not accepted yet (Contract/SaveContractCardsForNewlyInsuredPersons); empty for anyone else',
      ),
    ),
  policyDetails: z.array(PolicyDetail),
});
export type AgreementDetail = z.infer<typeof AgreementDetail>;

export const getAgreementDetailsForYear = endpoint({
  method: 'GET',
  path: 'Agreement/getAgreementDetailsForYear',
  permission: 'r-ins',
  summary:
    "The user's agreements in a year with participants, products and computed premiums; empty for a year not (yet) visible",
  query: z.object({ year: z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100)) }),
  response: z.array(AgreementDetail),
  errors: [400, 401, 403],
});

/** spec §3 Agreement, as the overview's year list starts from. */
export const AgreementSummary = z.object({
  agreementId: z.number().check(z.int()),
  agreementIdNumber: z.string(),
  collectivity: z.string(),
  contractCode: z.string(),
  hasBasicInsurance: z.boolean(),
  mostRecentYear: z.number().check(z.int()),
  policyHolders: z.array(z.object({ customer: CustomerSummary, policies: z.array(PolicyNumber) })),
  agreementParticipants: z.array(
    z.object({ customer: CustomerSummary, policyNumber: PolicyNumber, role: z.enum(roles) }),
  ),
  paymentDetails: z
    .nullable(
      z.object({
        paymentMethod: z.enum(paymentMethods),
        paymentTerm: PaymentTerm,
        paymentTermDiscounts: PaymentTermDiscounts,
        hasAgreementEnded: z.boolean(),
      }),
    )
    .check(z.describe('Only for the policyholder (spec §6)')),
});
export type AgreementSummary = z.infer<typeof AgreementSummary>;

export const getMostRecentAgreements = endpoint({
  method: 'GET',
  path: 'Agreement/GetMostRecentAgreements',
  permission: 'r-ins',
  summary: "The user's agreements as of their most recent visible year",
  response: z.array(AgreementSummary),
  errors: [401, 403],
});

export const hasKnownIban = endpoint({
  method: 'GET',
  path: 'Agreement/HasKnownIban',
  permission: 'authenticated',
  summary:
    "Whether the policyholder's account for reimbursements is known, masked; the user's own agreement when agreementId is left out",
  query: z.object({ agreementId: z.optional(NumericId) }),
  response: z.object({
    hasKnownIban: z.boolean(),
    ibanPayedByInsured: z
      .nullable(z.string())
      .check(z.describe('Masked, only country, check digits and the last 4 shown: NL91 **** **** **43 00')),
    mayChangeIban: z.boolean().check(z.describe('Only the policyholder may name another account (spec §6)')),
  }),
  errors: [400, 401, 403, 404],
});
