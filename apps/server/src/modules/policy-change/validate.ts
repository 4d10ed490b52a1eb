import type { ContractTotals, ContractValidation, ContractValidationPayload } from '@mijn/contract';
import {
  checkPolicySelection,
  type PaymentTermMonths,
  type PolicySelection,
  paymentTermTotals,
  personPremium,
} from '@mijn/domain';
import type { PolicyChange } from './policy-change.ts';

/** Spec §3 contract totals of a selection, from the premium engine as the policy overview computes them. */
export function selectionTotals(
  change: PolicyChange,
  selection: PolicySelection,
  term: PaymentTermMonths,
): ContractTotals {
  const customerOverviews = change.insured.map(({ customer }) => {
    const codes = selection[customer.customerNumber] ?? [];
    const priced = change.catalogue
      .filter(({ product }) => codes.includes(product.code))
      .map((entry) => entry.priced);
    const premium = personPremium(priced, customer.birthDate, change.referenceDay);
    return {
      customerNumber: customer.customerNumber,
      productComponentCodes: priced.map((product) => product.code),
      totalGrossPremium: premium.totalGrossPremium,
      totalDiscountAmount: premium.totalDiscountAmount,
      totalNettoPremium: premium.totalNettoPremium,
      excessAmount: premium.excess.total,
    };
  });
  const sum = (pick: (overview: (typeof customerOverviews)[number]) => number) =>
    customerOverviews.reduce((total, overview) => total + pick(overview), 0);
  const totals = paymentTermTotals(
    sum((overview) => overview.totalNettoPremium),
    term,
  );
  return {
    customerOverviews,
    totalGrossAmountMonth: sum((overview) => overview.totalGrossPremium),
    totalDiscountAmountMonth: sum((overview) => overview.totalDiscountAmount),
    ...totals,
  };
}

/** Spec §7 Contract/validate: the rules of spec §4 and §6 on a selection, and what it would cost. */
export function validateSelection(
  change: PolicyChange,
  payload: ContractValidationPayload,
): ContractValidation {
  const check = checkPolicySelection(change.context, payload.chosenInsurances);
  return {
    isValid: check.issues.length === 0,
    hasPackageConflict: check.issues.some((issue) => issue.kind === 'package-conflict'),
    issues: check.issues,
    totals: selectionTotals(change, check.selection, payload.selectedPaymentTerm),
  };
}
