import type { Changeability, PaymentTermOption } from '@mijn/contract';
import {
  PAYMENT_TERMS_MONTHS,
  type PaymentTermMonths,
  paymentTermChangeStartsOn,
  paymentTermDiscountPercentage,
  paymentTermYear,
  yearOf,
} from '@mijn/domain';

interface TermOptionsInput {
  currentTerm: PaymentTermMonths;
  termChangeability: Changeability;
  today: string;
  /** The agreement's monthly premium in a year, or null while that year's premiums are not known. */
  monthlyPremiumIn: (year: number) => number | null;
}

export interface TermOptions {
  /** The year whose premium every option is priced in. */
  priceYear: number;
  options: PaymentTermOption[];
}

/**
 * The year the terms are compared in: the year a new term chosen today applies to (from 1 November
 * on usually next year, as paying per year starts on 1 January), or this year while no other term
 * can start in a year with known premiums.
 */
function priceYearOf(input: TermOptionsInput, startsOn: (term: PaymentTermMonths) => string): number {
  const changeYears = PAYMENT_TERMS_MONTHS.filter((term) => term !== input.currentTerm)
    .map((term) => yearOf(startsOn(term)))
    .filter((year) => input.monthlyPremiumIn(year) !== null);
  return Math.max(yearOf(input.today), ...changeYears);
}

/**
 * Every payment term with its discount, what it costs per term and over the year, and what it
 * saves (spec §3 paymentTerm with discounts and mutability, §9 the yearly discount), all in one
 * year's premium, the current term included, so that no term looks dearer for being priced in
 * another year. A term whose first day falls in a year without known premiums is not possible yet:
 * a yearly payer, or anyone choosing to pay yearly, changes per 1 January once next year's
 * premiums are out.
 */
export function termOptions(input: TermOptionsInput): TermOptions {
  const startsOn = (term: PaymentTermMonths) =>
    paymentTermChangeStartsOn(input.today, input.currentTerm, term);
  const priceYear = priceYearOf(input, startsOn);
  const monthly = input.monthlyPremiumIn(priceYear);
  const options = PAYMENT_TERMS_MONTHS.map((term): PaymentTermOption => {
    const isCurrent = term === input.currentTerm;
    const startsKnown = isCurrent || input.monthlyPremiumIn(yearOf(startsOn(term))) !== null;
    const year = monthly !== null && startsKnown ? paymentTermYear(monthly, term) : null;
    const changeability: Changeability = isCurrent
      ? { isMutable: true, reason: null }
      : !input.termChangeability.isMutable
        ? input.termChangeability
        : startsKnown
          ? { isMutable: true, reason: null }
          : { isMutable: false, reason: 'not-yet-possible' };
    return {
      paymentTerm: term,
      discountPercentage: paymentTermDiscountPercentage(term),
      discountAmount: year?.paymentTermDiscountAmount ?? null,
      amountPerTerm: year?.totalNettoAmountPaymentTerm ?? null,
      yearlyTotal: year?.yearlyTotal ?? null,
      yearlySaving: year?.yearlySaving ?? null,
      startsOn: startsOn(term),
      isMutable: changeability.isMutable,
      reason: changeability.reason,
    };
  });
  return { priceYear, options };
}
