import type { Changeability, PaymentTermOption } from '@mijn/contract';
import {
  PAYMENT_TERMS_MONTHS,
  type PaymentTermMonths,
  paymentTermChangeStartsOn,
  yearOf,
} from '@mijn/domain';
import { paymentTermDiscountPercentage, paymentTermTotals } from '../../../core/premiums/engine.ts';

interface TermOptionsInput {
  currentTerm: PaymentTermMonths;
  termChangeability: Changeability;
  today: string;
  /** The agreement's monthly premium in a year, or null while that year's premiums are not known. */
  monthlyPremiumIn: (year: number) => number | null;
}

/**
 * Every payment term with its discount and what it costs per term: the current one now, another from the day it would start
 * (spec §3 paymentTerm with discounts and mutability, §9 the yearly discount). A term whose first
 * day falls in a year without known premiums is not possible yet: a yearly payer, or anyone
 * choosing to pay yearly, changes per 1 January once next year's premiums are out.
 */
export function termOptions(input: TermOptionsInput): PaymentTermOption[] {
  return PAYMENT_TERMS_MONTHS.map((term) => {
    const startsOn = paymentTermChangeStartsOn(input.today, input.currentTerm, term);
    // The term paid now costs what is paid now; another what it would cost from its first day.
    const priceDay = term === input.currentTerm ? input.today : startsOn;
    const monthly = input.monthlyPremiumIn(yearOf(priceDay));
    const totals = monthly === null ? null : paymentTermTotals(monthly, term);
    const changeability: Changeability =
      term === input.currentTerm
        ? { isMutable: true, reason: null }
        : !input.termChangeability.isMutable
          ? input.termChangeability
          : totals === null
            ? { isMutable: false, reason: 'not-yet-possible' }
            : { isMutable: true, reason: null };
    return {
      paymentTerm: term,
      discountPercentage: paymentTermDiscountPercentage(term),
      discountAmount: totals?.paymentTermDiscountAmount ?? null,
      amountPerTerm: totals?.totalNettoAmountPaymentTerm ?? null,
      startsOn,
      isMutable: changeability.isMutable,
      reason: changeability.reason,
    };
  });
}
