import { customerPaymentMethods, ibanSchema, paymentMethods, roles, validatorMessages } from '@mijn/domain';
import { z } from 'zod/mini';
import { PaymentTerm, PaymentTermDiscounts } from './agreement.ts';
import { report, whenValid } from './cross-field.ts';
import { endpoint, MAX_DATABASE_INTEGER, NumericId } from './endpoint.ts';

const Cents = z.number().check(z.int());
const AgreementId = z.number().check(z.int(), z.positive(), z.lte(MAX_DATABASE_INTEGER));
const MaskedIban = z
  .string()
  .check(
    z.describe('Only country, check digits and the last 4 shown, in groups of four: NL91 **** **** **43 00'),
  );

/** Which agreements a list keeps: running today, or ended. */
export const agreementFilters = ['active', 'ended'] as const;

export const AgreementOfRole = z.object({
  agreementId: z.number().check(z.int()),
  agreementIdNumber: z.string(),
  contractCode: z.string(),
  collectivity: z.string(),
  role: z.enum(roles).check(z.describe("The user's role on the agreement")),
  startDate: z.iso.date(),
  endDate: z.nullable(z.iso.date()),
  hasAgreementEnded: z.boolean(),
});
export type AgreementOfRole = z.infer<typeof AgreementOfRole>;

export const getAgreementsByRoleAndFilter = endpoint({
  method: 'GET',
  path: 'Agreement/GetAgreementsByRoleAndFilter',
  permission: 'r-ins',
  summary:
    'The agreements on which the user has the role asked for (H: the agreements they hold, whose payment details they may see), kept by every filter given',
  query: z.object({
    role: z.enum(roles),
    filters: z
      .optional(z.array(z.enum(agreementFilters)).check(z.maxLength(agreementFilters.length)))
      .check(z.describe('Sent as filters[0]=active (spec §7)')),
  }),
  response: z.array(AgreementOfRole),
  errors: [400, 401, 403],
});

/** Why something of the payment details cannot be changed now; the order of spec §4 edit policy. */
export const notChangeableReasons = [
  'payment-deficit',
  'agreement-ended',
  'not-yet-possible',
  'arranged-by-employer',
  'arranged-by-intermediary',
  'direct-debit-required',
] as const;
export type NotChangeableReason = (typeof notChangeableReasons)[number];

export const Changeability = z.object({
  isMutable: z.boolean(),
  reason: z.nullable(z.enum(notChangeableReasons)),
});
export type Changeability = z.infer<typeof Changeability>;

/**
 * A payment term to choose, priced in `paymentTermsPriceYear` like every other term, so they
 * compare like with like; the amounts are null for a term that is not possible yet.
 */
export const PaymentTermOption = z.object({
  paymentTerm: PaymentTerm,
  discountPercentage: z.number(),
  discountAmount: z.nullable(Cents).check(z.describe('Per term')),
  amountPerTerm: z.nullable(Cents).check(z.describe('Collected per term after the discount')),
  yearlyTotal: z.nullable(Cents).check(z.describe('What this term comes to over the whole year')),
  yearlySaving: z
    .nullable(Cents)
    .check(z.describe('What this term saves in the year against paying per month (its discount)')),
  startsOn: z.iso.date().check(z.describe('The first day this term would apply when chosen today')),
  isMutable: z.boolean().check(z.describe('May be chosen now (the current term is always shown as chosen)')),
  reason: z.nullable(z.enum(notChangeableReasons)),
});
export type PaymentTermOption = z.infer<typeof PaymentTermOption>;

/** Spec §4 direct-debit authority: valid or not granted. */
export const DirectDebitAuthority = z.object({
  status: z.enum(['valid', 'not-granted']),
  reference: z.nullable(z.string()).check(z.describe('The mandate reference the bank shows with each debit')),
  signedOn: z.nullable(z.iso.date()),
});
export type DirectDebitAuthority = z.infer<typeof DirectDebitAuthority>;

