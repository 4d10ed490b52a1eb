import type { PaymentTermDenial, PaymentTermMonths } from '@mijn/domain';
import { isPaymentTerm } from '@mijn/domain';
import {
  paymentSetupOn,
  type ScheduledChange,
  scheduledChangeOf,
} from '../../core/payment-setup/scheduled-changes.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { changeMutability } from './mutability.ts';
import type { PolicyChange } from './policy-change.ts';

type PaymentSetup = Pick<ScheduledChange, 'paymentMethod' | 'paymentTermMonths'>;
type TermChange = Pick<ScheduledChange, 'startsOn' | 'paymentMethod' | 'paymentTermMonths'>;

/**
 * How the premium is paid from the first day of the change's year: the agreement's own method and
 * term, or a change waiting to start by then (decision 0040). The edit screen's term starts here.
 */
export async function paymentSetupForYear(db: Db, change: PolicyChange): Promise<PaymentSetup> {
  const { agreement } = change;
  const scheduled = await scheduledChangeOf(db, agreement.agreementId);
  return paymentSetupOn(agreement, scheduled, `${change.year}-01-01`);
}

export function termOfSetup(agreementId: number, setup: PaymentSetup): PaymentTermMonths {
  const term = setup.paymentTermMonths;
  if (!isPaymentTerm(term)) throw new Error(`Agreement ${agreementId} has payment term ${term}`);
  return term;
}

/** Spec §8's text for a term that may not change with the policy (409, as payment details answer). */
const termRefusals: Record<PaymentTermDenial, string> = {
  // The policy itself may not change: the save refuses before it judges the term.
  'not-policyholder': serverMessages.policyChangeNotPossible,
  'agreement-ended': serverMessages.policyChangeNotPossible,
  'payment-deficit': serverMessages.paymentTermChangeWithDeficit,
  'not-yet-possible': serverMessages.paymentTermChangeNotYetPossible,
  'arranged-by-employer': serverMessages.paymentArrangedByEmployer,
  'arranged-by-intermediary': serverMessages.paymentArrangedByIntermediary,
};

/**
 * The waiting payment change that makes `term` the term from 1 January of the change's year, as
 * payment details would write it (decision 0040: the method stays, a waiting change is replaced);
 * null when the choice goes back to the agreement's own method and term (the waiting change goes);
 * undefined when the year already starts with this term. Refused with 409 when AgreementMutable
 * denies the term today.
 */
export function termChangeFor(
  change: PolicyChange,
  setup: PaymentSetup,
  term: PaymentTermMonths,
  today: string,
): TermChange | null | undefined {
  if (term === setup.paymentTermMonths) return undefined;
  const { paymentTerm } = changeMutability(change, today);
  if (!paymentTerm.isMutable) {
    throw new HttpError(409, termRefusals[paymentTerm.reason ?? 'not-yet-possible']);
  }
  const { agreement } = change;
  if (setup.paymentMethod === agreement.paymentMethod && term === agreement.paymentTermMonths) return null;
  return { startsOn: `${change.year}-01-01`, paymentMethod: setup.paymentMethod, paymentTermMonths: term };
}
