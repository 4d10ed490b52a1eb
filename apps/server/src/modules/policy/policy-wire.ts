import type { Consumption, FinancialSummary, PolicyInfo } from '@mijn/contract';
import type { InsurerPort } from '@mijn/insurer';

type Used = Exclude<Awaited<ReturnType<InsurerPort['consumption']['ofYear']>>, { refused: string }>;

/** One pot as the screens show it: what is left, and the share used to a tenth of a percent. */
export function consumption({ total, used }: { total: number; used: number }): Consumption {
  const remaining = Math.max(0, total - used);
  const percentage = total > 0 ? Math.min(100, Math.round((used / total) * 1000) / 10) : 0;
  return { total, consumed: used, remaining, percentage };
}

/** The insurer's consumption of a year as the financial summary's reply. */
export function toFinancialSummary(used: Used): FinancialSummary {
  return { excess: consumption(used.excess), gvs: consumption(used.gvs), dental: consumption(used.dental) };
}

type PolicyOfYear = NonNullable<
  Exclude<Awaited<ReturnType<InsurerPort['policies']['ofYear']>>, { refused: string }>
>;

/** The insurer's policy of a year as the reply, under the name of its collectivity (the label's). */
export function toPolicyInfo(policy: PolicyOfYear, collectivityName: string): PolicyInfo {
  return {
    policyNumber: policy.policyNumber,
    customerNumber: policy.customerNumber,
    year: policy.year,
    subContractName: collectivityName,
    startDate: policy.startsOn,
    endDate: policy.endsOn,
    paymentTerm: policy.paymentTermMonths,
    isActive: policy.runsOnDay,
    products: policy.products.map((line) => ({
      code: line.code,
      name: line.name,
      typeOfProduct: line.type,
      collectivityDiscountAmount: line.collectivityDiscount,
      nettoPremium: line.netPremium,
    })),
    totalDiscountAmount: policy.totalDiscount,
    totalNettoPremium: policy.totalNetPremium,
    excess: policy.excess,
  };
}
