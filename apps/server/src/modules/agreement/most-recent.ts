import type { AgreementSummary } from '@mijn/contract';
import { isPaymentTerm, paymentTermDiscounts, yearOf } from '@mijn/domain';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { byUserThenFamily, customerSummary } from '../../core/customer-summary.ts';
import type { Db } from '../../db/client.ts';
import { pricedProductsByPolicy } from '../../insurer/legacy/catalogue.ts';
import { participationsOf } from './participations.ts';

/**
 * The user's agreements as of their most recent year up to this one: this year for a running
 * agreement, the last year of an ended one. Next year's offer is asked for separately.
 */
export async function mostRecentAgreements(
  db: Db,
  auth: AccessAuth,
  today: string,
): Promise<AgreementSummary[]> {
  const user = auth.user.customerNumber;
  const thisYear = yearOf(today);
  const summaries: AgreementSummary[] = [];
  for (const { agreement, label, isPolicyholder, policies } of await participationsOf(db, auth)) {
    const lastDay =
      agreement.endDate !== null && agreement.endDate < `${thisYear}-12-31` ? agreement.endDate : null;
    const mostRecentYear = lastDay ? yearOf(lastDay) : thisYear;
    if (agreement.startDate > `${mostRecentYear}-12-31`) continue;
    const priced = await pricedProductsByPolicy(
      db,
      policies.map(({ policy }) => policy.policyNumber),
      mostRecentYear,
    );
    const people = policies
      .map(({ policy, customer }) => ({ policy, summary: customerSummary(customer, policy.role, today) }))
      .sort((a, b) => byUserThenFamily(user)(a.summary, b.summary));
    const holder = people.find(({ policy }) => policy.role === 'H');
    const term = agreement.paymentTermMonths;
    summaries.push({
      agreementId: agreement.agreementId,
      agreementIdNumber: String(agreement.agreementId),
      collectivity: label.collectivityName,
      contractCode: agreement.contractCode,
      hasBasicInsurance: people.some(({ policy }) =>
        (priced.get(policy.policyNumber) ?? []).some((product) => product.type === 'MB'),
      ),
      mostRecentYear,
      policyHolders: holder ? [{ customer: holder.summary, policies: [holder.policy.policyNumber] }] : [],
      agreementParticipants: people.map(({ policy, summary }) => ({
        customer: summary,
        policyNumber: policy.policyNumber,
        role: policy.role,
      })),
      paymentDetails:
        isPolicyholder && isPaymentTerm(term)
          ? {
              paymentMethod: agreement.paymentMethod,
              paymentTerm: term,
              paymentTermDiscounts: paymentTermDiscounts(),
              hasAgreementEnded: agreement.endDate !== null && agreement.endDate < today,
            }
          : null,
    });
  }
  return summaries;
}
