import {
  type MandatesOnFile,
  needsDirectDebitAuthorisation,
  type PaymentDetails,
  type UpdatePaymentDetailsBody,
} from '@mijn/contract';
import {
  type CustomerPaymentMethod,
  normalizeIban,
  type PaymentMethod,
  validatorMessages,
} from '@mijn/domain';
import type { FieldErrors } from '../../lib/forms/index.ts';

/** What the edit form holds: the body's fields, plus whether each account is being replaced. */
export interface PaymentDetailsValues extends Record<string, unknown> {
  paymentMethod: PaymentMethod;
  /** A radio's value is text: '1', '3', '6' or '12'. */
  paymentTerm: string;
  paymentMethodExcess: CustomerPaymentMethod;
  replacesPremiumIban: boolean;
  ibanPayedByInsured: string;
  replacesReimbursementIban: boolean;
  ibanReceivedByInsured: string;
  replacesExcessIban: boolean;
  ibanExcess: string;
  directDebitAuthorisation: boolean;
}

/** The form starts from what will apply: a change that waits to start, else how it is paid now. */
export function initialValues(details: PaymentDetails): PaymentDetailsValues {
  const planned = details.scheduledChange;
  return {
    paymentMethod: planned?.paymentMethod ?? details.paymentMethod,
    paymentTerm: String(planned?.paymentTerm ?? details.paymentTerm),
    paymentMethodExcess: details.paymentMethodExcess,
    replacesPremiumIban: false,
    ibanPayedByInsured: '',
    replacesReimbursementIban: false,
    ibanReceivedByInsured: '',
    replacesExcessIban: false,
    ibanExcess: '',
    directDebitAuthorisation: false,
  };
}

const accountOf = (replaces: boolean, iban: string) => (replaces ? iban : undefined);

/** The body as the form builds it, before the contract's schema reads the accounts. */
type FormBody = UpdatePaymentDetailsBody & {
  ibanPayedByInsured: string | undefined;
  ibanReceivedByInsured: string | undefined;
  ibanExcess: string | undefined;
};

/** The body the form sends: the whole choice, and an account only where one is being replaced. */
export function toBody(agreementId: number, values: PaymentDetailsValues): FormBody {
  return {
    agreementId,
    paymentMethod: values.paymentMethod,
    paymentTerm: Number(values.paymentTerm) as 1 | 3 | 6 | 12,
    paymentMethodExcess: values.paymentMethodExcess,
    ibanPayedByInsured: accountOf(values.replacesPremiumIban, values.ibanPayedByInsured),
    ibanReceivedByInsured: accountOf(values.replacesReimbursementIban, values.ibanReceivedByInsured),
    ibanExcess: accountOf(values.replacesExcessIban, values.ibanExcess),
    directDebitAuthorisation: values.directDebitAuthorisation,
  };
}

export const mandatesOnFile = (details: PaymentDetails): MandatesOnFile => ({
  premium: { isValid: details.directDebitAuthority.premium.status === 'valid' },
  excess: { isValid: details.directDebitAuthority.excess.status === 'valid' },
});

/** Spec §5: whether this choice debits an account without a valid mandate, so it needs the authorisation. */
export function needsAuthorisation(details: PaymentDetails, values: PaymentDetailsValues): boolean {
  const body = toBody(details.agreementId, values);
  const newIban = (iban: string | undefined) =>
    iban === undefined || normalizeIban(iban) === '' ? undefined : normalizeIban(iban);
  return needsDirectDebitAuthorisation(
    {
      paymentMethod: body.paymentMethod,
      paymentMethodExcess: body.paymentMethodExcess,
      ibanPayedByInsured: newIban(body.ibanPayedByInsured),
      ibanExcess: newIban(body.ibanExcess),
    },
    mandatesOnFile(details),
  );
}

/**
 * What the contract cannot know: an account being replaced needs the new one (the contract takes
 * an empty one as "keep"), and a debit from an account without a valid mandate needs the
 * authorisation, which only the agreement's mandates on file tell.
 */
export function screenChecks(details: PaymentDetails) {
  return (values: PaymentDetailsValues): FieldErrors => {
    const missing = (replaces: boolean, iban: string) => replaces && normalizeIban(iban) === '';
    return {
      ...(missing(values.replacesPremiumIban, values.ibanPayedByInsured)
        ? { ibanPayedByInsured: validatorMessages.requiredField }
        : {}),
      ...(missing(values.replacesReimbursementIban, values.ibanReceivedByInsured)
        ? { ibanReceivedByInsured: validatorMessages.requiredField }
        : {}),
      ...(missing(values.replacesExcessIban, values.ibanExcess)
        ? { ibanExcess: validatorMessages.requiredField }
        : {}),
      ...(needsAuthorisation(details, values) && !values.directDebitAuthorisation
        ? { directDebitAuthorisation: validatorMessages.noConfirmation }
        : {}),
    };
  };
}
