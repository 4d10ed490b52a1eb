import type { AgreementDetail, PolicyDetail } from '@mijn/contract';
import {
  isPaymentTerm,
  isYearVisible,
  paymentTermTotals,
  personPremium,
  referenceDayFor,
  yearOf,
} from '@mijn/domain';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { byUserThenFamily, customerSummary } from '../../core/customer-summary.ts';
import { newlyInsuredInProgress } from '../../core/newly-insured/in-progress.ts';
import type { Db } from '../../db/client.ts';
import { pricedProductsByPolicy } from '../../insurer/legacy/catalogue.ts';
import { overlapsYear, participationsOf, withinYear } from './participations.ts';

/** spec §3 Agreement detail for each agreement of the user in a year; premiums from the engine. */
export async function agreementDetailsForYear(
  db: Db,
  auth: AccessAuth,
  year: number,
  today: string,
): Promise<AgreementDetail[]> {
  if (!isYearVisible(year, today)) return [];
  const user = auth.user.customerNumber;
  const referenceDay = referenceDayFor(year, today);
  const details: AgreementDetail[] = [];
  const participations = await participationsOf(db, auth);
  const inProgress = await newlyInsuredInProgress(
    db,
    participations.filter((held) => held.isPolicyholder).map(({ agreement }) => agreement.agreementId),
  );
  for (const participation of participations) {
    const { agreement, label } = participation;
    if (!overlapsYear(agreement, year)) continue;
    const inYear = participation.policies.filter(({ policy }) => overlapsYear(policy, year));
    const priced = await pricedProductsByPolicy(
      db,
      inYear.map(({ policy }) => policy.policyNumber),
      year,
    );
    const shown = inYear
      .filter(({ policy }) => (priced.get(policy.policyNumber) ?? []).length > 0)
      .map((entry) => ({ ...entry, summary: customerSummary(entry.customer, entry.policy.role, today) }))
      .sort((a, b) => byUserThenFamily(user)(a.summary, b.summary));
    if (shown.length === 0) continue;

    const policyDetails: PolicyDetail[] = shown.map(({ policy, customer }) => {
      const products = priced.get(policy.policyNumber) ?? [];
      const premium = personPremium(products, customer.birthDate, referenceDay);
      return {
        policyNumber: policy.policyNumber,
        customerNumber: customer.customerNumber,
        subContractName: label.collectivityName,
        ...withinYear(policy, year),
        isFree: premium.isFree,
        products: premium.lines,
        totalGrossPremium: premium.totalGrossPremium,
        totalDiscountAmount: premium.totalDiscountAmount,
        totalNettoPremium: premium.totalNettoPremium,
        excess: premium.excess,
      };
    });
    const term = agreement.paymentTermMonths;
    if (!isPaymentTerm(term)) throw new Error(`Agreement ${agreement.agreementId} has payment term ${term}`);
    const totals = paymentTermTotals(
      policyDetails.reduce((sum, policy) => sum + policy.totalNettoPremium, 0),
      term,
    );
    details.push({
      agreementId: agreement.agreementId,
      agreementIdNumber: String(agreement.agreementId),
      contractCode: agreement.contractCode,
      collectivity: label.collectivityName,
      year,
      isPolicyholder: participation.isPolicyholder,
      hasBasicInsurance: shown.some(({ policy }) =>
        (priced.get(policy.policyNumber) ?? []).some((product) => product.type === 'MB'),
      ),
      agreementParticipants: shown.map(({ policy, summary }) => ({
        customer: summary,
        policyNumber: policy.policyNumber,
        ...withinYear(policy, year),
        productTypes: [...new Set((priced.get(policy.policyNumber) ?? []).map((product) => product.type))],
      })),
      totalAmount: totals.totalNettoAmountMonth,
      paymentTerm: term,
      paymentTermDiscountPercentage: totals.paymentTermDiscountPercentage,
      paymentTermDiscountAmount: totals.paymentTermDiscountAmount,
      totalAmountPaymentTerm: totals.totalNettoAmountPaymentTerm,
      isPremiumPaidByCustomer: agreement.paymentMethod !== 'BOR',
      hasAgreementEnded: agreement.endDate !== null && agreement.endDate < today,
      ...withinYear(agreement, year),
      newlyInsuredPersonsInProgress: (inProgress.get(agreement.agreementId) ?? []).filter(
        (person) => yearOf(person.startDate) === year,
      ),
      policyDetails,
    });
  }
  return details;
}
