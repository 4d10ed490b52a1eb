import type { Changeability, NotChangeableReason } from '@mijn/contract';
import { type CustomerPaymentMethod, customerPaymentMethods, type PaymentMethod } from '@mijn/domain';

export interface AgreementState {
  paymentMethod: PaymentMethod;
  mandatoryDirectDebit: boolean;
  hasEnded: boolean;
  /** The policyholder owes premium (spec §4: a defaulter has a payment deficit). */
  hasPaymentDeficit: boolean;
}

export interface PaymentDetailsChangeability {
  paymentMethod: Changeability;
  paymentTerm: Changeability;
  /** The accounts of the premium and the reimbursements. */
  ibans: Changeability;
  /** The excess bills' method and account. */
  excess: Changeability;
  selectablePaymentMethods: CustomerPaymentMethod[];
}

const mutable: Changeability = { isMutable: true, reason: null };
const notMutable = (reason: NotChangeableReason): Changeability => ({ isMutable: false, reason });

/** BOR and TPS premiums are arranged by the employer or the intermediary, not in the portal. */
function arrangedBy(method: PaymentMethod): NotChangeableReason | null {
  if (method === 'BOR') return 'arranged-by-employer';
  if (method === 'TPS') return 'arranged-by-intermediary';
  return null;
}

/**
 * What the policyholder may change, and why not (spec §4: a payment-term change is blocked with a
 * payment deficit or when not yet possible; an ended agreement is not changed). Whether a given
 * term is possible yet depends on its first day: see the term options.
 */
export function changeabilityOf(state: AgreementState): PaymentDetailsChangeability {
  const arranged = arrangedBy(state.paymentMethod);
  if (state.hasEnded) {
    const ended = notMutable('agreement-ended');
    return {
      paymentMethod: ended,
      paymentTerm: ended,
      ibans: ended,
      excess: ended,
      selectablePaymentMethods: [],
    };
  }
  const paymentTerm = state.hasPaymentDeficit
    ? notMutable('payment-deficit')
    : arranged
      ? notMutable(arranged)
      : mutable;
  if (arranged) {
    return {
      paymentMethod: notMutable(arranged),
      paymentTerm,
      ibans: mutable,
      excess: mutable,
      selectablePaymentMethods: [],
    };
  }
  if (state.mandatoryDirectDebit) {
    return {
      paymentMethod: notMutable('direct-debit-required'),
      paymentTerm,
      ibans: mutable,
      excess: mutable,
      selectablePaymentMethods: ['DirectDebit'],
    };
  }
  return {
    paymentMethod: mutable,
    paymentTerm,
    ibans: mutable,
    excess: mutable,
    selectablePaymentMethods: [...customerPaymentMethods],
  };
}
