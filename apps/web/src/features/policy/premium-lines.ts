import { MANDATORY_EXCESS_CENTS } from '@mijn/domain';
import type { InsuredView, PremiumLine } from './model.ts';

/**
 * Spec §9: for an adult with basic insurance and no excess line of their own, the mandatory excess
 * is shown as the second premium line.
 */
export function withMandatoryExcessLine(lines: readonly PremiumLine[], isAdult: boolean): PremiumLine[] {
  const hasBasic = lines.some((line) => line.typeOfProduct === 'MB');
  const hasExcess = lines.some((line) => line.typeOfProduct === 'OW');
  if (!isAdult || !hasBasic || hasExcess) return [...lines];
  const excessLine: PremiumLine = {
    kind: 'mandatory-excess',
    code: 'OW-MANDATORY',
    name: String(MANDATORY_EXCESS_CENTS),
    typeOfProduct: 'OW',
    grossPremium: 0,
    collectivityDiscount: 0,
    nettoPremium: 0,
  };
  return [...lines.slice(0, 1), excessLine, ...lines.slice(1)];
}

export interface PremiumTotals {
  grossPremium: number;
  collectivityDiscount: number;
  nettoPremium: number;
}

export function sumLines(lines: readonly PremiumLine[]): PremiumTotals {
  return lines.reduce<PremiumTotals>(
    (sum, line) => ({
      grossPremium: sum.grossPremium + line.grossPremium,
      collectivityDiscount: sum.collectivityDiscount + line.collectivityDiscount,
      nettoPremium: sum.nettoPremium + line.nettoPremium,
    }),
    { grossPremium: 0, collectivityDiscount: 0, nettoPremium: 0 },
  );
}

/** Net premium per month of the whole agreement. */
export function agreementMonthlyTotal(insured: readonly InsuredView[]): number {
  return insured.reduce((sum, person) => sum + sumLines(person.lines).nettoPremium, 0);
}

export interface TermTotal {
  /** Before the payment-term discount. */
  beforeDiscount: number;
  discount: number;
  total: number;
}

/** The amount of one payment term: months times the monthly total, less the term discount. */
export function paymentTermTotal(monthly: number, termMonths: number, discountPercent: number): TermTotal {
  const beforeDiscount = monthly * termMonths;
  const discount = Math.round((beforeDiscount * discountPercent) / 100);
  return { beforeDiscount, discount, total: beforeDiscount - discount };
}
