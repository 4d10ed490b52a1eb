import {
  cardDisabledReasons,
  cardGroupKeys,
  careTypes,
  paymentTermDenialReasons,
  policyChangeDenials,
  policyYearModes,
  productTypes,
  roles,
} from '@mijn/domain';
import { z } from 'zod/mini';
import { PaymentTerm } from './agreement.ts';
import { endpoint, NumericId } from './endpoint.ts';
import { MedicalSelectionSummary } from './medical-selection.ts';
import { CustomerNumber } from './policy.ts';

/** Edit policy (spec §2 polis-wijzigen, §3 Contract cards and totals, §4 Edit policy, §7 Contract). */

const Cents = z.number().check(z.int());
const PolicyYear = z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100));
const ContractCode = z.string().check(z.minLength(1), z.maxLength(20));
const ProductComponentCode = z.string().check(z.minLength(1), z.maxLength(20));

export const AgreementMutableRequest = z.object({
  agreementId: NumericId,
  contractCode: ContractCode,
  policyYear: PolicyYear,
});

/** Spec §3 Contract mutability, with the first denial reason of spec §4 that holds. */
export const AgreementMutability = z.object({
  agreementId: z.number().check(z.int()),
  contractCode: z.string(),
  policyYear: z.number().check(z.int()),
  user: CustomerNumber.check(z.describe('The logged-in person the answer is for')),
  isMutable: z.boolean(),
  mode: z
    .enum(policyYearModes)
    .check(
      z.describe(
        'change: someone on the agreement is insured in the year (polis-wijzigen); request: nobody is yet (polis-aanvragen), and the cards and Contract/validate start from the cover the persons had on 31 December of the year before',
      ),
    ),
  reason: z
    .nullable(z.enum(policyChangeDenials))
    .check(
      z.describe(
        'Why not, the first that holds in this order: not-policyholder, payment-deficit (a defaulter), agreement-ended (for a request: the agreement stopped before 31 December of the year before, or nobody was insured on that day), not-yet-possible (outside changePossibleFrom..changePossibleUntil)',
      ),
    ),
  changePossibleFrom: z.iso
    .date()
    .check(z.describe('The year is offered from this day (1 November of the year before)')),
  changePossibleUntil: z.iso.date().check(z.describe('The deadline of spec §9: 31 January of the year')),
  paymentTerm: z
    .object({ isMutable: z.boolean(), reason: z.nullable(z.enum(paymentTermDenialReasons)) })
    .check(
      z.describe(
        'Whether the payment term may be changed with the policy: not when the policy may not, nor when an employer or intermediary pays',
      ),
    ),
});
export type AgreementMutability = z.infer<typeof AgreementMutability>;

export const agreementMutable = endpoint({
  method: 'POST',
  path: 'Agreement/AgreementMutable',
  permission: 'r-ins',
  summary:
    "Whether the user may change this agreement's policy for the year, by the server's clock; another household's agreement is not found",
  body: AgreementMutableRequest,
  response: AgreementMutability,
  errors: [400, 401, 403, 404],
});

export const CardInsuredPerson = z.object({
  customerNumber: CustomerNumber,
  netPremiumWithDiscount: Cents.check(
    z.describe(
      "Monthly premium of this card for this person from the premium engine, after the collectivity discount; 0 for a child; negative for the voluntary excess's discount. The payment-term discount is in the totals of Contract/validate",
    ),
  ),
  netPremiumPerPaymentTerm: Cents.check(
    z.describe(
      'What this card costs this person per chosen payment term, after the payment-term discount (1% for a year)',
    ),
  ),
  ownRiskDiscount: z
    .nullable(Cents)
    .check(z.describe('Excess cards: the monthly premium discount for this person; else null')),
  isDisabled: z.boolean(),
  disabledReason: z
    .nullable(z.enum(['follows-parent', 'dental-from-18']))
    .check(
      z.describe(
        "follows-parent: a child to 18, insured free with the highest-insured parent's packages; dental-from-18: dental is offered as new only from 18 (spec §6)",
      ),
    ),
  isSelected: z.boolean().check(z.describe('Chosen for this person in the current selection')),
});
export type CardInsuredPerson = z.infer<typeof CardInsuredPerson>;

