import { isPaymentTerm, type PaymentTermMonths, paymentTermTotals, yearOf } from '@mijn/domain';
import type { AccessAuth } from '../../../auth/authenticate.ts';
import { type Authority, authorityFor, unrevokedMandates } from '../../../core/payment-setup/mandates.ts';
import { type ScheduledChange, scheduledChangeOf } from '../../../core/payment-setup/scheduled-changes.ts';
import type { Db } from '../../../db/client.ts';
import { agreementPremiums } from './agreement-premiums.ts';
import { changeabilityOf, type PaymentDetailsChangeability } from './changeability.ts';
import type { Agreement, HeldAgreement } from './held-agreement.ts';
import { type TermOptions, termOptions } from './term-options.ts';

export function termOf(agreementId: number, months: number): PaymentTermMonths {
  if (!isPaymentTerm(months)) throw new Error(`Agreement ${agreementId} has payment term ${months}`);
  return months;
}

export const hasAgreementEnded = (agreement: Pick<Agreement, 'endDate'>, today: string) =>
  agreement.endDate !== null && agreement.endDate < today;

/** Everything beyond the agreement's own row that reading or changing its payment details needs. */
export interface PaymentState {
  paymentTerm: PaymentTermMonths;
  changeability: PaymentDetailsChangeability;
  /** Collected per term now, at this year's premium; null while that premium is not known. */
  currentAmountPerTerm: number | null;
  termOptions: TermOptions;
  authority: { premium: Authority; excess: Authority };
  scheduled: ScheduledChange | null;
  excessLimit: number;
}

export async function paymentStateOf(
  db: Db,
  auth: AccessAuth,
  { agreement, policyholder }: HeldAgreement,
  today: string,
): Promise<PaymentState> {
  // One after another: a change reads this inside its transaction, on one connection.
  const premiums = await agreementPremiums(db, auth, agreement.agreementId, today);
  const mandates = await unrevokedMandates(db, agreement.agreementId);
  const scheduled = await scheduledChangeOf(db, agreement.agreementId);
  const changeability = changeabilityOf({
    paymentMethod: agreement.paymentMethod,
    mandatoryDirectDebit: agreement.mandatoryDirectDebit,
    hasEnded: hasAgreementEnded(agreement, today),
    hasPaymentDeficit: policyholder.isDefaulter,
  });
  const paymentTerm = termOf(agreement.agreementId, agreement.paymentTermMonths);
  const monthlyNow = premiums.monthlyPremiumIn(yearOf(today));
  return {
    paymentTerm,
    changeability,
    currentAmountPerTerm:
      monthlyNow === null ? null : paymentTermTotals(monthlyNow, paymentTerm).totalNettoAmountPaymentTerm,
    termOptions: termOptions({
      currentTerm: paymentTerm,
      termChangeability: changeability.paymentTerm,
      today,
      monthlyPremiumIn: premiums.monthlyPremiumIn,
    }),
    authority: {
      premium: authorityFor(mandates, 'premium', agreement.premiumIban, today),
      excess: authorityFor(mandates, 'excess', agreement.excessIban, today),
    },
    scheduled,
    excessLimit: premiums.excessLimit,
  };
}
