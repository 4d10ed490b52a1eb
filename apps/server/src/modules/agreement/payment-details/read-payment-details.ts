import type { PaymentDetails } from '@mijn/contract';
import { isCustomerPaymentMethod, maskIban, paymentChangeStartsOn, paymentTermDiscounts } from '@mijn/domain';
import type { AccessAuth } from '../../../auth/authenticate.ts';
import type { Db } from '../../../db/client.ts';
import { heldAgreement } from './held-agreement.ts';
import { hasAgreementEnded, paymentStateOf, termOf } from './payment-state.ts';

const masked = (iban: string | null) => (iban ? maskIban(iban) : null);

/** Spec §7 GetPaymentDetails: how an agreement the user holds is paid, and what may change. */
export async function readPaymentDetails(
  db: Db,
  auth: AccessAuth,
  query: { agreementId: number; contractCode: string },
  today: string,
): Promise<PaymentDetails> {
  const held = await heldAgreement(db, auth, query.agreementId, { contractCode: query.contractCode });
  const { agreement, policyholder, account } = held;
  const state = await paymentStateOf(db, auth, held, today);
  const { selectablePaymentMethods, ...mutability } = state.changeability;
  const excessMethod = agreement.excessPaymentMethod;
  if (!isCustomerPaymentMethod(excessMethod)) throw new Error(`Excess paid by ${excessMethod}`);
  return {
    agreementId: agreement.agreementId,
    contractCode: agreement.contractCode,
    excessLimit: state.excessLimit,
    ibanReceivedByInsured: masked(agreement.reimbursementIban),
    ibanPayedByInsured: masked(agreement.premiumIban),
    ibanExcess: masked(agreement.excessIban),
    paymentMethod: agreement.paymentMethod,
    paymentMethodExcess: excessMethod,
    paymentTerm: state.paymentTerm,
    paymentTermDiscounts: paymentTermDiscounts(),
    currentAmountPerTerm: state.currentAmountPerTerm,
    paymentTermsPriceYear: state.termOptions.priceYear,
    paymentTerms: state.termOptions.options,
    directDebitAuthority: state.authority,
    hasMandatoryDirectDebit: agreement.mandatoryDirectDebit,
    hasAgreementEnded: hasAgreementEnded(agreement, today),
    mutability,
    selectablePaymentMethods,
    changeStartsOn: paymentChangeStartsOn(today),
    scheduledChange: state.scheduled && {
      startsOn: state.scheduled.startsOn,
      paymentMethod: state.scheduled.paymentMethod,
      paymentTerm: termOf(agreement.agreementId, state.scheduled.paymentTermMonths),
    },
    digitalPost: account.digitalPost,
    hasEmailAddress: policyholder.email !== null,
  };
}
