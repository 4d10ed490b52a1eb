import {
  type AccountPurpose,
  type MandatesOnFile,
  type NotChangeableReason,
  needsDirectDebitAuthorisation,
  newAccountFor,
  type PaymentTermOption,
  type UpdatePaymentDetailsBody,
} from '@mijn/contract';
import {
  isCustomerPaymentMethod,
  type PaymentTermMonths,
  paymentChangeStartsOn,
  validatorMessages,
} from '@mijn/domain';
import type { z } from 'zod';
import type { MandatePurpose } from '../../../db/schema.ts';
import { HttpError, inputRefused, serverMessages } from '../../../http/http-error.ts';
import type { PaymentDetailsChangeability } from './changeability.ts';
import type { Agreement } from './held-agreement.ts';

type Change = z.output<typeof UpdatePaymentDetailsBody>;
/** A change with what it leaves out filled in from the agreement. */
type Target = Change & Required<Pick<Change, 'paymentMethod' | 'paymentTerm' | 'paymentMethodExcess'>>;
export interface ChangedAccount {
  purpose: AccountPurpose;
  iban: string;
}

export interface ScheduledPayment {
  startsOn: string;
  paymentMethod: Agreement['paymentMethod'];
  paymentTermMonths: PaymentTermMonths;
}

/** What the agreement holds now, as far as judging a change needs it. */
export interface ChangeContext {
  agreement: Pick<
    Agreement,
    'paymentMethod' | 'premiumIban' | 'reimbursementIban' | 'excessIban' | 'excessPaymentMethod'
  >;
  paymentTerm: PaymentTermMonths;
  /** A change of method or term saved earlier that has not started yet. */
  pending: ScheduledPayment | null;
  changeability: PaymentDetailsChangeability;
  termOptions: readonly PaymentTermOption[];
  mandates: MandatesOnFile;
  digitalPost: boolean;
  hasEmailAddress: boolean;
  today: string;
}

/** What saving the change does, all of it in one transaction. */
export interface ChangePlan {
  /** The method and term from their first day; null: nothing waits (a choice back to the current one clears a waiting change). */
  scheduled: ScheduledPayment | null;
  /** Taken at once: accounts and the excess method. */
  agreementUpdate: Partial<
    Pick<Agreement, 'premiumIban' | 'reimbursementIban' | 'excessIban' | 'excessPaymentMethod'>
  >;
  mandates: { purpose: MandatePurpose; iban: string }[];
  convertToDigitalPost: boolean;
  /** The accounts that differ from the ones on file, to confirm to the policyholder. */
  changedAccounts: ChangedAccount[];
}

/** Where the agreement keeps the account of each purpose. */
const accountColumns = {
  premium: 'premiumIban',
  reimbursement: 'reimbursementIban',
  excess: 'excessIban',
} as const satisfies Record<AccountPurpose, keyof ChangePlan['agreementUpdate']>;

const stateRefusal: Record<NotChangeableReason, string> = {
  'payment-deficit': serverMessages.paymentTermChangeWithDeficit,
  'agreement-ended': serverMessages.agreementEnded,
  'not-yet-possible': serverMessages.paymentTermChangeNotYetPossible,
  'arranged-by-employer': serverMessages.paymentArrangedByEmployer,
  'arranged-by-intermediary': serverMessages.paymentArrangedByIntermediary,
  'direct-debit-required': serverMessages.directDebitRequired,
};

const refused = (reason: NotChangeableReason | null) =>
  new HttpError(409, stateRefusal[reason ?? 'not-yet-possible']);
const fieldRefused = (field: keyof Change, key: string) => inputRefused(`body.${field}`, key);

function judgeMethod(change: Target, context: ChangeContext): void {
  if (change.paymentMethod === context.agreement.paymentMethod) return;
  const { paymentMethod } = context.changeability;
  if (!paymentMethod.isMutable && paymentMethod.reason !== 'direct-debit-required') {
    throw refused(paymentMethod.reason);
  }
  // BOR and TPS come from an employer's or intermediary's contract, never from the customer.
  if (!isCustomerPaymentMethod(change.paymentMethod)) {
    throw fieldRefused('paymentMethod', validatorMessages.invalidInput);
  }
  if (!context.changeability.selectablePaymentMethods.includes(change.paymentMethod)) {
    throw refused(paymentMethod.reason);
  }
}

function judgeTerm(change: Target, context: ChangeContext): PaymentTermOption | null {
  if (change.paymentTerm === context.paymentTerm) return null;
  if (!context.changeability.paymentTerm.isMutable) throw refused(context.changeability.paymentTerm.reason);
  const option = context.termOptions.find((candidate) => candidate.paymentTerm === change.paymentTerm);
  if (!option?.isMutable) throw refused(option?.reason ?? null);
  return option;
}

