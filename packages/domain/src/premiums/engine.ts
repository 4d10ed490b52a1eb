import { MANDATORY_EXCESS_CENTS } from '../constants/excess.ts';
import { type PaymentTermMonths, YEARLY_PAYMENT_DISCOUNT_PERCENT } from '../constants/premium.ts';
import { isFreeCoInsured } from '../dates/age.ts';
import type { ProductType } from '../product-types.ts';

/** A product a person carries in a year, with its catalogue price for that year (monthly, cents). */
export interface PricedProduct {
  code: string;
  name: string;
  type: ProductType;
  monthlyPremiumCents: number;
  collectivityDiscountCents: number;
  voluntaryExcessCents: number | null;
}

export interface PremiumLine {
  code: string;
  name: string;
  typeOfProduct: ProductType;
  grossPremium: number;
  collectivityDiscountAmount: number;
  nettoPremium: number;
  /** The excess this line stands for (OW lines), in cents; null for other lines. */
  excessAmount: number | null;
  /** The display line of spec §9 for the mandatory 385 euro; never priced. */
  isMandatoryExcess: boolean;
}

export interface PersonPremium {
  /** Under 18 on the reference day: insured with the parent's cover and paying nothing (spec §6). */
  isFree: boolean;
  lines: PremiumLine[];
  totalGrossPremium: number;
  totalDiscountAmount: number;
  totalNettoPremium: number;
  excess: { mandatory: number; voluntary: number; total: number };
}

export const MANDATORY_EXCESS_LINE = {
  code: 'OW-VERPLICHT',
  name: 'Verplicht eigen risico',
} as const;

/**
 * The day a year's age rules are judged on: today within the year, else its first day (a future
 * offer year) or its last day (a past year).
 */
export function referenceDayFor(year: number, today: string): string {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  if (today < first) return first;
  if (today > last) return last;
  return today;
}

/** Monthly premium lines of one person: children free, basic cover never discounted (the catalogue knows). */
export function personPremium(
  products: readonly PricedProduct[],
  birthDate: string,
  referenceDay: string,
): PersonPremium {
  const isFree = isFreeCoInsured(birthDate, referenceDay);
  const lines: PremiumLine[] = products.map((product) => {
    const gross = isFree ? 0 : product.monthlyPremiumCents;
    const discount = isFree ? 0 : product.collectivityDiscountCents;
    return {
      code: product.code,
      name: product.name,
      typeOfProduct: product.type,
      grossPremium: gross,
      collectivityDiscountAmount: discount,
      nettoPremium: gross - discount,
      excessAmount: product.type === 'OW' ? (isFree ? 0 : (product.voluntaryExcessCents ?? 0)) : null,
      isMandatoryExcess: false,
    };
  });
  const hasBasic = products.some((product) => product.type === 'MB');
  const hasExcessLine = products.some((product) => product.type === 'OW');
  if (!isFree && hasBasic && !hasExcessLine) {
    lines.splice(Math.min(1, lines.length), 0, {
      ...MANDATORY_EXCESS_LINE,
      typeOfProduct: 'OW',
      grossPremium: 0,
      collectivityDiscountAmount: 0,
      nettoPremium: 0,
      excessAmount: MANDATORY_EXCESS_CENTS,
      isMandatoryExcess: true,
    });
  }
  const mandatory = !isFree && hasBasic ? MANDATORY_EXCESS_CENTS : 0;
  const voluntary = isFree
    ? 0
    : Math.max(0, ...products.filter((p) => p.type === 'OW').map((p) => p.voluntaryExcessCents ?? 0));
  const sum = (pick: (line: PremiumLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    isFree,
    lines,
    totalGrossPremium: sum((line) => line.grossPremium),
    totalDiscountAmount: sum((line) => line.collectivityDiscountAmount),
    totalNettoPremium: sum((line) => line.nettoPremium),
    excess: { mandatory, voluntary, total: mandatory + voluntary },
  };
}

/** Discount percentage per payment term: 1% for a year paid at once (spec §9), none otherwise. */
export function paymentTermDiscountPercentage(term: PaymentTermMonths): number {
  return term === 12 ? YEARLY_PAYMENT_DISCOUNT_PERCENT : 0;
}

/** The discount of every term, as spec §3's paymentTerm discounts name them. */
export function paymentTermDiscounts() {
  return {
    monthly: paymentTermDiscountPercentage(1),
    quarterly: paymentTermDiscountPercentage(3),
    halfYearly: paymentTermDiscountPercentage(6),
    yearly: paymentTermDiscountPercentage(12),
  };
}

export interface PaymentTermTotals {
  totalNettoAmountMonth: number;
  paymentTerm: PaymentTermMonths;
  paymentTermDiscountPercentage: number;
  paymentTermDiscountAmount: number;
  totalNettoAmountPaymentTerm: number;
}

/** What is collected per payment term: the monthly total times the term, less the term's discount (rounded to the cent). */
export function paymentTermTotals(monthlyNettoCents: number, term: PaymentTermMonths): PaymentTermTotals {
  const percentage = paymentTermDiscountPercentage(term);
  const gross = monthlyNettoCents * term;
  const discount = Math.round((gross * percentage) / 100);
  return {
    totalNettoAmountMonth: monthlyNettoCents,
    paymentTerm: term,
    paymentTermDiscountPercentage: percentage,
    paymentTermDiscountAmount: discount,
    totalNettoAmountPaymentTerm: gross - discount,
  };
}

/** What a payment term comes to over a whole year, and what it saves against paying per month. */
export function paymentTermYear(monthlyNettoCents: number, term: PaymentTermMonths) {
  const totals = paymentTermTotals(monthlyNettoCents, term);
  const termsPerYear = 12 / term;
  return {
    ...totals,
    yearlyTotal: totals.totalNettoAmountPaymentTerm * termsPerYear,
    // Paying per month has no discount, so a term's discount over a year is what it saves.
    yearlySaving: totals.paymentTermDiscountAmount * termsPerYear,
  };
}

export function isPaymentTerm(months: number): months is PaymentTermMonths {
  return months === 1 || months === 3 || months === 6 || months === 12;
}