/** Spec §3 Payment details of one agreement, for its policyholder; IBANs masked. */
export const PaymentDetails = z.object({
  agreementId: z.number().check(z.int()),
  contractCode: z.string(),
  excessLimit: Cents.check(
    z.describe(
      "This year's excess of the agreement's insured together: the most its excess bills can come to",
    ),
  ),
  ibanReceivedByInsured: z.nullable(MaskedIban).check(z.describe('The account reimbursements are paid to')),
  ibanPayedByInsured: z.nullable(MaskedIban).check(z.describe('The account the premium is paid from')),
  ibanExcess: z.nullable(MaskedIban).check(z.describe('The account excess bills are paid from')),
  paymentMethod: z.enum(paymentMethods),
  paymentMethodExcess: z.enum(customerPaymentMethods),
  paymentTerm: PaymentTerm,
  paymentTermDiscounts: PaymentTermDiscounts,
  currentAmountPerTerm: z.nullable(Cents).check(z.describe("Collected per term now, at this year's premium")),
  paymentTermsPriceYear: z
    .number()
    .check(
      z.int(),
      z.describe(
        'The year whose premium every term option is priced in: the year a new term chosen today applies to',
      ),
    ),
  paymentTerms: z.array(PaymentTermOption),
  directDebitAuthority: z.object({ premium: DirectDebitAuthority, excess: DirectDebitAuthority }),
  hasMandatoryDirectDebit: z.boolean(),
  hasAgreementEnded: z.boolean(),
  mutability: z.object({
    paymentMethod: Changeability,
    paymentTerm: Changeability,
    ibans: Changeability,
    excess: Changeability,
  }),
  selectablePaymentMethods: z.array(z.enum(customerPaymentMethods)),
  changeStartsOn: z.iso
    .date()
    .check(z.describe('A change of payment method saved today applies from this day (spec §9)')),
  scheduledChange: z
    .nullable(
      z.object({ startsOn: z.iso.date(), paymentMethod: z.enum(paymentMethods), paymentTerm: PaymentTerm }),
    )
    .check(z.describe('A change saved earlier that has not started yet')),
  digitalPost: z.boolean().check(z.describe("The policyholder's post comes digitally (iDEAL requires it)")),
  hasEmailAddress: z.boolean().check(z.describe('Digital post, and so iDEAL, needs an e-mail address')),
});
export type PaymentDetails = z.infer<typeof PaymentDetails>;

export const getPaymentDetails = endpoint({
  method: 'GET',
  path: 'Agreement/GetPaymentDetails',
  permission: 'r-pay-det',
  summary:
    "The payment details of an agreement the user holds, with what may be changed; another's agreement is not found",
  query: z.object({
    agreementId: NumericId,
    contractCode: z.string().check(z.minLength(1), z.maxLength(20)),
  }),
  response: PaymentDetails,
  errors: [400, 401, 403, 404],
});

/** What an agreement's accounts are for: paying the premium, receiving reimbursements, paying excess bills. */
export const accountPurposes = ['premium', 'reimbursement', 'excess'] as const;
export type AccountPurpose = (typeof accountPurposes)[number];

/** One new account, typed once, and exactly the purposes it takes over; the others keep theirs. */
const NewAccount = z.object({
  iban: z.pipe(z.string().check(z.trim(), z.minLength(1, validatorMessages.requiredField)), ibanSchema),
  purposes: z.array(z.enum(accountPurposes)).check(
    z.minLength(1, validatorMessages.accountPurposeRequired),
    z.refine((purposes) => new Set(purposes).size === purposes.length, validatorMessages.invalidInput),
  ),
});

const UpdatePaymentDetailsShape = z.object({
  agreementId: AgreementId,
  paymentMethod: z.optional(z.enum(paymentMethods)).check(z.describe('Left out: the method stays')),
  paymentTerm: z.optional(PaymentTerm).check(z.describe('Left out: the term stays')),
  paymentMethodExcess: z
    .optional(z.enum(customerPaymentMethods))
    .check(z.describe('Left out: the method stays')),
  newAccount: z
    .optional(NewAccount)
    .check(z.describe('A new account for the purposes named; left out: every account stays')),
  directDebitAuthorisation: z
    ._default(z.boolean(), false)
    .check(z.describe('The policyholder authorises the debits this change needs (spec §5)')),
});