export const CardDocument = z.object({
  documentId: z
    .string()
    .check(z.describe('A reimbursement document id as Document/DownloadGeneric takes it')),
  kind: z.enum(['policyConditions', 'coverOverview']),
  name: z.string(),
});

/** Spec §3 contract card. */
export const ContractCard = z.object({
  title: z.string(),
  productComponentCode: ProductComponentCode.check(
    z.describe(
      'The code to send in chosenInsurances; the "no insurance" card has a GEEN-* code meaning "none of this group"',
    ),
  ),
  isNoInsurance: z.boolean().check(z.describe('The card of choosing nothing in this group')),
  documents: z.array(CardDocument),
  packageSetNumber: z.number().check(z.int(), z.describe('One card per person per package set (spec §4)')),
  packageTypeForWebApplications: z.enum(productTypes),
  ownRiskAmount: z
    .nullable(Cents)
    .check(z.describe('Excess cards: the total excess a year, 385 euro plus the voluntary part')),
  ownRiskDiscount: z
    .nullable(Cents)
    .check(z.describe('Excess cards: the monthly premium discount for an adult')),
  yearlyMaximumAmount: z
    .nullable(Cents)
    .check(z.describe('The most the package pays in a year, when capped')),
  hasMedicalSelection: z.boolean().check(z.describe('Choosing it as new needs the dental medical selection')),
  isSelected: z.boolean().check(z.describe('Chosen for at least one person')),
  isDisabled: z.boolean().check(z.describe('Nobody can choose it')),
  insuredPersons: z.array(CardInsuredPerson),
});
export type ContractCard = z.infer<typeof ContractCard>;

export const CardGroup = z.object({
  cards: z.array(ContractCard),
  maximumSelectableAmount: z
    .number()
    .check(z.int(), z.describe('How many cards of this group one person may choose')),
});
export type CardGroup = z.infer<typeof CardGroup>;

export const ChosenInsurance = z.object({
  customerNumber: CustomerNumber,
  productComponentCodes: z
    .array(ProductComponentCode)
    .check(
      z.maxLength(20),
      z.describe('Every product chosen for this person; a group without a code is "no insurance"'),
    ),
});
export type ChosenInsurance = z.infer<typeof ChosenInsurance>;

export const ContractCardsRequest = z.object({
  agreementId: NumericId,
  contractCode: ContractCode,
  year: PolicyYear,
  paymentTerm: z
    .optional(PaymentTerm)
    .check(
      z.describe(
        "The term premiums per term are shown for; left out, the term the year starts with (the agreement's, or a payment change waiting to start by 1 January)",
      ),
    ),
});

export const ChangingInsuredPerson = z.object({
  customerNumber: CustomerNumber,
  name: z.string(),
  birthDate: z.iso.date(),
  role: z.enum(roles),
  followsParent: z
    .boolean()
    .check(z.describe("Under 18 on the start date: insured free with the parent's packages")),
  medicalSelections: z
    .array(MedicalSelectionSummary)
    .check(
      z.describe(
        "The person's dental medical selections on file, oldest first, in every year (spec §3 Customer medicalSelection): a denial holds for that cover and every higher one in every year, an approval for its cover and year (decision 0047)",
      ),
    ),
});

export const ContractCards = z.object({
  agreementId: z.number().check(z.int()),
  contractCode: z.string(),
  year: z.number().check(z.int()),
  startDate: z.iso.date().check(z.describe('The day a change of this year starts: 1 January of the year')),
  paymentTerm: PaymentTerm,
  insuredPersons: z.array(ChangingInsuredPerson),
  groups: z.object(
    Object.fromEntries(cardGroupKeys.map((key) => [key, CardGroup])) as Record<
      (typeof cardGroupKeys)[number],
      typeof CardGroup
    >,
  ),
  currentSelection: z
    .array(ChosenInsurance)
    .check(
      z.describe(
        'The cover as it stands, in the shape Contract/validate takes: the "original" to revert to. For a year nobody is insured in yet (AgreementMutable mode request): the cover they had on 31 December of the year before, proposed for the request',
      ),
    ),
});
export type ContractCards = z.infer<typeof ContractCards>;