function judgeAccounts(change: Target, context: ChangeContext): void {
  const { agreement, changeability } = context;
  if (change.newAccount !== undefined && !changeability.ibans.isMutable) {
    throw refused(changeability.ibans.reason);
  }
  if (change.paymentMethodExcess !== agreement.excessPaymentMethod && !changeability.excess.isMutable) {
    throw refused(changeability.excess.reason);
  }
  // An employer or intermediary pays the premium: no account of the household is debited for it.
  if (newAccountFor(change, 'premium') !== undefined && !changeability.paymentMethod.isMutable) {
    const reason = changeability.paymentMethod.reason;
    if (reason === 'arranged-by-employer' || reason === 'arranged-by-intermediary') throw refused(reason);
  }
  // A debit needs an account: on file, or the new one given for it.
  const lacksAccount = (purpose: 'premium' | 'excess', onFile: string | null) =>
    (newAccountFor(change, purpose) ?? onFile) === null;
  if (
    (change.paymentMethod === 'DirectDebit' && lacksAccount('premium', agreement.premiumIban)) ||
    (change.paymentMethodExcess === 'DirectDebit' && lacksAccount('excess', agreement.excessIban))
  ) {
    throw change.newAccount === undefined
      ? inputRefused('body.newAccount.iban', validatorMessages.requiredField)
      : inputRefused('body.newAccount.purposes', validatorMessages.accountPurposeRequired);
  }
  if (needsDirectDebitAuthorisation(change, context.mandates) && !change.directDebitAuthorisation) {
    throw fieldRefused('directDebitAuthorisation', validatorMessages.noConfirmation);
  }
}

/** Spec §4: choosing iDEAL converts to a digital policy, which needs an e-mail address. */
function convertsToDigitalPost(change: Target, context: ChangeContext): boolean {
  const choosesIdeal = change.paymentMethod === 'iDeal' || change.paymentMethodExcess === 'iDeal';
  if (!choosesIdeal || context.digitalPost) return false;
  if (!context.hasEmailAddress) throw new HttpError(400, serverMessages.emailRequiredForDigitalPost);
  return true;
}

function mandatesToSign(change: Target, context: ChangeContext): ChangePlan['mandates'] {
  const { agreement, mandates } = context;
  const wanted = (
    purpose: MandatePurpose,
    debited: boolean,
    newIban: string | undefined,
    known: string | null,
  ): ChangePlan['mandates'] => {
    const iban = newIban ?? known;
    const needed = debited && (newIban !== undefined || !mandates[purpose].isValid);
    return needed && iban !== null ? [{ purpose, iban }] : [];
  };
  return [
    ...wanted(
      'premium',
      change.paymentMethod === 'DirectDebit',
      newAccountFor(change, 'premium'),
      agreement.premiumIban,
    ),
    ...wanted(
      'excess',
      change.paymentMethodExcess === 'DirectDebit',
      newAccountFor(change, 'excess'),
      agreement.excessIban,
    ),
  ];
}

/**
 * Judges a change of payment details against the agreement as it is, and says what saving it does;
 * a refusal throws before anything is written. Method and term start when spec §9 says (the next
 * month, or the one after from the 10th; a term when a period of both terms starts), accounts and
 * mandates at once, so a claim paid tomorrow already goes to the new account.
 */
export function judgeChange(sent: Change, context: ChangeContext): ChangePlan {
  const { agreement, changeability, pending, today } = context;
  if (changeability.paymentMethod.reason === 'agreement-ended') throw refused('agreement-ended');
  // What is left out stays as it stands: a change waiting to start included.
  const change: Target = {
    ...sent,
    paymentMethod: sent.paymentMethod ?? pending?.paymentMethod ?? agreement.paymentMethod,
    paymentTerm: sent.paymentTerm ?? pending?.paymentTermMonths ?? context.paymentTerm,
    paymentMethodExcess: sent.paymentMethodExcess ?? agreement.excessPaymentMethod,
  };
  const keepsPending =
    pending !== null &&
    change.paymentMethod === pending.paymentMethod &&
    change.paymentTerm === pending.paymentTermMonths;
  const termOption = keepsPending ? null : judgeTerm(change, context);
  if (!keepsPending) judgeMethod(change, context);
  judgeAccounts(change, context);
  const convertToDigitalPost = convertsToDigitalPost(change, context);

  const changesNow = change.paymentMethod !== agreement.paymentMethod || termOption !== null;
  const scheduled = keepsPending
    ? pending
    : changesNow
      ? {
          startsOn: termOption?.startsOn ?? paymentChangeStartsOn(today),
          paymentMethod: change.paymentMethod,
          paymentTermMonths: change.paymentTerm,
        }
      : null;
  // Exactly the purposes sent take the new account; an account already on file is no change.
  const changedAccounts = (change.newAccount?.purposes ?? []).flatMap((purpose) => {
    const column = accountColumns[purpose];
    const iban = change.newAccount?.iban;
    return iban !== undefined && iban !== agreement[column] ? [{ purpose, column, iban }] : [];
  });
  return {
    scheduled,
    agreementUpdate: {
      ...Object.fromEntries(changedAccounts.map(({ column, iban }) => [column, iban])),
      ...(change.paymentMethodExcess !== agreement.excessPaymentMethod
        ? { excessPaymentMethod: change.paymentMethodExcess }
        : {}),
    },
    mandates: mandatesToSign(change, context),
    convertToDigitalPost,
    changedAccounts: changedAccounts.map(({ purpose, iban }) => ({ purpose, iban })),
  };
}