/** What is known of the agreement's mandates when judging whether a change needs a new one. */
export interface MandatesOnFile {
  premium: { isValid: boolean };
  excess: { isValid: boolean };
}

type PaymentDetailsChange = Pick<
  z.output<typeof UpdatePaymentDetailsShape>,
  'paymentMethod' | 'paymentMethodExcess' | 'newAccount'
>;

/** The debits a direct-debit mandate is signed for. */
export type DebitPurpose = Exclude<AccountPurpose, 'reimbursement'>;

/** The new account of a purpose, if the change gives it one. */
export const newAccountFor = (change: Pick<PaymentDetailsChange, 'newAccount'>, purpose: AccountPurpose) =>
  change.newAccount?.purposes.includes(purpose) ? change.newAccount.iban : undefined;

/**
 * Spec §5: a direct debit needs the authorisation accepted, for the account it debits. A debit
 * needs it when it is from a new account, or from one without a valid mandate; without `onFile`
 * (in the contract's own check) only the new accounts are known. The debits that need it, in the
 * order premium, excess.
 */
export function debitsNeedingAuthorisation(
  change: PaymentDetailsChange,
  onFile?: MandatesOnFile,
): DebitPurpose[] {
  const debited: Record<DebitPurpose, boolean> = {
    premium: change.paymentMethod === 'DirectDebit',
    excess: change.paymentMethodExcess === 'DirectDebit',
  };
  return (['premium', 'excess'] as const).filter(
    (purpose) =>
      debited[purpose] &&
      (newAccountFor(change, purpose) !== undefined || (onFile !== undefined && !onFile[purpose].isValid)),
  );
}

export const needsDirectDebitAuthorisation = (change: PaymentDetailsChange, onFile?: MandatesOnFile) =>
  debitsNeedingAuthorisation(change, onFile).length > 0;

export const UpdatePaymentDetailsBody = UpdatePaymentDetailsShape.check(
  z.superRefine(
    (change, context) => {
      if (needsDirectDebitAuthorisation(change) && !change.directDebitAuthorisation) {
        report(context, [{ path: ['directDebitAuthorisation'], message: validatorMessages.noConfirmation }]);
      }
    },
    whenValid(UpdatePaymentDetailsShape, [
      'paymentMethod',
      'paymentMethodExcess',
      'newAccount',
      'directDebitAuthorisation',
    ]),
  ),
);
export type UpdatePaymentDetailsBody = z.input<typeof UpdatePaymentDetailsBody>;

export const updatePaymentDetails = endpoint({
  method: 'POST',
  path: 'Agreement/UpdatePaymentDetails',
  permission: 'u-pay-det',
  summary:
    'Saves how an agreement the user holds is paid: method and term from the month spec §9 says, accounts and mandates at once; iDEAL makes the post digital',
  body: UpdatePaymentDetailsBody,
  response: z.object({
    scheduledFrom: z
      .nullable(z.iso.date())
      .check(z.describe('When the new method or term starts; null when neither changed')),
    convertedToDigitalPost: z.boolean(),
    changedIbans: z.array(z.enum(accountPurposes)),
    accessToken: z.string().check(z.describe('A renewed token: the digital-post flag may have changed')),
  }),
  errors: [400, 401, 403, 404, 409],
});

export const updateIban = endpoint({
  method: 'POST',
  path: 'Agreement/UpdateIban',
  permission: 'u-pay-det',
  summary:
    'The policyholder names the account reimbursements of claims are paid to (spec §6: only the policyholder adds a bank account)',
  body: z.object({
    agreementId: AgreementId,
    iban: ibanSchema.check(z.refine((iban) => iban !== '', validatorMessages.requiredField)),
  }),
  response: z.object({ ibanReceivedByInsured: MaskedIban }),
  errors: [400, 401, 403, 404, 409],
});