export const getContractCardsForActivePolicies = endpoint({
  method: 'POST',
  path: 'Contract/GetContractCardsForActivePolicies',
  permission: 'u-ins',
  summary:
    "The contract cards of an agreement the user holds for a year, per group and insured person, with each card's premium",
  body: ContractCardsRequest,
  response: ContractCards,
  errors: [400, 401, 403, 404],
});

/** Spec §3 Validation payload. */
export const ContractValidationPayload = z.object({
  contractCode: ContractCode,
  language: z
    .enum(['nl', 'en'])
    .check(
      z.describe(
        'The screen language; the answer holds codes and catalogue names, so it reads the same in both',
      ),
    ),
  startDate: z.iso.date().check(z.describe('1 January of the year being changed')),
  selectedPaymentTerm: PaymentTerm,
  agreementId: NumericId,
  chosenInsurances: z
    .array(ChosenInsurance)
    .check(
      z.minLength(1),
      z.maxLength(20),
      z.describe('Every adult of the agreement; children may be left out (they follow the parents)'),
    ),
});
export type ContractValidationPayload = z.infer<typeof ContractValidationPayload>;

export const SelectionIssue = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('unknown-person'), customerNumber: z.string() }),
  z.object({ kind: z.literal('unknown-card'), customerNumber: z.string(), productComponentCode: z.string() }),
  z.object({
    kind: z.literal('disabled-card'),
    customerNumber: z.string(),
    productComponentCode: z.string(),
    reason: z.enum(cardDisabledReasons),
  }),
  z.object({
    kind: z.literal('maximum-exceeded'),
    customerNumber: z.string(),
    group: z.enum(cardGroupKeys),
    maximumSelectableAmount: z.number().check(z.int()),
  }),
  z.object({
    kind: z.literal('package-conflict'),
    customerNumber: z.string(),
    productComponentCodes: z
      .tuple([z.string(), z.string()])
      .check(z.describe('The two cards that cannot be combined')),
  }),
  z.object({ kind: z.literal('missing-required'), customerNumber: z.string(), group: z.enum(cardGroupKeys) }),
]);
export type SelectionIssue = z.infer<typeof SelectionIssue>;

export const CustomerOverview = z.object({
  customerNumber: CustomerNumber,
  productComponentCodes: z
    .array(z.string())
    .check(z.describe('What this person would carry, children resolved')),
  totalGrossPremium: Cents,
  totalDiscountAmount: Cents.check(z.describe('Collectivity discount a month')),
  totalNettoPremium: Cents.check(z.describe('A month, after the collectivity discount')),
  excessAmount: Cents.check(z.describe('Total excess a year: mandatory plus voluntary')),
});

/** Spec §3 Contract totals (monthly unless named otherwise). */
export const ContractTotals = z.object({
  customerOverviews: z.array(CustomerOverview),
  totalGrossAmountMonth: Cents,
  totalDiscountAmountMonth: Cents.check(z.describe('Collectivity discounts together, a month')),
  totalNettoAmountMonth: Cents,
  paymentTerm: PaymentTerm,
  paymentTermDiscountPercentage: z.number(),
  paymentTermDiscountAmount: Cents.check(z.describe('Off each payment term')),
  totalNettoAmountPaymentTerm: Cents.check(z.describe('Collected per payment term')),
});
export type ContractTotals = z.infer<typeof ContractTotals>;

export const ContractValidation = z.object({
  isValid: z.boolean().check(z.describe('No issues: the selection may be saved')),
  hasPackageConflict: z
    .boolean()
    .check(z.describe('Spec §4 package-conflict flag: some issue is a package-conflict')),
  issues: z.array(SelectionIssue),
  totals: ContractTotals.check(z.describe('Of the selection as it would apply, even when not valid')),
});
export type ContractValidation = z.infer<typeof ContractValidation>;

export const validateContract = endpoint({
  method: 'POST',
  path: 'Contract/validate',
  permission: 'u-ins',
  summary:
    'Checks a selection of cards against the rules of spec §4 and §6 and computes its totals; saves nothing',
  body: ContractValidationPayload,
  response: ContractValidation,
  errors: [400, 401, 403, 404],
});

export const coverages = [
  'full',
  'after-excess',
  'own-contribution',
  'children-only',
  'up-to-maximum',
  'not-covered',
] as const;

