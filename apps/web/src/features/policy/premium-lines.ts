import { MANDATORY_EXCESS_CENTS } from '@mijn/domain';
import type { PremiumLine } from './model.ts';

/**
 * Spec §9: for an adult with basic insurance and no excess line, the mandatory excess is shown as
 * the second premium line. The server normally sends it already; this only fills the gap.
 */
export function withMandatoryExcessLine(lines: readonly PremiumLine[], isAdult: boolean): PremiumLine[] {
  const hasBasic = lines.some((line) => line.typeOfProduct === 'MB');
  const hasExcess = lines.some((line) => line.typeOfProduct === 'OW');
  if (!isAdult || !hasBasic || hasExcess) return [...lines];
  const excessLine: PremiumLine = {
    kind: 'mandatory-excess',
    code: 'OW-MANDATORY',
    name: '',
    typeOfProduct: 'OW',
    grossPremium: 0,
    collectivityDiscount: 0,
    nettoPremium: 0,
    excessAmount: MANDATORY_EXCESS_CENTS,
  };
  return [...lines.slice(0, 1), excessLine, ...lines.slice(1)];
}

/** The amount before the payment-term discount: the monthly total times the months of a term. */
export function beforeTermDiscount(monthlyTotal: number, paymentTerm: number): number {
  return monthlyTotal * paymentTerm;
}
