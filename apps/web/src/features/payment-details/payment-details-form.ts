import {
  type AccountPurpose,
  accountPurposes,
  type DebitPurpose,
  debitsNeedingAuthorisation,
  type MandatesOnFile,
  newAccountFor,
  type PaymentDetails,
  type UpdatePaymentDetailsBody,
} from '@mijn/contract';
import {
  type CustomerPaymentMethod,
  maskIban,
  type PaymentMethod,
  validateIban,
  validatorMessages,
} from '@mijn/domain';
import type { FieldErrors } from '../../lib/forms/index.ts';

/**
 * What the edit form holds: the body's fields, whether a new account is given, and, only when the
 * person asks for different accounts, which purposes the new one is for.
 */
export interface PaymentDetailsValues extends Record<string, unknown> {
  paymentMethod: PaymentMethod;
  /** A radio's value is text: '1', '3', '6' or '12'. */
  paymentTerm: string;
  paymentMethodExcess: CustomerPaymentMethod;
  replacesAccount: boolean;
  separateAccounts: boolean;
  newAccount: { iban: string; purposes: AccountPurpose[] };
  directDebitAuthorisation: boolean;
}

/** The account on file of each purpose, masked; null when none is known. */
export const accountsOnFile = (details: PaymentDetails): Record<AccountPurpose, string | null> => ({
  premium: details.ibanPayedByInsured,
  reimbursement: details.ibanReceivedByInsured,
  excess: details.ibanExcess,
});

/**
 * The purposes the household's accounts serve: the premium's, unless an employer or intermediary
 * pays it; the reimbursements'; the excess bills'. One new account takes all of them by default.
 */
export function accountPurposesOf(details: PaymentDetails): AccountPurpose[] {
  const arranged = details.paymentMethod === 'BOR' || details.paymentMethod === 'TPS';
  return accountPurposes.filter((purpose) => purpose !== 'premium' || !arranged);
}

/** The form starts from what will apply: a change that waits to start, else how it is paid now. */
export function initialValues(details: PaymentDetails): PaymentDetailsValues {
  const planned = details.scheduledChange;
  return {
    paymentMethod: planned?.paymentMethod ?? details.paymentMethod,
    paymentTerm: String(planned?.paymentTerm ?? details.paymentTerm),
    paymentMethodExcess: details.paymentMethodExcess,
    replacesAccount: false,
    separateAccounts: false,
    newAccount: { iban: '', purposes: accountPurposesOf(details) },
    directDebitAuthorisation: false,
  };
}

/** The debits the methods chosen make, each of which needs an account. */
function debitsChosen(values: PaymentDetailsValues): DebitPurpose[] {
  return [
    ...(values.paymentMethod === 'DirectDebit' ? (['premium'] as const) : []),
    ...(values.paymentMethodExcess === 'DirectDebit' ? (['excess'] as const) : []),
  ];
}

/** The debits chosen with no account on file: the person must give one, so the new-account field shows. */
export const debitsWithoutAccount = (details: PaymentDetails, values: PaymentDetailsValues): DebitPurpose[] =>
  debitsChosen(values).filter((purpose) => accountsOnFile(details)[purpose] === null);

export const needsAccount = (details: PaymentDetails, values: PaymentDetailsValues): boolean =>
  debitsWithoutAccount(details, values).length > 0;

/** Whether the form gives a new account: asked for, or needed for a debit. */
export const givesAccount = (details: PaymentDetails, values: PaymentDetailsValues): boolean =>
  values.replacesAccount || needsAccount(details, values);

/** The body as the form builds it, before the contract's schema reads the account. */
type FormBody = Omit<UpdatePaymentDetailsBody, 'newAccount'> & {
  newAccount?: { iban: string; purposes: AccountPurpose[] };
};

/** The body the form sends: the whole choice, and the new account with exactly the purposes it is for. */
export function toBody(details: PaymentDetails, values: PaymentDetailsValues): FormBody {
  return {
    agreementId: details.agreementId,
    paymentMethod: values.paymentMethod,
    paymentTerm: Number(values.paymentTerm) as 1 | 3 | 6 | 12,
    paymentMethodExcess: values.paymentMethodExcess,
    ...(givesAccount(details, values)
      ? {
          newAccount: {
            iban: values.newAccount.iban,
            purposes: values.separateAccounts ? values.newAccount.purposes : accountPurposesOf(details),
          },
        }
      : {}),
    directDebitAuthorisation: values.directDebitAuthorisation,
  };
}

export const mandatesOnFile = (details: PaymentDetails): MandatesOnFile => ({
  premium: { isValid: details.directDebitAuthority.premium.status === 'valid' },
  excess: { isValid: details.directDebitAuthority.excess.status === 'valid' },
});

/** A debit that needs the authorisation, with the account it debits: masked, or null for a new one not yet valid. */
export interface AuthorisedDebit {
  purpose: DebitPurpose;
  account: string | null;
}

/** Spec §5: the debits of this choice from an account without a valid mandate, each with its account. */
export function debitsToAuthorise(details: PaymentDetails, values: PaymentDetailsValues): AuthorisedDebit[] {
  const body = toBody(details, values);
  const onFile = accountsOnFile(details);
  return debitsNeedingAuthorisation(body, mandatesOnFile(details)).map((purpose) => {
    const typed = newAccountFor(body, purpose);
    if (typed === undefined) return { purpose, account: onFile[purpose] };
    return { purpose, account: typed.trim() !== '' && validateIban(typed) === null ? maskIban(typed) : null };
  });
}

/**
 * What the contract cannot know: a debit chosen without an account on file needs the new account
 * for it, and a debit from an account without a valid mandate needs the authorisation, which only
 * the agreement's mandates on file tell.
 */
export function screenChecks(details: PaymentDetails) {
  return (values: PaymentDetailsValues): FieldErrors => {
    const body = toBody(details, values);
    const unaccounted = debitsWithoutAccount(details, values).some(
      (purpose) => newAccountFor(body, purpose) === undefined,
    );
    return {
      ...(unaccounted && body.newAccount !== undefined && body.newAccount.purposes.length > 0
        ? { 'newAccount.purposes': validatorMessages.accountPurposeRequired }
        : {}),
      ...(debitsToAuthorise(details, values).length > 0 && !values.directDebitAuthorisation
        ? { directDebitAuthorisation: validatorMessages.noConfirmation }
        : {}),
    };
  };
}