export const CardReimbursements = z.object({
  productComponentCode: z.string(),
  title: z.string(),
  packageTypeForWebApplications: z.enum(productTypes),
  yearlyMaximumAmount: z.nullable(Cents),
  ownRiskAmount: z.nullable(Cents).check(z.describe('Excess cards: total excess a year')),
  reimbursements: z.array(
    z.object({
      careType: z.enum(careTypes),
      coverage: z
        .enum(coverages)
        .check(
          z.describe(
            'full: paid in full without excess; after-excess: paid after the excess; own-contribution: paid less a legal own contribution; children-only: paid for children under 18; up-to-maximum: paid up to the yearly maximum; not-covered',
          ),
        ),
      maximumAmount: z
        .nullable(Cents)
        .check(z.describe('For up-to-maximum: the yearly maximum, shared by the care types of the package')),
    }),
  ),
});
export type CardReimbursements = z.infer<typeof CardReimbursements>;

export const reimbursements = endpoint({
  method: 'POST',
  path: 'Contract/Reimbursements',
  permission: 'u-ins',
  summary:
    "What each package of the agreement's catalogue pays for in a year, per care type, to compare cards",
  body: z.object({ agreementId: NumericId, contractCode: ContractCode, year: PolicyYear }),
  response: z.array(CardReimbursements),
  errors: [400, 401, 403, 404],
});

/** A required group without a card for a person: what the missing-required-packages dialog lists. */
export const MissingRequiredPackage = z.object({
  customerNumber: CustomerNumber,
  group: z.enum(cardGroupKeys),
});
export type MissingRequiredPackage = z.infer<typeof MissingRequiredPackage>;

/**
 * Spec §7 SaveContractCards: `saved` when the core applied the change from `startDate`, `unchanged`
 * when the cover already was this selection (a double submit), `missing-required-packages` (spec §8:
 * "saving contracts failing with a package list") when a required group has no card for someone;
 * nothing is written then.
 */
export const SaveContractCardsReply = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('saved'), year: z.number().check(z.int()), startDate: z.iso.date() }),
  z.object({ outcome: z.literal('unchanged'), year: z.number().check(z.int()), startDate: z.iso.date() }),
  z.object({
    outcome: z.literal('missing-required-packages'),
    missingRequiredPackages: z.array(MissingRequiredPackage).check(z.minLength(1)),
  }),
]);
export type SaveContractCardsReply = z.infer<typeof SaveContractCardsReply>;

export const saveContractCards = endpoint({
  method: 'POST',
  path: 'Contract/SaveContractCards',
  permission: 'u-ins',
  summary:
    "Saves a selection of cards as the agreement's cover for the year of startDate (which must be 1 January of it), for its policyholder only (anyone else: 404, as Contract/validate): checked as Contract/validate checks it, a new dental cover needing medical selection only with an approved one for that person, cover and year, then applied by the core from 1 January of the year. A selectedPaymentTerm other than the term the year starts with also changes the payment term from that 1 January, as Agreement/UpdatePaymentDetails schedules it (409 paymentTermChangeWithDeficit, paymentTermChangeNotYetPossible (from 10 December a payment change no longer reaches January), paymentArrangedByEmployer or paymentArrangedByIntermediary when AgreementMutable denies the term); a term-only change is saved too. 400 for malformed input (agreementNumber other than agreementId, startDate not 1 January); 409 policyChangeNotPossible when AgreementMutable denies by the server clock; 422 with the spec §8 text of the first issue other than a missing required package: package-conflict packageCombinationNotPossible, maximum-exceeded maximumSelectablePackages, disabled-card, unknown-card or unknown-person packageChangeNotPossibleForInsured, then medicalSelectionRequired or medicalSelectionDenied (a denial of this cover or a lower one in any year). Only when nothing else is wrong do missing required packages answer 200 missing-required-packages. Nothing is written unless the outcome is saved",
  query: z.object({
    agreementNumber: NumericId.check(
      z.describe("The agreement being changed (spec §7); must equal the body's agreementId"),
    ),
  }),
  body: ContractValidationPayload,
  response: SaveContractCardsReply,
  errors: [400, 401, 403, 404, 409, 422],
});
